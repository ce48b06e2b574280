import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DocType, RecognitionResult } from '../types.js';

export interface RecognizerOptions {
  /** Worker threads, each holding its own OCR models (~400 MB). Default: cores - 1, at least 1, at most 2. */
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
  /** The worker script; by default the TypeScript entry (from sources) or recognition-worker.js beside a bundle. */
  workerUrl?: URL;
}

export interface Recognizer {
  /** Worker threads and inference threads per worker in use. */
  readonly workers: number;
  readonly threadsPerWorker: number;
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
  worker: Worker;
  /** The worker loaded its models and said so. */
  started: boolean;
  ready: Promise<void>;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/** From sources (a .ts module URL) the bootstrap registers tsx; a bundle ships recognition-worker.js beside it. */
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
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  let startFailures = 0;
  let broken: Error | null = null;
  const slots: Slot[] = Array.from({ length: count }, () => spawn());

  function spawn(): Slot {
    const worker = new Worker(url, { workerData: { threads } });
    const slot: Slot = { worker, started: false, job: null, timer: null, ready: Promise.resolve() };
    slot.ready = new Promise((resolve, reject) => {
      worker.once('error', reject);
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
      pump();
    });
    worker.on('error', (e) => replace(slot, new RecognitionFailedError(`recognition worker failed: ${e.message}`)));
    worker.on('exit', (code) => {
      if (!closed) replace(slot, new RecognitionFailedError(`recognition worker exited (${code})`));
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
    void slot.worker.terminate();
    if (!slot.started && ++startFailures >= 3) {
      const reason = new RecognitionFailedError(`recognition workers cannot start: ${error.message}`);
      broken = reason;
      for (const other of slots.splice(0, slots.length)) {
        if (other.job) finish(other).reject(reason);
        other.worker.removeAllListeners();
        void other.worker.terminate();
      }
      for (const job of queue.splice(0)) job.reject(reason);
      return;
    }
    slots[i] = spawn();
    pump();
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
          // The bytes are the pool's own copy (see recognize), so they move to the worker instead of being cloned.
          slot.worker.postMessage({ id: job.id, bytes: job.bytes, docType: job.docType }, [job.bytes.buffer as ArrayBuffer]);
        },
        (e: Error) => replace(slot, new RecognitionFailedError(`recognition worker did not start: ${e.message}`)),
      );
    }
  }

  return {
    workers: count,
    threadsPerWorker: threads,
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
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}

function toError(e: { name: string; message: string } | undefined): Error {
  const error = new Error(e?.message ?? 'recognition failed');
  error.name = e?.name ?? 'Error';
  return error;
}
