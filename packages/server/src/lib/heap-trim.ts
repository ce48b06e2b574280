import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Gives the memory that C code has freed back to the system once a burst of heavy work is over (glibc's
 * malloc_trim, called through koffi). libvips, libpng and the socket buffers free their pages into glibc's arenas,
 * which keep them for reuse: after ten 20 MB PNG uploads and their thumbnails the server stayed ~35 MiB larger
 * until the next burst, and each burst started from there. malloc_trim(0) hands the free pages of every arena back
 * in ~1-4 ms (docs/performance.md, seventeenth pass). Elsewhere than Linux with glibc (macOS, musl) it does nothing.
 */
type Trim = (pad: number) => number;

let native: Trim | null | undefined;

function loadTrim(): Trim | null {
  if (process.platform !== 'linux') return null;
  try {
    const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi');
    // musl has no libc.so.6 (and no malloc_trim): the load throws and trimming stays off.
    return koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as Trim;
  } catch {
    return null;
  }
}

/** Trims now; false where it cannot (not glibc, or koffi missing). */
export function trimFreedMemory(): boolean {
  if (native === undefined) native = loadTrim();
  if (!native) return false;
  native(0);
  return true;
}

let collect: ((options: { type: 'minor' }) => void) | undefined;

/** How long after a collection the trim waits: V8 frees the dead pieces' memory on a helper thread, just after. */
const SWEEP_MS = 50;

/**
 * A minor garbage collection, then a trim: the upload pieces of a burst (64 KiB each, read from the sockets) are only
 * freed when the collector finds them unreachable, and a quiet server runs none, so a trim alone found many of them
 * still held. The pieces die young, so a minor collection (under 1 ms) finds them; a full one also did, but it
 * reset the old generation's room and the next bursts cost twice the CPU (docs/performance.md, seventeenth pass).
 * The collector is reached as the `expose-gc` package does (the flag set at run time, `gc` read from a new
 * context), so the server needs no command-line flag.
 */
export async function releaseFreedMemory(): Promise<boolean> {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as typeof collect;
  }
  collect!({ type: 'minor' });
  await new Promise((resolve) => setTimeout(resolve, SWEEP_MS).unref());
  return trimFreedMemory();
}

/** After the last call, how long the process must stay free of further calls before it trims. */
export const TRIM_DELAY_MS = 500;

/**
 * Creates a trimmer that trims once, TRIM_DELAY_MS after its last call: a burst of uploads and drawings asks many
 * times and trims once, after it. The timer never keeps the process alive.
 */
export function createTrimmer(trim: () => unknown = releaseFreedMemory, delayMs = TRIM_DELAY_MS): () => void {
  let timer: NodeJS.Timeout | undefined;
  return function trimSoon() {
    if (timer) timer.refresh();
    else {
      timer = setTimeout(() => {
        timer = undefined;
        void trim();
      }, delayMs);
      timer.unref();
    }
  };
}

/** The process's trimmer: called when uploads go quiet and after each thumbnail drawn. */
export const trimSoon = createTrimmer();
