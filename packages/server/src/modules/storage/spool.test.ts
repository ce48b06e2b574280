import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HEAD_BYTES, removeSpooled, spoolToTemp } from './spool.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vault-spool-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A source that yields `total` bytes in 64 KiB chunks without holding them all. */
function generated(total: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const size = Math.min(65_536, total - sent);
      this.push(Buffer.alloc(size, sent % 251));
      sent += size;
    },
  });
}

describe('spoolToTemp', () => {
  it('writes the stream to a server-named file with its size, SHA-256 and head', async () => {
    const data = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10_000, 1)]);
    const spooled = await spoolToTemp(Readable.from([data.subarray(0, 3000), data.subarray(3000)]), { maxBytes: 20_000, tempDir: dir, originalName: '../../etc/passwd' });
    expect(spooled.size).toBe(data.length);
    expect(spooled.sha256).toBe(createHash('sha256').update(data).digest('hex'));
    expect(spooled.head.equals(data.subarray(0, HEAD_BYTES))).toBe(true);
    expect(spooled.originalName).toBe('../../etc/passwd');
    expect(spooled.path.startsWith(join(dir, 'spool-'))).toBe(true);
    expect((await readFile(spooled.path)).equals(data)).toBe(true);
  });

  it('accepts exactly maxBytes and an empty file', async () => {
    const exact = await spoolToTemp(generated(1000), { maxBytes: 1000, tempDir: dir, originalName: 'a.pdf' });
    expect(exact.size).toBe(1000);
    const empty = await spoolToTemp(Readable.from([]), { maxBytes: 1000, tempDir: dir, originalName: 'b.pdf' });
    expect(empty.size).toBe(0);
    expect(empty.head.length).toBe(0);
    expect(empty.sha256).toBe(createHash('sha256').digest('hex'));
  });

  it('hashes a file of many megabytes behind its writer: the digest of every byte, in order, for files spooled at once', async () => {
    const sizes = [5 * 1024 * 1024 + 17, 3 * 1024 * 1024, 1024 * 1024 - 1];
    const spooled = await Promise.all(sizes.map((size) => spoolToTemp(generated(size), { maxBytes: 20 * 1024 * 1024, tempDir: dir, originalName: 'x' })));
    for (const [i, file] of spooled.entries()) {
      const expected = createHash('sha256');
      const source = generated(sizes[i]!);
      for await (const chunk of source) expected.update(chunk as Buffer);
      expect(file.size).toBe(sizes[i]);
      expect(file.sha256).toBe(expected.digest('hex'));
    }
  });

  it('stops a 21 MB stream at the 20 MB limit with FILE_TOO_LARGE, destroys the source and leaves no file', async () => {
    const source = generated(21 * 1024 * 1024);
    const error = await spoolToTemp(source, { maxBytes: 20 * 1024 * 1024, tempDir: dir, originalName: 'big.pdf' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ key: 'FILE_TOO_LARGE', status: 413 });
    expect(source.destroyed).toBe(true);
    expect(await readdir(dir)).toEqual([]);
  });

  it('raises the caller-chosen error over the limit', async () => {
    await expect(spoolToTemp(generated(2000), { maxBytes: 1000, tempDir: dir, originalName: 'x', tooLargeError: 'DOCUMENT_FILE_TOO_LARGE' })).rejects.toMatchObject({
      key: 'DOCUMENT_FILE_TOO_LARGE',
      code: '30000003',
    });
  });

  it('deletes the partial file and rethrows when the source fails (client went away)', async () => {
    const source = new PassThrough();
    const pending = spoolToTemp(source, { maxBytes: 1_000_000, tempDir: dir, originalName: 'x.pdf' });
    source.write(Buffer.alloc(50_000, 3));
    setTimeout(() => source.destroy(new Error('aborted by client')), 20);
    await expect(pending).rejects.toThrow('aborted by client');
    expect(await readdir(dir)).toEqual([]);
  });

  it('raises, and does not crash, when the source fails while its folder is being made', async () => {
    const source = new PassThrough();
    const pending = spoolToTemp(source, { maxBytes: 1_000, tempDir: join(dir, 'new', 'folder'), originalName: 'x' });
    source.destroy(new Error('aborted by client'));
    await expect(pending).rejects.toThrow('aborted by client');
  });

  it('leaves no file when the source fails before the file was even opened', async () => {
    for (let i = 0; i < 50; i += 1) {
      const source = new Readable({ read() { this.destroy(new Error('early')); } });
      await expect(spoolToTemp(source, { maxBytes: 10, tempDir: dir, originalName: 'x' })).rejects.toThrow('early');
    }
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('removeSpooled', () => {
  it('deletes files, ignores ones already gone, never throws', async () => {
    const a = await spoolToTemp(Readable.from([Buffer.from('a')]), { maxBytes: 10, tempDir: dir, originalName: 'a' });
    await removeSpooled([a, { path: join(dir, 'never-existed') }, { path: '/proc/definitely/not/here' }]);
    await removeSpooled([a]);
    expect(await readdir(dir)).toEqual([]);
  });
});
