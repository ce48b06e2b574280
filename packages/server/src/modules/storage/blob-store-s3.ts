import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import { Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../env.js';
import { AppError } from '../../lib/errors.js';
import { hashFile } from './hash-file.js';
import { assertBlobKey, BlobIntegrityError, blobKey, isBlobKey, type BlobStore, type PutFileOptions, type StoredBlob } from './blob-store.js';

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Any other store failure is "storage unavailable" to the user; the original stays as the cause for the log. */
const unavailable = (error: unknown) => (error instanceof AppError ? error : Object.assign(new AppError('STORAGE_UNAVAILABLE'), { cause: error }));

/** Passes bytes start..end (inclusive) of what flows through, then ends. */
function sliceStream(start: number, end: number): Transform {
  let offset = 0;
  return new Transform({
    transform(chunk: Buffer, _e, done) {
      const from = Math.max(0, start - offset);
      const to = Math.min(chunk.length, end + 1 - offset);
      offset += chunk.length;
      done(null, to > from ? chunk.subarray(from, to) : undefined);
    },
  });
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where the protocol requires them: third-party stores (MinIO, Ceph, s3rver...) reject or
    // mishandle the newer default checksum headers and trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

/**
 * Blobs as objects `sha256/aa/<sha256>` in one bucket. A single PUT is atomic in S3: an object appears whole or not
 * at all, so no temporary names are needed. The local file is hashed first, so content that does not match its
 * digest is never uploaded.
 */
export function createS3BlobStore(settings: S3Settings, client: S3Client = createS3Client(settings)): BlobStore {
  const Bucket = settings.bucket;

  async function exists(key: string): Promise<boolean> {
    assertBlobKey(key);
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw unavailable(error);
    }
  }

  async function putFile(localPath: string, sha256: string, size: number, options: PutFileOptions = {}): Promise<StoredBlob> {
    const key = blobKey(sha256);
    // Hashed by the caller while it wrote the file (PutFileOptions): only the size is checked; S3 checks the body's length.
    const actual = options.hashedWhileWritten ? { sha256, size: (await stat(localPath)).size } : await hashFile(localPath);
    if (actual.sha256 !== sha256 || actual.size !== size) throw new BlobIntegrityError({ sha256, size }, actual);
    try {
      // Always a PUT, even when the key exists: the content is identical, the replacement is atomic, and it
      // refreshes the object's time (a copy onto itself does not on every store), so a concurrent sweep spares it.
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(localPath), ContentLength: size, ContentType: 'application/octet-stream', Metadata: { sha256 } }));
    } catch (error) {
      throw unavailable(error);
    }
    return { key, sha256, size };
  }

  async function read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    assertBlobKey(key);
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      const body = out.Body as Readable;
      if (!range) return body;
      // Some stores send more than the range asked (s3rver answers bytes=0-0 with the whole object): cut it here.
      const sent = /^bytes (\d+)-(\d+)\//.exec(out.ContentRange ?? '');
      const first = sent ? Number(sent[1]) : 0;
      const last = sent ? Number(sent[2]) : Number.POSITIVE_INFINITY;
      if (first === range.start && last === range.end) return body;
      // stream.pipeline (not pipe) so an error of the download reaches the reader of the slice.
      return pipeline(body, sliceStream(range.start - first, range.end - first), () => undefined);
    } catch (error) {
      // A range starting past the end is "nothing" here, as it is for the file store, not a store failure.
      if (range && (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416 && (await exists(key))) return Readable.from([]);
      throw isNotFound(error) ? new AppError('NOT_FOUND') : unavailable(error);
    }
  }

  async function remove(key: string): Promise<void> {
    assertBlobKey(key);
    await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
      if (!isNotFound(error)) throw unavailable(error);
    });
  }

  async function* list(): AsyncIterable<{ key: string; size: number; modifiedAt: Date }> {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: 'sha256/', ContinuationToken: token })).catch((error: unknown) => {
        throw unavailable(error);
      });
      for (const item of page.Contents ?? []) {
        if (item.Key && isBlobKey(item.Key)) yield { key: item.Key, size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return { kind: 's3', putFile, read, exists, delete: remove, list };
}
