import type { Readable } from 'node:stream';
import { AppError } from '../../lib/errors.js';

export interface StoredBlob {
  key: string;
  sha256: string;
  size: number;
}

export interface PutFileOptions {
  /**
   * The caller computed `sha256` from these very bytes while writing the file itself (spoolToTemp: read back behind
   * its own writes on the hashing thread), in this process, and nothing has written to the file since (0600, under
   * the server's temp folder): the store checks the size but
   * does not read the file again to hash it (docs/performance.md, issue 14, fourth pass). Anything else (a file made
   * elsewhere, seeds, tests of the check) leaves it unset and is hashed again.
   */
  hashedWhileWritten?: boolean;
}

export interface BlobStore {
  readonly kind: 'fs' | 's3';
  /**
   * Content-addressed: key `sha256/<first 2 hex>/<sha256>`. Writes to a temporary name then renames (fs) / puts
   * atomically (s3); a no-op when the key exists. Readers never see a partial object. The content is hashed
   * again while storing: a file that does not match `sha256` or `size` is refused and nothing is left behind.
   * The fs store may hard-link `localPath` rather than copy it: the caller removes the file when done but never
   * writes to it again (spooled and normalised uploads are written once).
   */
  putFile(localPath: string, sha256: string, size: number, options?: PutFileOptions): Promise<StoredBlob>;
  /** The blob's bytes, or the inclusive byte range (cut at the end; nothing when it starts past it); AppError('NOT_FOUND') when absent. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Idempotent: deleting an absent key succeeds. */
  delete(key: string): Promise<void>;
  list(): AsyncIterable<{ key: string; size: number; modifiedAt: Date }>;
  /** Removes the store's own unfinished temporary objects older than `before`; returns how many. */
  sweepTemp?(before: Date): Promise<number>;
}

const SHA256 = /^[0-9a-f]{64}$/;
const KEY = /^sha256\/([0-9a-f]{2})\/([0-9a-f]{64})$/;

/** The key a blob of this content gets; the only way keys are made, so user input never reaches a path. */
export function blobKey(sha256: string): string {
  if (!SHA256.test(sha256)) throw new Error('blobKey: not a lower-case SHA-256 hex digest');
  return `sha256/${sha256.slice(0, 2)}/${sha256}`;
}

/** True for keys blobKey makes (and nothing else: no `..`, no absolute paths). */
export function isBlobKey(key: string): boolean {
  const match = KEY.exec(key);
  return match !== null && match[2]!.startsWith(match[1]!);
}

/** Rejects anything that is not a well-formed key as absent, before it can reach a path or an object name. */
export function assertBlobKey(key: string): void {
  if (!isBlobKey(key)) throw new AppError('NOT_FOUND');
}

/** Thrown by putFile when the file's bytes do not match the digest or size the caller gave. */
export class BlobIntegrityError extends Error {
  constructor(readonly expected: { sha256: string; size: number }, readonly actual: { sha256: string; size: number }) {
    super(`blob content mismatch: expected ${expected.sha256}/${expected.size}, got ${actual.sha256}/${actual.size}`);
  }
}
