import { Worker } from 'node:worker_threads';
import { hashFile } from './hash-file.js';

/**
 * SHA-256 of a file while it is being written, on a worker thread (docs/performance.md, issue 14, twelfth pass). The
 * worker reads behind the writer from the page cache: whatever the file holds up to its current size is final (only
 * its writer, the spool, appends to it), so each nudge hashes up to there, and the end says how long the file is. The
 * main thread, which receives every upload's body, no longer hashes it: ten 20 MB uploads spent ~0.11 s of its ~0.3 s
 * a round in SHA-256.
 */
const WORKER_CODE = `
const { parentPort } = require('node:worker_threads');
const { closeSync, fstatSync, openSync, readSync } = require('node:fs');
const { createHash } = require('node:crypto');
const buffer = Buffer.allocUnsafe(1024 * 1024);
const jobs = new Map();
function finish(id, reply) {
  const job = jobs.get(id);
  if (!job) return;
  jobs.delete(id);
  try { closeSync(job.fd); } catch {}
  parentPort.postMessage({ id, ...reply });
}
function pump(id) {
  const job = jobs.get(id);
  if (!job) return;
  try {
    for (;;) {
      const limit = job.end ?? fstatSync(job.fd).size;
      if (job.offset >= limit) break;
      const read = readSync(job.fd, buffer, 0, Math.min(buffer.length, limit - job.offset), job.offset);
      if (read === 0) break;
      job.hash.update(buffer.subarray(0, read));
      job.offset += read;
    }
    if (job.end === null) return;
    if (job.offset !== job.end) finish(id, { error: 'the file is shorter than what was written' });
    else finish(id, { sha256: job.hash.digest('hex') });
  } catch (error) {
    finish(id, { error: String(error) });
  }
}
parentPort.on('message', (m) => {
  if (m.type === 'open') {
    try {
      jobs.set(m.id, { fd: openSync(m.path, 'r'), hash: createHash('sha256'), offset: 0, end: null });
    } catch (error) {
      parentPort.postMessage({ id: m.id, error: String(error) });
    }
  } else if (m.type === 'more') pump(m.id);
  else if (m.type === 'end') {
    const job = jobs.get(m.id);
    if (job) { job.end = m.size; pump(m.id); }
  } else if (m.type === 'cancel') finish(m.id, { error: 'cancelled' });
});
`;

interface Reply {
  id: number;
  sha256?: string;
  error?: string;
}

/** One thread for the process, started with the server (or on first use), holding the process only while a file is being hashed. */
let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, (reply: Reply) => void>();

function getWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_CODE, { eval: true });
  started.unref();
  started.on('message', (reply: Reply) => {
    const settle = pending.get(reply.id);
    if (!settle) return;
    pending.delete(reply.id);
    settle(reply);
  });
  started.on('error', () => undefined);
  started.on('exit', () => {
    if (worker === started) worker = null;
    for (const [id, settle] of pending) {
      pending.delete(id);
      settle({ id, error: 'the hashing thread stopped' });
    }
  });
  worker = started;
  return started;
}

/**
 * Starts the thread ahead of the first upload (main.ts): it is part of the server's resting memory (~10 MB, a Node
 * thread's own heap and buffers) rather than something the first uploads wait for and grow by. It does not keep the
 * process alive.
 */
export function startFileHasher(): void {
  getWorker();
}

/** Hashes the file on this thread (the fallback when the hashing thread failed): it must be as long as what was written. */
async function hashHere(path: string, size: number): Promise<string> {
  const actual = await hashFile(path);
  if (actual.size !== size) throw new Error(`the file is ${actual.size < size ? 'shorter' : 'longer'} than what was written`);
  return actual.sha256;
}

export interface FileHashing {
  /** More of the file has been handed to its writer: hash what has reached the file. Cheap; call as often as convenient. */
  more(): void;
  /** The file is written and closed at `size` bytes: its SHA-256 (hex). */
  end(size: number): Promise<string>;
  /** The file will not be kept: stop without a digest. */
  cancel(): void;
}

/** Starts hashing `path`, which exists and which only the caller appends to, behind its writer. */
export function hashBehindWriter(path: string): FileHashing {
  const id = (nextId += 1);
  const target = getWorker();
  let done: Promise<Reply> | null = new Promise<Reply>((resolve) => pending.set(id, resolve));
  target.ref();
  target.postMessage({ type: 'open', id, path });
  const release = () => {
    if (pending.size === 0) target.unref();
  };
  return {
    more() {
      if (done) target.postMessage({ type: 'more', id });
    },
    async end(size) {
      if (!done) throw new Error('hashing was cancelled');
      const reply = done;
      done = null;
      target.postMessage({ type: 'end', id, size });
      const { sha256, error } = await reply;
      release();
      // The thread failed (or could not open the file): the digest is still owed, so it is made here.
      return sha256 && !error ? sha256 : hashHere(path, size);
    },
    cancel() {
      if (!done) return;
      // The thread answers a cancel too (or the exit handler does for it): the process is let go of after that.
      void done.then(release);
      done = null;
      target.postMessage({ type: 'cancel', id });
    },
  };
}
