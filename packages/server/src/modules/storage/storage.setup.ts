import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from '../../env.js';
import type { BlobStore } from './blob-store.js';
import { createFsBlobStore } from './blob-store-fs.js';
import { createS3BlobStore } from './blob-store-s3.js';

/**
 * Where uploads are spooled before they are checked and stored. Embedded mode keeps it beside the data, on the
 * same disk as the blobs (one process owns DATA_DIR). With PostgreSQL several instances may share DATA_DIR, so
 * each instance spools into its own folder under the system temp directory.
 */
export function tempDirFor(config: Config, instanceId: string): string {
  return config.embedded ? join(resolve(config.DATA_DIR), 'tmp') : join(tmpdir(), `vault-${instanceId}`);
}

/** The document store the config asks for: S3 when S3_* is set, otherwise files under DATA_DIR/blobs. */
export async function createStorage(config: Config, instanceId: string): Promise<{ blobs: BlobStore; tempDir: string }> {
  const tempDir = tempDirFor(config, instanceId);
  await mkdir(tempDir, { recursive: true, mode: 0o700 });
  const blobs = config.s3 ? createS3BlobStore(config.s3) : createFsBlobStore(join(resolve(config.DATA_DIR), 'blobs'));
  return { blobs, tempDir };
}
