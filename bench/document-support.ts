// Shared by the document benches: the built server as a child process whose pid we know (to sample its
// memory), and a session for Alice.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { root } from '../scripts/lib.mjs';
import { apiSignIn, freePort } from '../scripts/product.mjs';

export interface Server {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** packages/server/dist/main.js on a free port with the given data folder (and env). */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '10000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited early');
    if (await fetch(`${url}/customer/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM'))));
  return { url, child, stop };
}

/** Resident memory of a process in MiB (Linux /proc). */
export function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : 0;
}

/** Samples a process's RSS every `everyMs` until stopped; returns the peak. */
export function sampleRss(pid: number, everyMs = 25) {
  let peak = rssMiB(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMiB(pid));
    } catch {
      // the process ended
    }
  }, everyMs);
  return { stop: () => (clearInterval(timer), peak) };
}

/** Headers of Alice's session for fetch. */
export async function aliceHeaders(url: string): Promise<Record<string, string>> {
  const session = await apiSignIn(url, 'alice@example.com', 'Demo!Pass1');
  return { 'Api-Version': '8', cookie: session.cookie, authorization: session.csrf };
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
