import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { configEntries } from './config.table.js';

export async function readConfigValue(db: DbOrTx, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(configEntries).where(eq(configEntries.key, key));
  return row?.value;
}

/** Public entries, all (no keys) or the named ones; private entries are never returned. */
export async function listPublicConfig(db: DbOrTx, keys?: string[]) {
  if (keys && !keys.length) return [];
  const rows = keys
    ? await db.select().from(configEntries).where(inArray(configEntries.key, keys))
    : await db.select().from(configEntries);
  return rows.filter((r) => r.isPublic).map((r) => ({ key: r.key, value: r.value }));
}

/** Writes defaults that are not set yet; values an operator changed are kept. */
export async function ensureConfigDefaults(db: DbOrTx, defaults: Array<{ key: string; value: string; isPublic?: boolean }>) {
  if (!defaults.length) return;
  await db.insert(configEntries).values(defaults.map((d) => ({ isPublic: true, ...d }))).onConflictDoNothing();
}

/** Sets values that follow the deployment (environment) on every start. */
export async function setConfigValues(db: DbOrTx, values: Array<{ key: string; value: string }>) {
  for (const v of values) {
    await db.insert(configEntries).values({ ...v, isPublic: true }).onConflictDoUpdate({ target: configEntries.key, set: { value: v.value, updatedAt: new Date() } });
  }
}
