// Helpers of the crash tests: the real server as a child process on its own data folder (embedded mode), killed
// and started again; distinct PDFs of a chosen size; and an integrity check of a stopped data folder that compares
// the database rows with the blobs.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { createFsBlobStore } from '../modules/storage/blob-store-fs.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
export const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');

/** `npm start`'s server (from source) on `dataDir`, answering health on `port`. */
export async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '1000', TEST_DB: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (d: Buffer) => (errors += d.toString()));
  const deadline = Date.now() + 90_000; // a first start migrates and seeds: slow on a loaded 2-core machine
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${errors}`);
    if (await fetch(`http://127.0.0.1:${port}/customer/health`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 150));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${errors}`);
}

export const stopServer = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill(signal))));

/** A real, distinct PDF of about `bytes`: one page and an embedded attachment of random data. */
export async function bigPdf(bytes: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  await doc.attach(randomBytes(bytes), 'data.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** Rows that must never exist, whatever moment a crash hit: each query names the broken records. */
const HALF_WRITTEN: Record<string, string> = {
  'document without its current version': 'select d.id from documents d where not exists (select 1 from document_versions v where v.document_id = d.id and v.version = d.current_version)',
  'current version above the last one': 'select d.id from documents d where d.current_version > d.last_version',
  'version whose files are not all recorded': 'select v.id from document_versions v where v.file_count <> (select count(*) from document_files f where f.version_id = v.id)',
  'grant on a version of another document': 'select g.id from document_grants g join document_versions v on v.id = g.version_id where v.document_id <> g.document_id',
};

/**
 * Opens a stopped embedded data folder and lists what is inconsistent: half-written rows, file rows whose blob is
 * missing or has other bytes, blobs no row references, temp files left. Also returns the rows, for the caller's
 * checks of what was committed.
 */
export async function checkDataDir(dataDir: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(join(dataDir, 'db'));
  const problems: string[] = [];
  try {
    for (const [what, query] of Object.entries(HALF_WRITTEN)) for (const row of (await db.query<{ id: string }>(query)).rows) problems.push(`${what}: ${row.id}`);
    const files = (await db.query<{ doc: string; key: string; sha256: string }>('select v.document_id as doc, f.blob_key as key, f.sha256 from document_files f join document_versions v on v.id = f.version_id')).rows;
    const docs = (await db.query<{ id: string; current_version: number }>('select id, current_version from documents')).rows;
    const grants = (await db.query<{ document_id: string; version: number; recipient_email: string | null; ended: boolean }>('select document_id, version, recipient_email, ended_at is not null as ended from document_grants')).rows;
    const store = createFsBlobStore(join(dataDir, 'blobs'));
    const blobs = new Set<string>();
    for await (const b of store.list()) blobs.add(b.key);
    for (const f of files) {
      if (!blobs.has(f.key)) {
        problems.push(`file row without its blob: ${f.key}`);
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const c of await store.read(f.key)) chunks.push(c as Buffer);
      if (sha(Buffer.concat(chunks)) !== f.sha256) problems.push(`blob with other bytes than recorded: ${f.key}`);
    }
    const referenced = new Set(files.map((f) => f.key));
    for (const key of blobs) if (!referenced.has(key)) problems.push(`orphan blob: ${key}`);
    const temp = readdirSync(join(dataDir, 'tmp'));
    for (const name of temp) problems.push(`temp file left: ${name}`);
    return { problems, files, docs, grants, blobs: [...blobs], temp: temp.length };
  } finally {
    await db.close();
  }
}
