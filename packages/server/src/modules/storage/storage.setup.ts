import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { ConfigError, type Config, type S3Settings } from '../../env.js';
import type { BlobStore } from './blob-store.js';
import { createFsBlobStore } from './blob-store-fs.js';
import { createS3BlobStore, createS3Client } from './blob-store-s3.js';

/**
 * Where uploads are spooled before they are checked and stored. Embedded mode keeps it beside the data, on the
 * same disk as the blobs (one process owns DATA_DIR). With PostgreSQL several instances may share DATA_DIR, so
 * each instance spools into its own folder under the system temp directory.
 */
export function tempDirFor(config: Config, instanceId: string): string {
  return config.embedded ? join(resolve(config.DATA_DIR), 'tmp') : join(tmpdir(), `vault-${instanceId}`);
}

/** A wrong bucket, endpoint or key stops the start with a clear message, rather than failing every upload later. */
async function assertBucketReachable(settings: S3Settings, client: ReturnType<typeof createS3Client>): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    const reason = (error as { name?: string; message?: string }).name ?? 'error';
    throw new ConfigError([`S3_BUCKET: bucket '${settings.bucket}' at ${settings.endpoint ?? `AWS ${settings.region}`} cannot be reached (${reason})`]);
  }
}

/** The document store the config asks for: S3 when S3_* is set, otherwise files under DATA_DIR/blobs. */
export async function createStorage(config: Config, instanceId: string): Promise<{ blobs: BlobStore; tempDir: string }> {
  const tempDir = tempDirFor(config, instanceId);
  await mkdir(tempDir, { recursive: true, mode: 0o700 });
  if (config.s3) {
    const client = createS3Client(config.s3);
    await assertBucketReachable(config.s3, client);
    return { blobs: createS3BlobStore(config.s3, client), tempDir };
  }
  const blobs = createFsBlobStore(join(resolve(config.DATA_DIR), 'blobs'));
  return { blobs, tempDir };
}
