import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFsBlobStore } from './blob-store-fs.js';
import { describeBlobStore, sha256Of } from './blob-store.contract.js';
import { writeFile } from 'node:fs/promises';

describeBlobStore('files', async () => {
  const root = await mkdtemp(join(tmpdir(), 'vault-fs-store-'));
  return {
    store: createFsBlobStore(root),
    leftovers: () => readdir(join(root, '.tmp')).catch(() => []),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describe('files store layout', () => {
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
