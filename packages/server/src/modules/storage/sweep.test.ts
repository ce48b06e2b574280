import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFsBlobStore } from './blob-store-fs.js';
import type { BlobStore } from './blob-store.js';
import { sha256Of } from './blob-store.contract.js';
import { sweepStorage } from './sweep.js';

const HOUR = 60 * 60 * 1000;
let root: string;
let tempDir: string;
let blobs: BlobStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'vault-sweep-'));
  tempDir = join(root, 'tmp');
  await mkdir(tempDir);
  blobs = createFsBlobStore(join(root, 'blobs'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function storeBlob(text: string, ageMs = 0): Promise<string> {
  const data = Buffer.from(text);
  const source = join(root, `src-${sha256Of(data)}`);
  await writeFile(source, data);
  const { key } = await blobs.putFile(source, sha256Of(data), data.length);
  const when = new Date(Date.now() - ageMs);
  await utimes(join(root, 'blobs', key), when, when);
  return key;
}

async function tempFile(name: string, ageMs: number, dir = tempDir): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, 'partial upload');
  const when = new Date(Date.now() - ageMs);
  await utimes(path, when, when);
  return path;
}

describe('sweepStorage', () => {
  it('removes unreferenced blobs and every temp file when the grace period is 0 (embedded start)', async () => {
    const kept = await storeBlob('referenced');
    const orphan = await storeBlob('orphan');
    const spooled = await tempFile('spool-1', 0);
    await mkdir(join(root, 'blobs', '.tmp'), { recursive: true });
    const storeTemp = await tempFile('half-written', 0, join(root, 'blobs', '.tmp'));
    const asked: string[][] = [];
    const removed = await sweepStorage({ blobs, tempDir }, async (keys) => {
      asked.push(keys);
      return new Set(keys.filter((k) => k === kept));
    }, { graceMs: 0 });
    expect(removed).toEqual({ tempFiles: 2, blobs: 1 });
    expect(await blobs.exists(kept)).toBe(true);
    expect(await blobs.exists(orphan)).toBe(false);
    expect(existsSync(spooled) || existsSync(storeTemp)).toBe(false);
    expect(asked.flat().sort()).toEqual([kept, orphan].sort());
  });

  it('spares blobs and temp files younger than the grace period', async () => {
    const youngOrphan = await storeBlob('young orphan', 10 * 60 * 1000);
    const oldOrphan = await storeBlob('old orphan', 2 * HOUR);
    const oldReferenced = await storeBlob('old referenced', 2 * HOUR);
    const youngTemp = await tempFile('spool-young', 5 * 60 * 1000);
    const oldTemp = await tempFile('spool-old', 3 * HOUR);
    const removed = await sweepStorage({ blobs, tempDir }, async (keys) => new Set(keys.filter((k) => k === oldReferenced)), { graceMs: HOUR });
    expect(removed).toEqual({ tempFiles: 1, blobs: 1 });
    expect(await blobs.exists(youngOrphan)).toBe(true);
    expect(await blobs.exists(oldOrphan)).toBe(false);
    expect(await blobs.exists(oldReferenced)).toBe(true);
    expect(existsSync(youngTemp)).toBe(true);
    expect(existsSync(oldTemp)).toBe(false);
  });

  it('keeps an old orphan that an upload has just stored again (putFile refreshes its time)', async () => {
    const key = await storeBlob('stored again', 2 * HOUR);
    await storeBlob('stored again');
    const removed = await sweepStorage({ blobs, tempDir }, async () => new Set(), { graceMs: HOUR });
    expect(removed.blobs).toBe(0);
    expect(await blobs.exists(key)).toBe(true);
  });

  it('asks about references in batches', async () => {
    for (let i = 0; i < 7; i += 1) await storeBlob(`blob ${i}`, HOUR);
    const sizes: number[] = [];
    const removed = await sweepStorage({ blobs, tempDir }, async (keys) => {
      sizes.push(keys.length);
      return new Set(keys);
    }, { graceMs: 0, batchSize: 3 });
    expect(sizes).toEqual([3, 3, 1]);
    expect(removed.blobs).toBe(0);
  });
});
