import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { unsafeReferencedBlobKeys } from './documents.repository.js';

/**
 * Blobs are shared by content, so "store the blob, then commit the row" and "delete the row, then
 * the blob nothing references" could cross: a delete could remove a blob that an upload of the same
 * bytes is about to reference. Both sides take a transaction-level advisory lock per key: the
 * releaser checks references and deletes under it; the committer, under it, checks the blob is still
 * there (putting it again from its spooled copy if not) before inserting the rows.
 */
function lockIdOf(key: string): bigint {
  // 60 bits of the key's SHA-256: a positive bigint that fits PostgreSQL's int8.
  return BigInt(`0x${createHash('sha256').update(key).digest('hex').slice(0, 15)}`);
}

export async function lockBlobKeys(tx: DbOrTx, keys: Iterable<string>): Promise<void> {
  // Sorted, so two transactions locking overlapping sets cannot deadlock.
  for (const id of [...new Set([...keys].map(lockIdOf))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    await tx.execute(sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`);
  }
}

/** Inside the committing transaction: every blob the rows will reference exists (re-put if a release removed it; the files are spooled ones, hashed while written). */
export async function ensureBlobsUnderLock(ctx: AppContext, tx: DbOrTx, files: { key: string; path: string; sha256: string; size: number }[]): Promise<void> {
  await lockBlobKeys(
    tx,
    files.map((f) => f.key),
  );
  for (const f of files) {
    if (!(await ctx.blobs.exists(f.key))) await ctx.blobs.putFile(f.path, f.sha256, f.size, { hashedWhileWritten: true });
  }
}

/** Deletes those of `keys` that no document file references; returns how many it removed. */
export async function releaseBlobs(ctx: AppContext, keys: Iterable<string>): Promise<number> {
  const unique = [...new Set(keys)];
  if (!unique.length) return 0;
  return ctx.db.transaction(async (tx) => {
    await lockBlobKeys(tx, unique);
    const referenced = await unsafeReferencedBlobKeys(tx, unique);
    let removed = 0;
    for (const key of unique) {
      if (referenced.has(key)) continue;
      await ctx.blobs.delete(key);
      removed++;
    }
    return removed;
  });
}
