import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.js';
import { seedDemo } from '../seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite database with the demo accounts: each test app starts from a copy. */
    pgliteTemplate: string | null;
    /** A migrated PostgreSQL database with the demo accounts, the TEMPLATE each test app's database is created from. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates and seeds one database per run for the server projects, which every test app then copies: a fresh PGlite
 * runs initdb (1.2-2.4 s of CPU, most of a test app's set-up) and both databases run 17 migrations and hash the demo
 * password. A copy is the same database the old set-up produced, built once.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'server-postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('server-postgres needs TEST_DATABASE_URL');
    const { default: pg } = await import('pg');
    const name = `vault_tpl_${randomBytes(6).toString('hex')}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // A template takes no connections while it is copied: the pool is closed before any test starts.
    const database = await openPostgres(url.toString(), 1);
    await seedDemo(database.db).finally(() => database.close());
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', null);
    return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const folder = await mkdtemp(join(tmpdir(), 'vault-pglite-template-'));
  const database = await openPglite(null);
  try {
    await seedDemo(database.db);
    await writeFile(join(folder, 'template.tar'), Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', join(folder, 'template.tar'));
  project.provide('postgresTemplate', null);
  return () => rm(folder, { recursive: true, force: true });
}
