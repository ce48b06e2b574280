import { createHash } from 'node:crypto';
import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashBehindWriter } from './file-hasher.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vault-hasher-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const piece = (n: number, fill: number) => Buffer.alloc(n, fill);

describe('hashBehindWriter', () => {
  it('gives the digest of the whole file when told of each write as it happens, and when told of none', async () => {
    const path = join(dir, 'a');
    await writeFile(path, '');
    const hashing = hashBehindWriter(path);
    const parts = [piece(700_000, 1), piece(1_500_000, 2), piece(3, 3), piece(2_100_000, 4)];
    for (const part of parts) {
      await appendFile(path, part);
      hashing.more();
    }
    const whole = Buffer.concat(parts);
    expect(await hashing.end(whole.length)).toBe(sha(whole));

    const quiet = join(dir, 'b');
    await writeFile(quiet, whole);
    expect(await hashBehindWriter(quiet).end(whole.length)).toBe(sha(whole));
  });

  it('keeps files hashed at once apart', async () => {
    const files = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const path = join(dir, `f${n}`);
        const data = piece(n * 400_000 + n, n);
        await writeFile(path, data.subarray(0, 1000));
        return { path, data, hashing: hashBehindWriter(path) };
      }),
    );
    for (const f of files) {
      await appendFile(f.path, f.data.subarray(1000));
      f.hashing.more();
    }
    const digests = await Promise.all(files.map((f) => f.hashing.end(f.data.length)));
    expect(digests).toEqual(files.map((f) => sha(f.data)));
  });

  it('refuses a file shorter than the size its writer reports, and goes on after a cancelled file', async () => {
    const path = join(dir, 'short');
    await writeFile(path, piece(10, 7));
    await expect(hashBehindWriter(path).end(11)).rejects.toThrow('shorter');

    const cancelled = hashBehindWriter(path);
    cancelled.more();
    cancelled.cancel();
    await expect(cancelled.end(10)).rejects.toThrow('cancelled');
    expect(await hashBehindWriter(path).end(10)).toBe(sha(piece(10, 7)));
  });

  it('still answers for a file it could not open on its thread (hashed on the calling one)', async () => {
    const path = join(dir, 'later');
    const hashing = hashBehindWriter(path); // does not exist yet: the thread cannot open it
    await writeFile(path, piece(5000, 9));
    expect(await hashing.end(5000)).toBe(sha(piece(5000, 9)));
  });
});
