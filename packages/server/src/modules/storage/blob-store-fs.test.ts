import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFsBlobStore } from './blob-store-fs.js';
import { describeBlobStore, sha256Of } from './blob-store.contract.js';
import { readFile, writeFile } from 'node:fs/promises';

describeBlobStore('files', async () => {
  const root = await mkdtemp(join(tmpdir(), 'vault-fs-store-'));
  return {
    store: createFsBlobStore(root),
    leftovers: () => readdir(join(root, '.tmp')).catch(() => []),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describe('files store layout', () => {
  it('takes a private file by link (no second copy), which outlives the file; a file others may read is copied', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vault-fs-store-'));
    try {
      const store = createFsBlobStore(root);
      const data = Buffer.from('spooled upload');
      const spooled = join(root, 'spooled');
      await writeFile(spooled, data, { mode: 0o600 });
      const { key } = await store.putFile(spooled, sha256Of(data), data.length);
      const [source, blob] = await Promise.all([stat(spooled), stat(join(root, key))]);
      expect(blob.ino).toBe(source.ino);
      expect(blob.nlink).toBe(2);
      await rm(spooled);
      expect((await stat(join(root, key))).nlink).toBe(1);
      expect(await readFile(join(root, key))).toEqual(data);
      // A wrong digest on the link path leaves nothing behind either.
      await writeFile(spooled, data, { mode: 0o600 });
      await expect(store.putFile(spooled, sha256Of(Buffer.from('other')), data.length)).rejects.toThrow(/mismatch/);
      expect((await stat(spooled)).nlink).toBe(1);
      const shared = join(root, 'shared');
      const other = Buffer.from('readable by others');
      await writeFile(shared, other, { mode: 0o644 });
      const copied = await store.putFile(shared, sha256Of(other), other.length);
      expect((await stat(join(root, copied.key))).ino).not.toBe((await stat(shared)).ino);
      expect((await stat(join(root, copied.key))).mode & 0o077).toBe(0);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('takes a file hashed while it was written by link without reading it again; its size and a shared file are still checked', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vault-fs-store-'));
    try {
      const store = createFsBlobStore(root);
      const data = Buffer.from('spooled and hashed on the way');
      const spooled = join(root, 'spooled');
      await writeFile(spooled, data, { mode: 0o600 });
      // The caller's digest is taken as given (it hashed these bytes as it wrote them): proven by one the store would refuse.
      const claimed = sha256Of(Buffer.from('the caller says so'));
      const { key } = await store.putFile(spooled, claimed, data.length, { hashedWhileWritten: true });
      expect(key.endsWith(claimed)).toBe(true);
      expect((await stat(join(root, key))).ino).toBe((await stat(spooled)).ino);
      // A size that does not match is still refused, and nothing is left behind.
      const other = join(root, 'other');
      await writeFile(other, data, { mode: 0o600 });
      await expect(store.putFile(other, sha256Of(data), data.length + 1, { hashedWhileWritten: true })).rejects.toThrow(/mismatch/);
      expect((await stat(other)).nlink).toBe(1);
      expect(await readdir(join(root, '.tmp'))).toEqual([]);
      // A file others may read is copied, and so hashed, whatever the caller says.
      const shared = join(root, 'shared');
      await writeFile(shared, data, { mode: 0o644 });
      await expect(store.putFile(shared, sha256Of(Buffer.from('not these bytes')), data.length, { hashedWhileWritten: true })).rejects.toThrow(/mismatch/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('writes the blob at sha256/<aa>/<sha256> under its root, readable only by the server user', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vault-fs-store-'));
    try {
      const data = Buffer.from('layout');
      const source = join(root, 'source');
      await writeFile(source, data);
      const { key } = await createFsBlobStore(root).putFile(source, sha256Of(data), data.length);
      const info = await stat(join(root, 'sha256', sha256Of(data).slice(0, 2), sha256Of(data)));
      expect(key).toBe(`sha256/${sha256Of(data).slice(0, 2)}/${sha256Of(data)}`);
      expect(info.size).toBe(data.length);
      expect(info.mode & 0o077).toBe(0);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
