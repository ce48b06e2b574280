// 10 concurrent 20 MB document uploads against the built server (embedded mode, files on local disk):
// throughput in MB/s next to a plain copy of the same files on the same disk in the same run (stream
// copy + fsync, 10 at a time), and the server's peak memory growth (VmRSS sampled every 25 ms).
// Two file kinds: .docx (container checked from its central directory only: the streaming path) and
// .pdf (parsed for encryption, counted and drawn for a thumbnail: the full path). Prints JSON.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { zipSync, strToU8 } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { root } from '../scripts/lib.mjs';
import { aliceHeaders, round, sampleRss, startServer } from './document-support.js';

const CONCURRENT = 10;
const LIMIT = 20 * 1024 * 1024;
const MB = 1024 * 1024;

/** A real .docx of exactly `size` bytes or a little less: the text part plus a stored (uncompressed) random image. */
function docx(size: number): Buffer {
  const main = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
  const files = (payload: number) => ({
    '[Content_Types].xml': strToU8(`<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`),
    '_rels/.rels': strToU8('<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'),
    'word/document.xml': strToU8('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Bench</w:t></w:r></w:p></w:body></w:document>'),
    'word/media/image1.bin': [randomBytes(payload), { level: 0 }] as [Uint8Array, { level: 0 }],
  });
  const probe = zipSync(files(1000));
  return Buffer.from(zipSync(files(size - probe.length + 1000)));
}

/** A real one-page .pdf of about `size` bytes: the page plus an embedded attachment of random data. */
async function pdf(size: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  await doc.attach(randomBytes(size - 2000), 'data.bin', { mimeType: 'application/octet-stream' });
  const out = Buffer.from(await doc.save({ useObjectStreams: false }));
  return out.length <= LIMIT ? out : pdf(size - (out.length - LIMIT) - 100);
}

/** Copies each file to the folder (stream + fsync), `CONCURRENT` at a time; MB/s over the whole batch. */
async function plainCopy(paths: string[], into: string, bytes: number): Promise<number> {
  const started = performance.now();
  await Promise.all(
    paths.map(async (from, i) => {
      const to = join(into, `copy-${i}`);
      await pipeline(createReadStream(from), createWriteStream(to));
      const handle = await open(to, 'r');
      await handle.sync();
      await handle.close();
    }),
  );
  return bytes / MB / ((performance.now() - started) / 1000);
}

async function uploadAll(url: string, headers: Record<string, string>, files: Buffer[], kind: string) {
  const started = performance.now();
  const answers = await Promise.all(
    files.map(async (data, i) => {
      const form = new FormData();
      form.set('docType', 'UB');
      form.set('docProperties', JSON.stringify({ dateOfIssue: new Date().toISOString().slice(0, 10) }));
      form.append('files', new Blob([data]), `bench-${i}.${kind}`);
      const res = await fetch(`${url}/customer/doc-mgr/custom-upload-with-properties`, { method: 'POST', headers, body: form });
      return (await res.json()) as { success: boolean; errorCode: string | null };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const failed = answers.filter((a) => !a.success);
  if (failed.length) throw new Error(`uploads refused: ${JSON.stringify(failed.slice(0, 3))}`);
  return seconds;
}

/**
 * With BENCH_DATABASE_URL the server runs on a fresh PostgreSQL database made on that server: its RSS then
 * holds no embedded database (PGlite's WASM heap grows by hundreds of MB at unpredictable moments, which
 * hides or inflates the growth being measured).
 */
async function databaseEnv(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return { env: {}, drop: async () => {} };
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `vault_upload_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), APP_SECRET: 'bench-secret-bench-secret-bench-secret!!', SEED_DEMO: 'true', DEV_TOOLS: 'true' };
  return { env, drop: async () => (await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`), await admin.end()) };
}

async function runKind(kind: 'docx' | 'pdf', work: string) {
  const files = kind === 'docx' ? Array.from({ length: CONCURRENT }, () => docx(LIMIT)) : await Promise.all(Array.from({ length: CONCURRENT }, () => pdf(LIMIT)));
  const bytes = files.reduce((n, f) => n + f.length, 0);
  const source = join(work, `${kind}-source`);
  const copies = join(work, `${kind}-copies`);
  mkdirSync(source);
  mkdirSync(copies);
  const paths = files.map((f, i) => {
    const p = join(source, `${i}.${kind}`);
    writeFileSync(p, f);
    return p;
  });
  const dataDir = join(work, `${kind}-data`);
  const database = await databaseEnv();
  const server = await startServer(dataDir, database.env);
  try {
    const headers = await aliceHeaders(server.url);
    // Warm-up: one small upload loads the inspection and drawing code before memory is measured.
    await uploadAll(server.url, headers, [kind === 'docx' ? docx(200_000) : await pdf(200_000)], kind);
    await new Promise((r) => setTimeout(r, 500));
    const sampler = sampleRss(server.child.pid!);
    const baseline = sampler.stop();
    const during = sampleRss(server.child.pid!);
    const seconds = await uploadAll(server.url, headers, files, kind);
    const peak = during.stop();
    const copyMBps = await plainCopy(paths, copies, bytes);
    return {
      kind,
      files: CONCURRENT,
      totalMB: round(bytes / MB),
      seconds: round(seconds, 2),
      uploadMBps: round(bytes / MB / seconds),
      plainCopyMBps: round(copyMBps),
      ratio: round(bytes / MB / seconds / copyMBps, 2),
      rssBaselineMiB: round(baseline),
      rssPeakMiB: round(peak),
      rssGrowthMiB: round(peak - baseline),
    };
  } finally {
    await server.stop();
    await database.drop();
  }
}

const work = mkdtempSync(join(tmpdir(), 'vault-upload-bench-'));
try {
  // BENCH_KINDS=pdf (or docx) runs one kind only.
  const kinds = (process.env.BENCH_KINDS ?? 'docx,pdf').split(',') as ('docx' | 'pdf')[];
  const runs = [];
  for (const kind of kinds) runs.push(await runKind(kind, work));
  const out = { bench: 'document-upload', database: process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite', at: new Date().toISOString(), loadAverageAtEnd: loadavg().map((n) => round(n, 2)), concurrent: CONCURRENT, fileMB: LIMIT / MB, disk: tmpdir(), runs };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/document-upload.json'), JSON.stringify(out, null, 2));
  console.log(JSON.stringify(out, null, 2));
} finally {
  rmSync(work, { recursive: true, force: true });
}
