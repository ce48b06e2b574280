// The PostgreSQL backup of docs/operations.md: pg_dump the database, copy the blobs after it, restore both into a
// fresh database and folder; a server started on them serves the same documents with the same bytes.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { DocumentPage } from '@vault/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { pdf } from '../documents/files/test-fixtures.js';
import { file, getBytes, issueDate, upload } from '../documents/documents.test-support.js';

const run = promisify(execFile);
const onPostgres = process.env.TEST_DB === 'postgres';
const hasTools = ['/usr/bin/pg_dump', '/usr/bin/pg_restore'].every(existsSync) || Boolean(process.env.PG_BIN);
const bin = (name: string) => (process.env.PG_BIN ? join(process.env.PG_BIN, name) : `/usr/bin/${name}`);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
});

/** The documents Alice sees, and each one's bytes, through the API. */
async function aliceView(t: TestApp) {
  const alice = new Client(t);
  await alice.signIn(DEMO.alice, DEMO.password);
  const list = (await alice.call<DocumentPage>('POST', '/doc-mgr/docs', {})).body.data!.list.map((d) => d.docId).sort();
  const bytes: Record<string, string> = {};
  for (const docId of list) {
    const got = await getBytes(alice, '/doc-mgr/original-document', { docId });
    expect(got.status, docId).toBe(200);
    bytes[docId] = sha(got.bytes);
  }
  return { list, bytes };
}

// Skipped on PGlite (the embedded backup is storage/backup.test.ts) and where the PostgreSQL client tools are missing.
describe.runIf(onPostgres && hasTools)('PostgreSQL dump and restore', () => {
  it('a pg_dump and a copy of the blobs restore into a database a new server serves the same documents from', { timeout: 180_000 }, async () => {
    const secret = randomBytes(36).toString('base64url'); // the same APP_SECRET, as a restore keeps it
    const first = await createTestApp({ APP_SECRET: secret });
    cleanup.push(() => first.close());
    const alice = new Client(first);
    await alice.signIn(DEMO.alice, DEMO.password);
    const bill = await pdf(2);
    const docId = (await upload(alice, { docType: 'UB', docProperties: issueDate(-5) }, [file('bill.pdf', bill, 'application/pdf')])).body.data!.docId;
    const before = await aliceView(first);
    expect(before.list).toContain(docId);

    // Dump, then blobs (the order docs/operations.md asks for).
    const dumpFile = join(first.dataDir, 'vault.dump');
    await run(bin('pg_dump'), ['--format=custom', '--no-owner', `--file=${dumpFile}`, first.databaseUrl!]);
    const restoredData = await mkdtemp(join(tmpdir(), 'vault-pg-restore-'));
    cleanup.push(() => rm(restoredData, { recursive: true, force: true }));
    await cp(join(first.dataDir, 'blobs'), join(restoredData, 'blobs'), { recursive: true });

    const target = new URL(first.databaseUrl!);
    const name = `vault_restore_${randomBytes(5).toString('hex')}`;
    const admin = new URL(process.env.TEST_DATABASE_URL!);
    await run(bin('psql'), [admin.toString(), '-q', '-c', `CREATE DATABASE ${name}`]);
    cleanup.push(() => run(bin('psql'), [admin.toString(), '-q', '-c', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]));
    target.pathname = `/${name}`;
    await run(bin('pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${target.toString()}`, dumpFile]);

    // A new server on the restored database and blob folder (its own pool, caches and secret handling).
    const second = await createTestApp({ APP_SECRET: secret, DATA_DIR: restoredData }, { sameDatabaseAs: { databaseUrl: target.toString() } as TestApp });
    cleanup.push(() => second.close());
    const after = await aliceView(second);
    expect(after).toEqual(before);
    expect(after.bytes[docId]).toBe(sha(bill));
  });
});

describe.skipIf(onPostgres && hasTools)('PostgreSQL dump and restore', () => {
  it.skip(onPostgres ? 'needs pg_dump, pg_restore and psql in /usr/bin (or PG_BIN)' : 'needs PostgreSQL (TEST_DATABASE_URL); the embedded backup is tested in backup.test.ts', () => {});
});
