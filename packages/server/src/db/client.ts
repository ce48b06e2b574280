import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';
import { acquireLock } from './lock.js';

export type Schema = typeof schema;
/** The one database type services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A function that works inside or outside a transaction takes this. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Receives the payloads NOTIFY sends on `channel`, from this process and every other one on the same database.
   * `onState(false)` when notices may have been missed (the listening connection dropped; it reconnects by itself).
   */
  listen(channel: string, onNotice: (payload: string) => void, onState: (live: boolean) => void): Promise<() => Promise<void>>;
  /** Sees the text of every statement this process sends through `db`, before it runs (see Invalidations). */
  statements: StatementWatch;
  close(): Promise<void>;
}

/** A hook on the statements one Database sends, set by whoever needs to know about this process's own writes. */
export interface StatementWatch {
  onStatement: ((sql: string) => void) | null;
}

/** drizzle's logger is the one place every statement passes through, prepared ones included. */
const watchingLogger = (watch: StatementWatch) => ({ logQuery: (query: string) => watch.onStatement?.(query) });

/** LISTEN on a connection of its own (a pooled one would be handed to queries), reconnecting after a loss. */
async function listenPostgres(url: string, channel: string, onNotice: (payload: string) => void, onState: (live: boolean) => void) {
  const { default: pg } = await import('pg');
  let closed = false;
  let client: InstanceType<typeof pg.Client> | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    const lost = () => {
      if (client !== next) return;
      client = null;
      onState(false);
      if (!closed) retry = setTimeout(() => void connect().catch(() => lost()), 1000).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (n) => n.channel === channel && onNotice(n.payload ?? ''));
    client = next;
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    onState(true);
  };
  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}

/** Migrations folder, beside src/ in development and beside the bundle in dist/. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, '../../drizzle'), join(here, '../drizzle'), join(here, 'drizzle')]) {
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error('Migrations folder not found');
}

/** node-postgres pool with the same schema and migrations. */
export async function openPostgres(url: string, poolSize = 10, onIdleError?: (error: Error) => void): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server drops (restart, failover, terminated backend) emits 'error' on the
  // pool; unhandled, that would crash the process. The pool replaces the connection on next use.
  pool.on('error', (error) => onIdleError?.(error));
  // Instances starting together migrate one at a time: an advisory lock held on one connection.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock(724301)');
    await migrate(drizzle(lockClient, { schema }) as never, { migrationsFolder: migrationsFolder() });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock(724301)').catch(() => {});
    lockClient.release();
  }
  const statements: StatementWatch = { onStatement: null };
  const db = drizzle(pool, { schema, logger: watchingLogger(statements) }) as unknown as Db;
  return { db, kind: 'postgres', statements, listen: (channel, onNotice, onState) => listenPostgres(url, channel, onNotice, onState), close: () => pool.end() };
}

/** A PGlite database can also be written out whole, as a tarball `openPglite` can start from (the tests' template). */
export type PgliteDatabase = Database & { dumpDataDir(): Promise<Blob> };

/**
 * PGlite in `dataDir/db` (or in memory when dataDir is null), locked against a second process. An in-memory database
 * may start from `from`, a tarball of another one (dumpDataDir): no initdb, no migrations to run.
 */
export async function openPglite(dataDir: string | null, { from }: { from?: Blob } = {}): Promise<PgliteDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let release = () => {};
  let client;
  if (dataDir) {
    const folder = resolve(dataDir, 'db');
    mkdirSync(folder, { recursive: true });
    release = acquireLock(resolve(dataDir, 'db.lock'));
    try {
      client = await PGlite.create(folder);
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create(from ? { loadDataDir: from } : {});
  }
  const statements: StatementWatch = { onStatement: null };
  const db = drizzle(client, { schema, logger: watchingLogger(statements) }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: migrationsFolder() });
  const pglite = client;
  return {
    db,
    kind: 'pglite',
    statements,
    // One in-process connection: notices cannot be missed, so the listener is live for as long as it exists.
    listen: async (channel, onNotice, onState) => {
      const stop = await pglite.listen(channel, onNotice);
      onState(true);
      return stop;
    },
    dumpDataDir: () => pglite.dumpDataDir('none'),
    close: async () => {
      await client.close();
      release();
    },
  };
}
