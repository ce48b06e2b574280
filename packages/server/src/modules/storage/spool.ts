import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ErrorKey } from '@vault/contract';
import { AppError } from '../../lib/errors.js';

/** Bytes kept from the start of a file: enough for `file-type` to recognise every format we accept. */
export const HEAD_BYTES = 4100;

export interface SpooledFile {
  /** Server-made path under the temp folder; never derived from the user's file name. */
  path: string;
  size: number;
  sha256: string;
  /** The first HEAD_BYTES bytes (fewer for a smaller file), for magic-byte checks without re-reading. */
  head: Buffer;
  /** The name the user gave, kept only as display text. */
  originalName: string;
}

export interface SpoolOptions {
  maxBytes: number;
  tempDir: string;
  originalName: string;
  /** Error raised over `maxBytes`; FILE_TOO_LARGE unless the caller has a more specific one (e.g. DOCUMENT_FILE_TOO_LARGE). */
  tooLargeError?: ErrorKey;
}

/**
 * How much each stage of a spool may buffer. Node's default (16 KiB) made every 64 KiB socket chunk wait for its own
 * disk write before the next was read: a round trip through the thread pool per chunk, each paying the scheduler's
 * wake-up latency, which on a loaded 2-core machine held ten 20 MB uploads to ~100 MB/s (docs/benchmarks.md).
 */
export const SPOOL_BUFFER_BYTES = 256 * 1024;

/** Counts, hashes and keeps the head of what passes through; fails the pipeline as soon as the limit is crossed. */
function meter(maxBytes: number, tooLarge: ErrorKey) {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const stream = new Transform({
    highWaterMark: SPOOL_BUFFER_BYTES,
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new AppError(tooLarge));
      hash.update(chunk);
      if (headLength < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headLength);
        head.push(part);
        headLength += part.length;
      }
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex'), head: Buffer.concat(head) }) };
}

/** Waits until the file is closed: deleting before an asynchronous open finished would leave an orphan. */
function closed(file: WriteStream): Promise<void> {
  if (file.closed) return Promise.resolve();
  return new Promise((resolve) => {
    file.once('close', () => resolve());
    file.destroy();
  });
}

/**
 * Streams `source` into a new file under tempDir while hashing. Over maxBytes: destroys the source, deletes the
 * partial file and rejects with AppError (FILE_TOO_LARGE by default). On a source error deletes the partial file
 * and rethrows. Memory stays at one chunk plus the head, whatever the file size.
 */
export async function spoolToTemp(source: Readable, opts: SpoolOptions): Promise<SpooledFile> {
  await mkdir(opts.tempDir, { recursive: true });
  const path = join(opts.tempDir, `spool-${randomUUID()}`);
  const counter = meter(opts.maxBytes, opts.tooLargeError ?? 'FILE_TOO_LARGE');
  const file = createWriteStream(path, { flags: 'wx', mode: 0o600, highWaterMark: SPOOL_BUFFER_BYTES });
  try {
    await pipeline(source, counter.stream, file);
  } catch (error) {
    source.destroy();
    await closed(file);
    await rm(path, { force: true });
    throw error;
  }
  return { path, ...counter.result(), originalName: opts.originalName };
}

/** Deletes spooled files; idempotent and never throws (cleanup must not hide the error that caused it). */
export async function removeSpooled(files: Iterable<{ path: string }>): Promise<void> {
  await Promise.all([...files].map((f) => rm(f.path, { force: true }).catch(() => undefined)));
}
