import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blobKey, type BlobStore } from './blob-store.js';

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function keysOf(store: BlobStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of store.list()) keys.push(item.key);
  return keys.sort();
}

/**
 * The behaviour every BlobStore must have, run against each adapter. `open` gives a store with nothing in it;
 * `leftovers` lists whatever the adapter keeps besides finished blobs (temporary names), which must be empty
 * after a failed put.
 */
export function describeBlobStore(name: string, open: () => Promise<{ store: BlobStore; leftovers: () => Promise<string[]>; close: () => Promise<void> }>) {
  describe(`BlobStore contract: ${name}`, () => {
    let store: BlobStore;
    let leftovers: () => Promise<string[]>;
    let close: () => Promise<void>;
    let work: string;
    let n = 0;
    const local = async (data: Buffer) => {
      const path = join(work, `f${(n += 1)}`);
      await writeFile(path, data);
      return path;
    };
    const put = async (data: Buffer) => store.putFile(await local(data), sha256Of(data), data.length);

    beforeAll(async () => {
      work = await mkdtemp(join(tmpdir(), 'vault-blob-contract-'));
      ({ store, leftovers, close } = await open());
    });
    afterAll(async () => {
      await close();
      await rm(work, { recursive: true, force: true });
    });
    beforeEach(async () => {
      for (const key of await keysOf(store)) await store.delete(key);
    });

    it('stores content under its SHA-256 key and reads it back byte for byte', async () => {
      const data = Buffer.from('a document\n'.repeat(10_000));
      const stored = await put(data);
      expect(stored).toEqual({ key: `sha256/${sha256Of(data).slice(0, 2)}/${sha256Of(data)}`, sha256: sha256Of(data), size: data.length });
      expect(await store.exists(stored.key)).toBe(true);
      expect((await readAll(await store.read(stored.key))).equals(data)).toBe(true);
    });

    it('reads an inclusive byte range', async () => {
      const data = Buffer.from('0123456789abcdefghij');
      const { key } = await put(data);
      expect((await readAll(await store.read(key, { start: 5, end: 9 }))).toString()).toBe('56789');
      expect((await readAll(await store.read(key, { start: 0, end: 0 }))).toString()).toBe('0');
      expect((await readAll(await store.read(key, { start: 15, end: 99 }))).toString()).toBe('fghij');
      expect((await readAll(await store.read(key, { start: 20, end: 30 }))).length).toBe(0);
    });

    it('answers NOT_FOUND for an absent or malformed key, and false from exists', async () => {
      const absent = blobKey(sha256Of(Buffer.from('never stored')));
      await expect(store.read(absent)).rejects.toMatchObject({ key: 'NOT_FOUND' });
      expect(await store.exists(absent)).toBe(false);
      await expect(store.read('sha256/../../etc/passwd')).rejects.toMatchObject({ key: 'NOT_FOUND' });
      await expect(store.exists('../x')).rejects.toMatchObject({ key: 'NOT_FOUND' });
    });

    it('deletes idempotently', async () => {
      const { key } = await put(Buffer.from('to delete'));
      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
      await expect(store.delete(key)).resolves.toBeUndefined();
      await expect(store.read(key)).rejects.toMatchObject({ key: 'NOT_FOUND' });
    });

    it('lists every blob with its size and time', async () => {
      const before = Date.now() - 60_000;
      const a = await put(Buffer.from('first'));
      const b = await put(Buffer.from('second blob'));
      const items: { key: string; size: number; modifiedAt: Date }[] = [];
      for await (const item of store.list()) items.push(item);
      expect(items.map((i) => i.key).sort()).toEqual([a.key, b.key].sort());
      expect(items.find((i) => i.key === b.key)?.size).toBe(11);
      for (const item of items) expect(item.modifiedAt.getTime()).toBeGreaterThan(before);
    });

    it('keeps one object when the same content is put twice, and refreshes its time', async () => {
      const data = Buffer.from('same content');
      const first = await put(data);
      const timeOf = async () => {
        for await (const item of store.list()) if (item.key === first.key) return item.modifiedAt.getTime();
        return 0;
      };
      const firstTime = await timeOf();
      // Object stores keep whole seconds: wait past the next one so a refresh is visible.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const second = await put(data);
      expect(second).toEqual(first);
      expect(await keysOf(store)).toEqual([first.key]);
      expect(await timeOf()).toBeGreaterThan(firstTime);
    });

    it('survives concurrent puts of the same content', async () => {
      const data = Buffer.alloc(2 * 1024 * 1024, 7);
      const paths = await Promise.all(Array.from({ length: 6 }, () => local(data)));
      const results = await Promise.all(paths.map((p) => store.putFile(p, sha256Of(data), data.length)));
      expect(new Set(results.map((r) => r.key)).size).toBe(1);
      expect(await keysOf(store)).toEqual([results[0]!.key]);
      expect(sha256Of(await readAll(await store.read(results[0]!.key)))).toBe(sha256Of(data));
      expect(await leftovers()).toEqual([]);
    });

    it('refuses content that does not match its digest or size and leaves nothing behind', async () => {
      const data = Buffer.from('the real bytes');
      const path = await local(data);
      const claimed = sha256Of(Buffer.from('other bytes'));
      await expect(store.putFile(path, claimed, data.length)).rejects.toThrow(/mismatch/);
      await expect(store.putFile(path, sha256Of(data), data.length + 1)).rejects.toThrow(/mismatch/);
      await expect(store.putFile(join(work, 'missing'), sha256Of(data), data.length)).rejects.toThrow();
      expect(await keysOf(store)).toEqual([]);
      expect(await store.exists(blobKey(claimed))).toBe(false);
      expect(await leftovers()).toEqual([]);
    });
  });
}
