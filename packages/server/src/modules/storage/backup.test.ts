import { createHash } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentPage } from '@vault/contract';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createContext } from '../../bootstrap.js';
import { loadConfig } from '../../env.js';
import { seedDemo } from '../../seed.js';
import { Client, DEMO, type TestApp } from '../../test/harness.js';
import { pdf } from '../documents/files/test-fixtures.js';
import { file, getBytes, issueDate, upload } from '../documents/documents.test-support.js';
import { thumbnailsSettled } from '../documents/documents.thumbnails.js';

// The embedded backup of docs/operations.md: stop the process, copy the data folder, start on the copy.
// Everything comes back: accounts (with the generated secret), documents and their blobs.

/** The app as `npm start` runs it in embedded mode: PGlite, secret and blobs in `dataDir`. */
async function startOn(dataDir: string): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_FACTOR: '1000', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const { ctx, database } = await createContext(config, pino({ level: 'silent' }));
  await seedDemo(ctx.db);
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    dataDir,
    databaseUrl: null,
    routes: [],
    // As main.ts stops: a preview of an upload that has already answered is finished before the folder is let go
    // (on a slow machine one was still being drawn while the copy ran, and its kept file vanished under cp).
    close: async () => {
      await app.close();
      await thumbnailsSettled();
      await ctx.mail.stop();
      await database.close();
    },
  };
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((f) => rm(f, { recursive: true, force: true })));
});

describe('embedded backup and restore', () => {
  it('a copy of the stopped data folder starts with every account, document and file', async () => {
    const original = await mkdtemp(join(tmpdir(), 'vault-backup-'));
    const restored = await mkdtemp(join(tmpdir(), 'vault-restore-'));
    folders.push(original, restored);

    const first = await startOn(original);
    const alice = new Client(first);
    await alice.signIn(DEMO.alice, DEMO.password);
    const bill = await pdf(2);
    const uploaded = await upload(alice, { docType: 'UB', docProperties: issueDate(-5), userProfileType: '0' }, [file('bill.pdf', bill, 'application/pdf')]);
    const { docId } = uploaded.body.data!;
    const listBefore = (await alice.call<DocumentPage>('POST', '/doc-mgr/docs', {})).body.data!.list.map((d) => d.docId).sort();
    await first.close();

    await rm(restored, { recursive: true, force: true });
    await cp(original, restored, { recursive: true });
    await rm(original, { recursive: true, force: true }); // the backup is all there is

    const second = await startOn(restored);
    try {
      const again = new Client(second);
      await again.signIn(DEMO.alice, DEMO.password);
      expect((await again.call<DocumentPage>('POST', '/doc-mgr/docs', {})).body.data!.list.map((d) => d.docId).sort()).toEqual(listBefore);
      const got = await getBytes(again, '/doc-mgr/original-document', { docId });
      expect(got.status).toBe(200);
      expect(sha(got.bytes)).toBe(sha(bill));
    } finally {
      await second.close();
    }
  }, 240_000);
});
