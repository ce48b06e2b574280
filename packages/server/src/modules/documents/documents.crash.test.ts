// Crash test: the real server (a child process on its own data folder) is killed with SIGKILL while
// uploads are in flight, then started again on the same folder. Every committed document must have
// its files in the blob store with the right SHA-256, and after the start-up sweep no blob may be
// left that no row references, and no spooled temp file may remain.
//
// Embedded mode only: that is where one process owns the data and the start-up sweep spares nothing.
// With DATABASE_URL the sweep keeps young blobs for an hour on purpose (other instances may be mid-upload).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { apiSignIn, freePort } from '../../../../../scripts/product.mjs';
import { createFsBlobStore } from '../storage/blob-store-fs.js';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'vault-crash-'));
const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '1000', TEST_DB: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (d: Buffer) => (errors += d.toString()));
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${errors}`);
    if (await fetch(`http://127.0.0.1:${port}/customer/health`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 150));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${errors}`);
}

/** A real, distinct PDF of about `bytes`: one page and an embedded attachment of random data. */
async function bigPdf(bytes: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  await doc.attach(randomBytes(bytes), 'data.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** What the data folder holds once no process runs on it: file rows from the database, blobs, temp files. */
async function inspectDataDir() {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(join(dataDir, 'db'));
  const rows = (await db.query<{ doc: string; key: string; sha256: string }>('select v.document_id as doc, f.blob_key as key, f.sha256 from document_files f join document_versions v on v.id = f.version_id')).rows;
  await db.close();
  const store = createFsBlobStore(join(dataDir, 'blobs'));
  const blobs: string[] = [];
  for await (const b of store.list()) blobs.push(b.key);
  const read = async (key: string) => {
    const chunks: Buffer[] = [];
    for await (const c of await store.read(key)) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };
  const temp = readdirSync(join(dataDir, 'tmp')).length;
  return { rows, blobs, read, temp };
}

const stop = (child: ChildProcess, signal: NodeJS.Signals) => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill(signal))));

describe.skipIf(process.env.TEST_DB === 'postgres')('a server killed during uploads', () => {
  it('keeps every committed document intact and leaves no orphan after restarting', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const first = await startServer(port);
    const url = `http://127.0.0.1:${port}`;
    const session = await apiSignIn(url, 'alice@example.com', 'Demo!Pass1');
    const headers = { 'Api-Version': '8', cookie: session.cookie, authorization: session.csrf };
    const bodies = await Promise.all(Array.from({ length: 14 }, (_, i) => bigPdf(1_500_000 + i * 100_000)));
    const done: { docId: string; sha256: string }[] = [];
    const uploads = bodies.map(async (body, i) => {
      const form = new FormData();
      form.set('docType', 'UB');
      form.set('docProperties', JSON.stringify({ dateOfIssue: new Date().toISOString().slice(0, 10) }));
      form.append('files', new Blob([body], { type: 'application/pdf' }), `bill-${i}.pdf`);
      const res = await fetch(`${url}/customer/doc-mgr/custom-upload-with-properties`, { method: 'POST', headers, body: form });
      const answer = (await res.json()) as { success: boolean; data: { docId: string } };
      if (answer.success) done.push({ docId: answer.data.docId, sha256: sha(body) });
    });
    const settled = Promise.allSettled(uploads);
    // Kill while the batch is being processed: after the first few have answered, before all have.
    while (done.length < 3 && first.exitCode === null) await new Promise((r) => setTimeout(r, 20));
    await stop(first, 'SIGKILL');
    await settled;
    expect(done.length).toBeGreaterThanOrEqual(3);
    expect(done.length).toBeLessThan(bodies.length);

    const crashed = await inspectDataDir();
    const second = await startServer(port); // the start-up sweep runs before it answers
    await stop(second, 'SIGTERM');
    const after = await inspectDataDir();

    // Every upload that was answered is committed, with its exact bytes.
    for (const d of done) {
      const row = after.rows.find((r) => r.doc === d.docId);
      expect(row?.sha256).toBe(d.sha256);
    }
    // Every committed file (answered or not) exists with the right content; nothing else is stored.
    for (const row of after.rows) expect(sha(await after.read(row.key))).toBe(row.sha256);
    expect(after.blobs.sort()).toEqual([...new Set(after.rows.map((r) => r.key))].sort());
    expect(after.temp).toBe(0);
    console.info(
      `crash test: ${done.length} answered, ${crashed.rows.length} committed at the kill; ` +
        `${crashed.blobs.length - new Set(crashed.rows.map((r) => r.key)).size} orphan blobs and ${crashed.temp} temp files swept at restart`,
    );
  });
});
