import { fork, type ChildProcess } from 'node:child_process';
import { peakOf, rssOf } from './procMemory.js';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { DocType, RecognitionResult } from '../types.js';

export interface RecognizerOptions {
  /**
   * Worker processes, each holding its own OCR models (peak ~0.4-0.85 GB, docs/benchmarks.md). Default: cores - 1, at least 1, at most 2.
   * Processes, not threads: glibc's allocator keeps one arena per thread that ever allocated and never
   * gives their peaks back, so a worker thread grew with the server's thread count (~0.8-1 GB); a worker
   * process starts with MALLOC_ARENA_MAX=1 and UV_THREADPOOL_SIZE=1 and is its own to measure and to give back.
   */
  workers?: number;
  /**
   * Cores one inference may use. Default 1: with two, onnxruntime's spinning threads used twice the CPU
   * per document on a busy machine and left the caller's event loop no core of its own.
   */
  threadsPerWorker?: number;
  /** Documents waiting beyond the ones being read before `recognize` refuses with RecognizerBusyError. */
  maxQueue?: number;
  /** A document taking longer is abandoned (its worker replaced). Default 60 s. */
  timeoutMs?: number;
  /**
   * A worker whose resident memory after a document exceeds this many MB is replaced by a fresh one (issue 12):
   * the allocator keeps a page's buffers after it (glibc raises its mmap threshold to the largest block freed),
   * so a long-lived worker grows, while a fresh built worker reads a passport at a ~0.4 GB peak (the detector
   * alone needs ~0.2 GB at 960 px for the page's duration). Replacing costs one model load (~1 s of CPU) in the
   * background; the next document waits for it only when no other worker is free. Default:
   * RECOGNITION_RECYCLE_MB from the environment, else 0 (never): at 450 MB the realistic bench's peak per
   * worker fell only from 684 to 655 MB (the peak is reached inside one document) for ~5 % more CPU per
   * document (fresh workers touch their memory anew), docs/benchmarks.md. A cap for long-running servers.
   */
  recycleAboveMb?: number;
  /** The worker script; by default the TypeScript entry (from sources) or recognition-worker.js beside a bundle. */
  workerUrl?: URL;
}

export interface Recognizer {
  /** Worker processes and inference threads per worker in use. */
  readonly workers: number;
  readonly threadsPerWorker: number;
  /**
   * Peak resident memory of each worker slot in bytes (Linux; empty elsewhere): the highest VmHWM of the
   * processes that slot has run, the live one and those replaced for their memory.
   */
  peakMemory(): number[];
  /** Workers replaced so far because of their memory (recycleAboveMb). */
  recycled(): number;
  recognize(bytes: Uint8Array, docType: DocType): Promise<RecognitionResult>;
  /** Resolves once every worker has loaded its models. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export class RecognizerBusyError extends Error {
  override name = 'RecognizerBusyError';
}
export class RecognitionFailedError extends Error {
  override name = 'RecognitionFailedError';
}

interface Job {
  id: number;
  bytes: Uint8Array;
  docType: DocType;
  resolve: (r: RecognitionResult) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: ChildProcess;
  /** The worker loaded its models and said so. */
  started: boolean;
  ready: Promise<void>;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  /** The end of what the worker wrote to stderr. */
  stderr: string;
  /** Highest peak memory (bytes) of the workers this slot replaced for their memory. */
  retiredPeak: number;
}

/** The line of a worker's stderr that names its error, for the message of the failure it caused. */
const lastError = (stderr: string) => stderr.split('\n').filter((l) => /Error\b/.test(l)).at(-1)?.trim() ?? '';

/** From sources (a .ts module URL) the bootstrap registers tsx; a bundle ships recognition-worker.js beside it. */
/**
 * Environment of a worker process (glibc and libuv read it at start): one allocator arena and one libuv
 * thread (see RecognizerOptions.workers), and blocks of 8 MiB and more mapped and unmapped rather than
 * kept in the heap (MALLOC_MMAP_THRESHOLD_): glibc's own threshold rises to the largest block ever freed,
 * after which the detector's page-sized buffers fragment the heap and the worker's peak creeps up with
 * every document (665 against 527 MB over 36 realistic documents, issue 12). At 8 MiB only those large
 * buffers are mapped afresh (~5 % more CPU); 128 KiB-4 MiB cost 1.4-2.5 times the CPU (docs/benchmarks.md).
 * Set here whatever the server's own value: a server tuned lower (64 KiB was tried for its upload pieces,
 * docs/performance.md, sixteenth pass) must not make its workers pay for it in CPU.
 */
/** The environment a recognition worker process starts with (exported for benches that fork workers themselves). */
export const WORKER_ENV = { MALLOC_ARENA_MAX: '1', UV_THREADPOOL_SIZE: '1', MALLOC_MMAP_THRESHOLD_: String(8 * 1024 * 1024) };

export function defaultWorkerUrl(): URL {
  return import.meta.url.endsWith('.ts') ? new URL('./bootstrap.mjs', import.meta.url) : new URL('./recognition-worker.js', import.meta.url);
}

