import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../context.js';

/** Keys asked about per isReferenced call: one indexed query each, whatever the store holds. */
const BATCH = 500;

export interface SweepOptions {
  /** Only what is older than this is touched: an upload in flight may have stored a blob its row has not yet committed. */
  graceMs: number;
  /** The current time (tests). */
  now?: Date;
  /** Keys per isReferenced call (default 500). */
  batchSize?: number;
}

/** Removes files directly in `dir` last modified before `cutoff` (spooled uploads of requests that died). */
async function sweepFolder(dir: string, cutoff: Date): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info?.isFile() && info.mtime <= cutoff) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}

async function deleteUnreferenced(ctx: Pick<AppContext, 'blobs'>, keys: string[], isReferenced: (keys: string[]) => Promise<Set<string>>): Promise<number> {
  const referenced = await isReferenced(keys);
  const orphans = keys.filter((k) => !referenced.has(k));
  for (const key of orphans) await ctx.blobs.delete(key);
  return orphans.length;
}

/**
 * Deletes stale temp files, and blobs no row references (isReferenced answers for a batch of keys) that are older
 * than `graceMs` (0 in embedded mode at start: one process owns the data). Returns what it removed. A blob stored
 * again by a new upload gets a fresh time (putFile refreshes it), so the grace period protects it too.
 */
export async function sweepStorage(
  ctx: Pick<AppContext, 'blobs' | 'tempDir'>,
  isReferenced: (keys: string[]) => Promise<Set<string>>,
  opts: SweepOptions,
): Promise<{ tempFiles: number; blobs: number }> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - opts.graceMs);
  const tempFiles = (await sweepFolder(ctx.tempDir, cutoff)) + ((await ctx.blobs.sweepTemp?.(cutoff)) ?? 0);
  const size = opts.batchSize ?? BATCH;
  let blobs = 0;
  let batch: string[] = [];
  for await (const blob of ctx.blobs.list()) {
    if (blob.modifiedAt > cutoff) continue;
    batch.push(blob.key);
    if (batch.length === size) {
      blobs += await deleteUnreferenced(ctx, batch, isReferenced);
      batch = [];
    }
  }
  if (batch.length) blobs += await deleteUnreferenced(ctx, batch, isReferenced);
  return { tempFiles, blobs };
}
