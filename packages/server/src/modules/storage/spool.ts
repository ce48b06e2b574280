import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ErrorKey } from '@vault/contract';
import { AppError } from '../../lib/errors.js';
import { hashBehindWriter, type FileHashing } from './file-hasher.js';

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

/** The hashing thread is told that more has been written after every this many bytes received. */
const HASH_NUDGE_BYTES = 1024 * 1024;

/**
 * Counts and keeps the head of what passes through, calling `progress` after every HASH_NUDGE_BYTES; fails the
 * pipeline as soon as the limit is crossed.
 */
function meter(maxBytes: number, tooLarge: ErrorKey, progress: () => void) {
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let nudged = 0;
  const stream = new Transform({
    highWaterMark: SPOOL_BUFFER_BYTES,
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new AppError(tooLarge));
      if (headLength < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headLength);
        head.push(part);
        headLength += part.length;
      }
      if (size - nudged >= HASH_NUDGE_BYTES) {
        nudged = size;
        progress();
      }
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, head: Buffer.concat(head) }) };
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
 * Streams `source` into a new file under tempDir, hashed behind the writer on the hashing thread. Over maxBytes: destroys the source, deletes the
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
  // The file's digest (for the blob store) is made on the hashing thread from what reaches the disk, after the filter.
  const hashing: { current: FileHashing | null } = { current: null };
  const counter = meter(opts.maxBytes, opts.tooLargeError ?? 'FILE_TOO_LARGE', () => hashing.current?.more());
  const file = createWriteStream(path, { flags: 'wx', mode: 0o600, highWaterMark: SPOOL_BUFFER_BYTES });
  file.once('open', () => (hashing.current = hashBehindWriter(path)));
  try {
    if (filter) await pipeline(source, counter.stream, filter.stream, file);
    else await pipeline(source, counter.stream, file);
  } catch (error) {
    source.destroy();
    // After the close: a file whose open was still under way when the source failed gets its hashing (and ends it) first.
    await closed(file);
    hashing.current?.cancel();
    await rm(path, { force: true });
    throw error;
  }
  const received = counter.result();
  const size = file.bytesWritten;
  let sha256: string;
  try {
    if (!hashing.current) throw new Error('the spooled file was never opened');
    sha256 = await hashing.current.end(size);
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  if (!filter) return { path, size, sha256, head: received.head, originalName: opts.originalName };
  const stripped = filter.outcome();
  return { path, size, sha256, head: received.head, originalName: opts.originalName, receivedSize: received.size, ...(stripped ? { stripped } : {}) };
}

/** Deletes spooled files; idempotent and never throws (cleanup must not hide the error that caused it). */
export async function removeSpooled(files: Iterable<{ path: string }>): Promise<void> {
  await Promise.all([...files].map((f) => rm(f.path, { force: true }).catch(() => undefined)));
}
