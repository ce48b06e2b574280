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
  /**
   * Set when a spool filter rewrote the bytes on their way to disk (documents: a JPEG or PNG copied without its
   * metadata while it was received, files/spool-strip.ts). `size` and `sha256` are then those of the file on disk,
   * `head` and `receivedSize` those of what the user sent.
   */
  stripped?: StrippedPicture;
  /** Bytes received (what the limits count); `size` when nothing was rewritten. */
  receivedSize?: number;
}

/** What a picture filter did while spooling: the file on disk holds the picture without its metadata unless told otherwise. */
export interface StrippedPicture {
  format: 'jpeg' | 'png';
  /** The structure was broken (no end marker, a segment running past the end...): the file is FILE_DAMAGED. */
  damaged: boolean;
  /** A metadata segment was kept because it may turn the picture (EXIF orientation other than 1, or unreadable). */
  metadataKept: boolean;
}

/** Rewrites bytes on their way to disk and reports what it did; it must not fail the pipeline for bad content. */
export interface SpoolFilter {
  stream: Transform;
  /** Read once the file is written; null when the content was passed through unchanged. */
  outcome(): StrippedPicture | null;
}

export interface SpoolOptions {
  maxBytes: number;
  tempDir: string;
  originalName: string;
  /** Error raised over `maxBytes`; FILE_TOO_LARGE unless the caller has a more specific one (e.g. DOCUMENT_FILE_TOO_LARGE). */
  tooLargeError?: ErrorKey;
  /** Rewrites the bytes between the size check and the disk (one write, hashed after the filter). */
  filter?: () => SpoolFilter;
}

/**
 * How much each stage of a spool may buffer. Node's default (16 KiB) made every 64 KiB socket chunk wait for its own
 * disk write before the next was read: a round trip through the thread pool per chunk, each paying the scheduler's
 * wake-up latency, which on a loaded 2-core machine held ten 20 MB uploads to ~100 MB/s (docs/benchmarks.md).
 */
export const SPOOL_BUFFER_BYTES = 256 * 1024;

/** What the stages after a filter may buffer: the filter already holds a chunk; ten uploads at once each add these. */
const FILTERED_BUFFER_BYTES = 64 * 1024;

/** Counts, hashes (unless `hashed` is false) and keeps the head of what passes through; fails the pipeline as soon as the limit is crossed. */
function meter(maxBytes: number, tooLarge: ErrorKey, hashed = true, highWaterMark = SPOOL_BUFFER_BYTES) {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const stream = new Transform({
    highWaterMark,
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new AppError(tooLarge));
      if (hashed) hash.update(chunk);
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
  // The source may fail (a client going away) while the folder is made, before the pipeline listens to it: without a
  // listener that 'error' would be thrown as an uncaught exception. It is kept and raised here instead (no file yet).
  let early: unknown;
  const onEarly = (error: unknown) => (early ??= error);
  source.on('error', onEarly);
  try {
    await mkdir(opts.tempDir, { recursive: true });
  } finally {
    source.off('error', onEarly);
  }
  if (early !== undefined || source.errored) {
    source.destroy();
    throw early ?? source.errored;
  }
  const path = join(opts.tempDir, `spool-${randomUUID()}`);
  const filter = opts.filter?.();
  const counter = meter(opts.maxBytes, opts.tooLargeError ?? 'FILE_TOO_LARGE', !filter);
  // With a filter, what reaches the disk is hashed and counted after it: the file's digest, for the blob store.
  const written = filter ? meter(Number.MAX_SAFE_INTEGER, 'FILE_TOO_LARGE', true, FILTERED_BUFFER_BYTES) : null;
  const file = createWriteStream(path, { flags: 'wx', mode: 0o600, highWaterMark: SPOOL_BUFFER_BYTES });
  try {
    if (filter && written) await pipeline(source, counter.stream, filter.stream, written.stream, file);
    else await pipeline(source, counter.stream, file);
  } catch (error) {
    source.destroy();
    await closed(file);
    await rm(path, { force: true });
    throw error;
  }
  const received = counter.result();
  if (!filter || !written) return { path, ...received, originalName: opts.originalName };
  const stripped = filter.outcome();
  const onDisk = written.result();
  return { path, size: onDisk.size, sha256: onDisk.sha256, head: received.head, originalName: opts.originalName, receivedSize: received.size, ...(stripped ? { stripped } : {}) };
}

/** Deletes spooled files; idempotent and never throws (cleanup must not hide the error that caused it). */
export async function removeSpooled(files: Iterable<{ path: string }>): Promise<void> {
  await Promise.all([...files].map((f) => rm(f.path, { force: true }).catch(() => undefined)));
}
