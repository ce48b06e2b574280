import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, open, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../lib/errors.js';
import { assertBlobKey, BlobIntegrityError, blobKey, type BlobStore, type PutFileOptions, type StoredBlob } from './blob-store.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** fsync a file or folder by path; a rename is only durable once its folder is synced. */
async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Copies `from` to `to` (which must not exist), hashing on the way, and syncs the copy to disk. */
async function copyHashed(from: string, to: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _e, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(createReadStream(from), tap, createWriteStream(to, { flags: 'wx', mode: 0o600 }));
  await syncPath(to);
  return { sha256: hash.digest('hex'), size };
}

/** Why a hard link could not be made where a copy still can (another file system, no links, too many). */
const LINK_UNSUPPORTED = new Set(['EXDEV', 'EPERM', 'EMLINK', 'ENOTSUP', 'EOPNOTSUPP']);

/** `hashSynced` reads through one buffer of this size per file: hashing a 20 MB upload makes no garbage. */
const HASH_CHUNK = 1024 * 1024;

/** Hashes a file already in place by reading it through one reused buffer, then syncs it to disk. */
async function hashSynced(path: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(HASH_CHUNK);
  let size = 0;
  const handle = await open(path, 'r');
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, HASH_CHUNK, size);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
      size += bytesRead;
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Puts `from` at `to` (which must not exist) and syncs it, returning what it holds. On the same file system the
 * file is hard-linked, not copied: a spooled upload is written once, never changed after, and removed by its
 * owner by name, so the blob can be the same inode; its bytes are still read and hashed before it counts, and the
 * sync makes the spooled (never synced) data durable before the rename. When the caller hashed the bytes while writing
 * them (`known`), the link is only synced and its size checked: the upload is read from disk by nobody (one write pass).
 * Elsewhere (EXDEV...), or when the file is readable by others (spooled files are 0600), it is copied and hashed.
 */
async function placeHashed(from: string, to: string, known: { sha256: string; size: number } | null): Promise<{ sha256: string; size: number }> {
  // Blobs are readable by the server's user only: a file others may read is copied (with the store's mode) instead.
  if (((await stat(from)).mode & 0o077) !== 0) return copyHashed(from, to);
  const linked = await link(from, to).then(
    () => true,
    (error: unknown) => (LINK_UNSUPPORTED.has((error as NodeJS.ErrnoException).code ?? '') ? false : Promise.reject(error)),
  );
  if (!linked) return copyHashed(from, to);
  return known ? synced(to, known.sha256) : hashSynced(to);
}

/** Syncs a file whose digest the caller computed while writing it (PutFileOptions.hashedWhileWritten); its size is still checked. */
async function synced(path: string, sha256: string): Promise<{ sha256: string; size: number }> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    await handle.sync();
    return { sha256, size };
  } finally {
    await handle.close();
  }
}

/**
 * Blobs as files under `root`: `root/sha256/aa/<sha256>`. A blob is linked or written under `root/.tmp/<uuid>`, checked,
 * synced, then renamed into place, so a reader or a crash never sees a partial file. Rename replaces atomically,
 * so two concurrent puts of the same content both succeed with one file.
 */
export function createFsBlobStore(root: string): BlobStore {
  const tmpDir = join(root, '.tmp');
  const pathOf = (key: string) => join(root, key);

  async function putFile(localPath: string, sha256: string, size: number, options: PutFileOptions = {}): Promise<StoredBlob> {
    const key = blobKey(sha256);
    const target = pathOf(key);
    // Already stored: refresh its time so a sweep running now sees a young blob and keeps it for the row about
    // to point at it.
    const now = new Date();
    const present = await utimes(target, now, now).then(
      () => true,
      (error: unknown) => (isMissing(error) ? false : Promise.reject(error)),
    );
    if (present) return { key, sha256, size };
    await mkdir(tmpDir, { recursive: true });
    const temp = join(tmpDir, randomUUID());
    try {
      const actual = await placeHashed(localPath, temp, options.hashedWhileWritten ? { sha256, size } : null);
      if (actual.sha256 !== sha256 || actual.size !== size) throw new BlobIntegrityError({ sha256, size }, actual);
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await syncPath(dirname(target));
    return { key, sha256, size };
  }

  async function read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    assertBlobKey(key);
    // Opening first turns "absent" into NOT_FOUND here rather than into a stream error later.
    const handle = await open(pathOf(key), 'r').catch((error: unknown) => {
      throw isMissing(error) ? new AppError('NOT_FOUND') : error;
    });
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async function exists(key: string): Promise<boolean> {
    assertBlobKey(key);
    return stat(pathOf(key)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  async function remove(key: string): Promise<void> {
    assertBlobKey(key);
    await rm(pathOf(key), { force: true });
  }

  async function* list(): AsyncIterable<{ key: string; size: number; modifiedAt: Date }> {
    const prefixes = await readdir(join(root, 'sha256')).catch((error: unknown) => (isMissing(error) ? [] : Promise.reject(error)));
    for (const prefix of prefixes.sort()) {
      const names = await readdir(join(root, 'sha256', prefix)).catch(() => [] as string[]);
      for (const name of names.sort()) {
        const key = `sha256/${prefix}/${name}`;
        const info = await stat(pathOf(key)).catch(() => null);
        if (info?.isFile() && /^sha256\/[0-9a-f]{2}\/[0-9a-f]{64}$/.test(key)) yield { key, size: info.size, modifiedAt: info.mtime };
      }
    }
  }

  async function sweepTemp(before: Date): Promise<number> {
    const names = await readdir(tmpDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const info = await stat(join(tmpDir, name)).catch(() => null);
      if (info && info.mtime <= before) {
        await rm(join(tmpDir, name), { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  return { kind: 'fs', putFile, read, exists, delete: remove, list, sweepTemp };
}
