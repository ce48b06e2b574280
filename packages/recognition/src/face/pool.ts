import { fork, type ChildProcess } from 'node:child_process';
import { peakOf } from '../worker/procMemory.js';
import { fileURLToPath } from 'node:url';
import type { FaceReadings } from './analyse.js';
import { WORKER_ENV } from '../worker/pool.js';

export interface FaceCheckerOptions {
  /** Checks waiting beyond the one being made before `check` refuses with FaceCheckerBusyError. Default 8. */
  maxQueue?: number;
  /** A check taking longer is abandoned and the worker replaced. Default 30 s. */
  timeoutMs?: number;
  workerUrl?: URL;
}

/** Compares a selfie with a document portrait in one worker process that loads the face models once. */
export interface FaceChecker {
  check(selfie: Uint8Array, portrait: Uint8Array): Promise<FaceReadings>;
  /** Peak resident memory of the worker in bytes (Linux), null before it started. */
  peakMemory(): number | null;
  ready(): Promise<void>;
  close(): Promise<void>;
}

export class FaceCheckerBusyError extends Error {
  override name = 'FaceCheckerBusyError';
}
export class FaceCheckFailedError extends Error {
  override name = 'FaceCheckFailedError';
}

interface Job {
  id: number;
  selfie: Uint8Array;
  portrait: Uint8Array;
  resolve: (r: FaceReadings) => void;
  reject: (e: Error) => void;
}

export function defaultFaceWorkerUrl(): URL {
  return import.meta.url.endsWith('.ts') ? new URL('./bootstrap.mjs', import.meta.url) : new URL('./face-worker.js', import.meta.url);
}

/**
 * One worker process (a process like the recognition workers, so its memory is its own to measure and give back),
 * one check at a time, a bounded queue; a crashed or stuck worker fails its check and is replaced. Three workers
 * in a row that die before loading the models make every later check fail with the reason.
 */
export function createFaceChecker(options: FaceCheckerOptions = {}): FaceChecker {
  const url = options.workerUrl ?? defaultFaceWorkerUrl();
  const maxQueue = options.maxQueue ?? 8;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const queue: Job[] = [];
  let current: Job | null = null;
  let timer: NodeJS.Timeout | null = null;
  let nextId = 1;
  let closed = false;
  let startFailures = 0;
  let broken: Error | null = null;
  let worker: ChildProcess;
  let started = false;
  let ready: Promise<void>;
  let stderr = '';
  spawn();

  function spawn(): void {
    started = false;
    stderr = '';
    const child = fork(fileURLToPath(url), [], {
      // The recognition workers' settings (worker/pool.ts), whatever the server's own mmap threshold.
      env: { ...process.env, ...WORKER_ENV },
      serialization: 'advanced',
      execArgv: [],
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    worker = child;
    child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    ready = new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new FaceCheckFailedError(`face worker exited (${code}) before it was ready`)));
      child.once('message', () => {
        started = true;
        startFailures = 0;
        resolve();
      });
    });
    ready.catch(() => undefined);
    child.on('message', (msg: { id?: number; result?: FaceReadings; error?: { name: string; message: string } }) => {
      if (msg.id === undefined || current?.id !== msg.id) return;
      const job = finish();
      if (msg.result) job.resolve(msg.result);
      else {
        const error = new Error(msg.error?.message ?? 'face check failed');
        error.name = msg.error?.name ?? 'Error';
        job.reject(error);
      }
      pump();
    });
    child.on('exit', (code) => {
      if (!closed && worker === child) replace(new FaceCheckFailedError(`face worker exited (${code}) ${stderr.split('\n').filter((l) => /Error\b/.test(l)).at(-1)?.trim() ?? ''}`.trim()));
    });
  }

  function finish(): Job {
    const job = current!;
    if (timer) clearTimeout(timer);
    current = null;
    timer = null;
    return job;
  }

  function replace(error: Error): void {
    const wasStarted = started;
    if (current && !wasStarted) queue.unshift(finish());
    else if (current) finish().reject(error);
    worker.removeAllListeners();
    worker.kill('SIGKILL');
    if (closed) return;
    if (!wasStarted && ++startFailures >= 3) {
      broken = new FaceCheckFailedError(`face workers cannot start: ${error.message}`);
      for (const job of queue.splice(0)) job.reject(broken);
      return;
    }
    spawn();
    pump();
  }

  function pump(): void {
    if (current || !queue.length || broken) return;
    const job = queue.shift()!;
    current = job;
    const child = worker;
    ready.then(
      () => {
        if (current !== job || worker !== child) return;
        timer = setTimeout(() => replace(new FaceCheckFailedError(`face check took longer than ${timeoutMs} ms`)), timeoutMs);
        child.send({ id: job.id, selfie: job.selfie, portrait: job.portrait });
      },
      (e: Error) => {
        if (worker === child) replace(e);
      },
    );
  }

  return {
    check(selfie, portrait) {
      if (closed) return Promise.reject(new FaceCheckFailedError('the face checker is closed'));
      if (broken) return Promise.reject(broken);
      if (queue.length >= maxQueue) return Promise.reject(new FaceCheckerBusyError(`${queue.length} checks are already waiting`));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, selfie: new Uint8Array(selfie), portrait: new Uint8Array(portrait), resolve, reject });
        pump();
      });
    },
    peakMemory: () => peakOf(worker.pid),
    async ready() {
      await ready;
    },
    async close() {
      closed = true;
      const error = new FaceCheckFailedError('the face checker is closed');
      for (const job of queue.splice(0)) job.reject(error);
      if (current) finish().reject(error);
      if (worker.exitCode !== null || worker.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        worker.kill('SIGKILL');
      });
    },
  };
}
