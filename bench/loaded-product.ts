// The product started on data loaded with plain SQL (not through the server's code), on the embedded PGlite and,
// with BENCH_DATABASE_URL, on PostgreSQL: what the page benches share.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProduct } from '../scripts/product.mjs';

export interface DatabaseRun<T> {
  database: string;
  calls: T;
}

/**
 * Runs `measure` against the product on each database after `loadSql`: on PGlite the data is loaded between a
 * first start (which migrates and seeds) and a second; on PostgreSQL after the product has started on it.
 */
export async function measureOnBothDatabases<T>(loadSql: string[], measure: (url: string) => Promise<T>): Promise<DatabaseRun<T>[]> {
  const runs: DatabaseRun<T>[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'vault-page-bench-'));
  try {
    const first = await startProduct({ RATE_LIMIT_FACTOR: '10000' }, { dataDir });
    await first.stop();
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(join(dataDir, 'db'));
    for (const statement of loadSql) await db.exec(statement);
    await db.close();
    const product = await startProduct({ RATE_LIMIT_FACTOR: '10000' }, { dataDir });
    try {
      runs.push({ database: 'embedded PGlite', calls: await measure(product.url) });
    } finally {
      await product.stop();
    }
  } finally {
    // The product may still be closing files in it: a leftover temporary folder must not hide the run's own error.
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 });
  }
  if (process.env.BENCH_DATABASE_URL) {
    const { default: pg } = await import('pg');
    const env = { DATABASE_URL: process.env.BENCH_DATABASE_URL, APP_SECRET: 'bench-secret-bench-secret-bench-secret!!', SEED_DEMO: 'true', DEV_TOOLS: 'true', RATE_LIMIT_FACTOR: '10000' };
    const product = await startProduct(env);
    try {
      const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
      await client.connect();
      for (const statement of loadSql) await client.query(statement);
      await client.end();
      runs.push({ database: 'PostgreSQL', calls: await measure(product.url) });
    } finally {
      await product.stop();
    }
  }
  return runs;
}
