import { createReadStream } from 'node:fs';

/**
 * Whether any of `needles` occurs in the file, read as a stream with an overlap between chunks so a needle
 * split across two chunks is still found. Memory stays at one chunk whatever the file size.
 */
export async function fileContains(path: string, needles: Buffer[]): Promise<boolean> {
  const overlap = Math.max(...needles.map((n) => n.length)) - 1;
  let tail = Buffer.alloc(0);
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
    const window = Buffer.concat([tail, chunk as Buffer]);
    if (needles.some((n) => window.includes(n))) return true;
    tail = window.subarray(Math.max(0, window.length - overlap));
  }
  return false;
}