export function createRecognizer(options: RecognizerOptions = {}): Recognizer {
  const cores = availableParallelism();
  const count = Math.max(1, options.workers ?? Math.min(2, cores - 1));
  const threads = Math.max(1, options.threadsPerWorker ?? 1);
  const url = options.workerUrl ?? defaultWorkerUrl();
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxQueue = options.maxQueue ?? 32;
  const recycleAbove = (options.recycleAboveMb ?? Number(process.env.RECOGNITION_RECYCLE_MB ?? 0)) * 1024 * 1024;
  let recycledCount = 0;
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  let startFailures = 0;
  let broken: Error | null = null;
  const slots: Slot[] = Array.from({ length: count }, () => spawn());

  function spawn(): Slot {
    const worker = fork(fileURLToPath(url), [], {
      env: { ...process.env, ...WORKER_ENV, RECOGNITION_THREADS: String(threads) },
      serialization: 'advanced',
      // Not the parent's flags (a test runner's loader, --inspect ports): the worker script sets itself up.
      execArgv: [],
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    const slot: Slot = { worker, started: false, job: null, timer: null, ready: Promise.resolve(), stderr: '', retiredPeak: 0 };
    // The worker's errors still reach the server's log; the last of them says why a worker died.
    worker.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      slot.stderr = (slot.stderr + chunk.toString()).slice(-2000);
    });
    slot.ready = new Promise((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`worker exited (${code}) before it was ready: ${lastError(slot.stderr)}`)));
      worker.once('message', () => {
        slot.started = true;
        startFailures = 0;
        resolve();
      });
    });
    slot.ready.catch(() => undefined);
    worker.on('message', (msg: { id?: number; result?: RecognitionResult; error?: { name: string; message: string } }) => {
      if (msg.id === undefined || slot.job?.id !== msg.id) return;
      const job = finish(slot);
      if (msg.result) job.resolve(msg.result);
      else job.reject(toError(msg.error));
      if (recycleAbove > 0 && (rssOf(worker.pid) ?? 0) > recycleAbove) recycle(slot);
      pump();
    });
    worker.on('error', (e) => replace(slot, new RecognitionFailedError(`recognition worker failed: ${e.message}`)));
    worker.on('exit', (code) => {
      if (!closed) replace(slot, new RecognitionFailedError(`recognition worker exited (${code}) ${lastError(slot.stderr)}`.trim()));
    });
    return slot;
  }

  function finish(slot: Slot): Job {
    const job = slot.job!;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    return job;
  }

  /**
   * A crashed or stuck worker fails its document and is replaced, so one bad file cannot stall the
   * pool. Workers that die before loading their models (missing models, no memory) are not respawned
   * forever: after three in a row the pool refuses every document with the reason.
   */
  function replace(slot: Slot, error: Error): void {
    // A document waiting for a worker that never started was never sent: it waits for the next one.
    if (slot.job && !slot.started) queue.unshift(finish(slot));
    else if (slot.job) finish(slot).reject(error);
    const i = slots.indexOf(slot);
    if (i < 0 || closed) return;
    slot.worker.removeAllListeners();
    slot.worker.kill('SIGKILL');
    if (!slot.started && ++startFailures >= 3) {
      const reason = new RecognitionFailedError(`recognition workers cannot start: ${error.message}`);
      broken = reason;
      for (const other of slots.splice(0, slots.length)) {
        if (other.job) finish(other).reject(reason);
        other.worker.removeAllListeners();
        other.worker.kill('SIGKILL');
      }
      for (const job of queue.splice(0)) job.reject(reason);
      return;
    }
    slots[i] = spawn();
    pump();
  }

  /** Replaces an idle worker that grew past recycleAboveMb with a fresh process, keeping its peak for peakMemory(). */
  function recycle(slot: Slot): void {
    const i = slots.indexOf(slot);
    if (i < 0 || closed || slot.job) return;
    const peak = Math.max(slot.retiredPeak, peakOf(slot.worker.pid) ?? 0);
    slot.worker.removeAllListeners();
    slot.worker.kill('SIGKILL');
    const fresh = spawn();
    fresh.retiredPeak = peak;
    slots[i] = fresh;
    recycledCount++;
  }

  function pump(): void {
    for (const slot of slots) {
      if (slot.job || !queue.length) continue;
      const job = queue.shift()!;
      slot.job = job;
      slot.ready.then(
        () => {
          if (slot.job !== job) return;
          // The clock starts when the worker gets the document, not while a replacement loads its models.
          slot.timer = setTimeout(() => replace(slot, new RecognitionFailedError(`recognition took longer than ${timeoutMs} ms`)), timeoutMs);
          slot.worker.send({ id: job.id, bytes: job.bytes, docType: job.docType });
        },
        (e: Error) => replace(slot, new RecognitionFailedError(`recognition worker did not start: ${e.message}`)),
      );
    }
  }

  return {
    workers: count,
    threadsPerWorker: threads,
    peakMemory: () =>
      slots.flatMap((s) => {
        const live = peakOf(s.worker.pid);
        return live === null ? [] : [Math.max(live, s.retiredPeak)];
      }),
    recycled: () => recycledCount,
    recognize(bytes, docType) {
      if (closed) return Promise.reject(new RecognitionFailedError('the recognizer is closed'));
      if (broken) return Promise.reject(broken);
      if (queue.length >= maxQueue) return Promise.reject(new RecognizerBusyError(`${queue.length} documents are already waiting`));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, bytes: new Uint8Array(bytes), docType, resolve, reject });
        pump();
      });
    },
    async ready() {
      await Promise.all(slots.map((s) => s.ready));
      if (broken) throw broken;
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new RecognitionFailedError('the recognizer is closed'));
      for (const slot of slots) if (slot.job) finish(slot).reject(new RecognitionFailedError('the recognizer is closed'));
      await Promise.all(
        slots.map(
          (s) =>
            new Promise<void>((resolve) => {
              if (s.worker.exitCode !== null || s.worker.signalCode !== null) return resolve();
              s.worker.once('exit', () => resolve());
              s.worker.kill('SIGKILL');
            }),
        ),
      );
    },
  };
}

function toError(e: { name: string; message: string } | undefined): Error {
  const error = new Error(e?.message ?? 'recognition failed');
  error.name = e?.name ?? 'Error';
  return error;
}
