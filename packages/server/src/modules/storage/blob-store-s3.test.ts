import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { describe, expect, it } from 'vitest';
import { loadConfig, type S3Settings } from '../../env.js';
import { Client, createTestApp, DEMO } from '../../test/harness.js';
import { file, getBytes, issueDate, upload } from '../documents/documents.test-support.js';
import { pdf } from '../documents/files/test-fixtures.js';
import { isBlobKey } from './blob-store.js';
import { describeBlobStore, sha256Of } from './blob-store.contract.js';
import { createS3BlobStore, createS3Client } from './blob-store-s3.js';
import { createStorage } from './storage.setup.js';
import { sweepStorage } from './sweep.js';

/** A real S3-protocol server on loopback, with its own folder and one bucket. */
export async function startS3(): Promise<{ settings: S3Settings; env: Record<string, string>; stop: () => Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'vault-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'vault' }] });
  const { port } = await server.run();
  const settings: S3Settings = { bucket: 'vault', region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  const env = { S3_BUCKET: 'vault', S3_REGION: 'us-east-1', S3_ENDPOINT: settings.endpoint!, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' };
  return {
    settings,
    env,
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

describeBlobStore('S3 (s3rver)', async () => {
  const s3 = await startS3();
  const client = createS3Client(s3.settings);
  return {
    store: createS3BlobStore(s3.settings, client),
    // Anything in the bucket that is not a finished blob (S3 has no temp names, so this must stay empty).
    leftovers: async () => ((await client.send(new ListObjectsV2Command({ Bucket: 'vault' }))).Contents ?? []).map((o) => o.Key!).filter((k) => !isBlobKey(k)),
    close: async () => {
      client.destroy();
      await s3.stop();
    },
  };
});

describe('S3 selection', () => {
  it('a test app configured with S3_* stores its documents in the bucket', async () => {
    const s3 = await startS3();
    const t = await createTestApp(s3.env);
    try {
      expect(t.ctx.blobs.kind).toBe('s3');
    } finally {
      await t.close();
      await s3.stop();
    }
  });

  it('uploads, downloads and deletes a document through the API with its bytes in the bucket', async () => {
    const s3 = await startS3();
    const t = await createTestApp(s3.env);
    const client = createS3Client(s3.settings);
    const objects = async () => ((await client.send(new ListObjectsV2Command({ Bucket: 'vault' }))).Contents ?? []).map((o) => o.Key!).sort();
    try {
      const alice = new Client(t);
      await alice.signIn(DEMO.alice, DEMO.password);
      const before = await objects();
      const bill = await pdf(2);
      const uploaded = await upload(alice, { docType: 'UB', docProperties: issueDate() }, [file('bill.pdf', bill, 'application/pdf')]);
      expect(uploaded.status).toBe(200);
      const { docId } = uploaded.body.data!;
      const added = (await objects()).filter((k) => !before.includes(k));
      expect(added).toHaveLength(1);
      expect(await readdir(join(t.dataDir, 'blobs')).catch(() => [])).toEqual([]); // nothing on the local disk
      const got = await getBytes(alice, '/doc-mgr/original-document', { docId });
      expect(got.status).toBe(200);
      expect(sha256Of(got.bytes)).toBe(sha256Of(bill));
      expect((await getBytes(alice, `/doc-mgr/access/${docId}`, { currentPage: '1' })).status).toBe(200);
      expect((await alice.call('DELETE', '/doc-mgr/remove-document', { docId })).status).toBe(200);
      expect(await objects()).toEqual(before);
    } finally {
      client.destroy();
      await t.close();
      await s3.stop();
    }
  });

  it('refuses to start when the bucket cannot be reached', async () => {
    const s3 = await startS3();
    await s3.stop();
    const dataDir = await mkdtemp(join(tmpdir(), 'vault-s3-start-'));
    const start = (env: Record<string, string>) => createStorage(loadConfig({ ...env, DATA_DIR: dataDir }), 'test');
    try {
      await expect(start(s3.env)).rejects.toThrow(/S3_BUCKET: bucket 'vault' at http:\/\/127\.0\.0\.1:\d+ cannot be reached/);
      const wrong = await startS3();
      try {
        await expect(start({ ...wrong.env, S3_BUCKET: 'missing' })).rejects.toThrow(/bucket 'missing'/);
        expect((await start(wrong.env)).blobs.kind).toBe('s3');
      } finally {
        await wrong.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('answers STORAGE_UNAVAILABLE when the store does not answer', async () => {
    const s3 = await startS3();
    await s3.stop();
    const store = createS3BlobStore(s3.settings);
    await expect(store.exists(`sha256/ab/${'ab'.repeat(32)}`)).rejects.toMatchObject({ key: 'STORAGE_UNAVAILABLE', status: 503 });
  });
});

describe('sweep on S3', () => {
  it('deletes the unreferenced objects past the grace period and keeps the rest', async () => {
    const s3 = await startS3();
    const store = createS3BlobStore(s3.settings);
    const dir = await mkdtemp(join(tmpdir(), 'vault-s3-sweep-'));
    try {
      const put = async (text: string) => {
        const path = join(dir, sha256Of(Buffer.from(text)));
        await writeFile(path, text);
        return (await store.putFile(path, sha256Of(Buffer.from(text)), Buffer.byteLength(text))).key;
      };
      const kept = await put('referenced');
      const orphan = await put('orphan');
      const isReferenced = async (keys: string[]) => new Set(keys.filter((k) => k === kept));
      // Within the grace period nothing goes; two hours later (S3 times cannot be backdated) the orphan does.
      expect(await sweepStorage({ blobs: store, tempDir: dir }, isReferenced, { graceMs: 60 * 60 * 1000 })).toEqual({ tempFiles: 0, blobs: 0 });
      const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
      expect((await sweepStorage({ blobs: store, tempDir: join(dir, 'none') }, isReferenced, { graceMs: 60 * 60 * 1000, now: later })).blobs).toBe(1);
      expect(await store.exists(kept)).toBe(true);
      expect(await store.exists(orphan)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await s3.stop();
    }
  });
});
