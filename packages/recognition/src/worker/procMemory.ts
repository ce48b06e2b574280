import { readFileSync } from 'node:fs';

/** A memory line of /proc/<pid>/status (VmHWM: peak resident, VmRSS: current) in bytes, or null where there is none. */
function statusBytes(pid: number | undefined, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** Peak resident memory (VmHWM) of a worker process in bytes, or null where /proc is not there. */
export const peakOf = (pid: number | undefined): number | null => statusBytes(pid, 'VmHWM');

/** Current resident memory (VmRSS) of a worker process in bytes, or null. */
export const rssOf = (pid: number | undefined): number | null => statusBytes(pid, 'VmRSS');
