// 10 concurrent 20 MB document uploads against the built server (embedded mode, files on local disk):
// throughput in MB/s next to a plain copy of the same files on the same disk in the same run (stream
// copy + fsync, 10 at a time), and the server's peak memory growth (VmRSS sampled every 25 ms). BENCH_ROUNDS (default 5)
// upload rounds per kind alternate with plain copies (copy, upload, copy, ...): each round is compared with the copies
// on either side of it, and the figures reported are the medians over the rounds (each round's follow in `perRound`),
// since a single copy's speed swung 273-502 MB/s between kinds of one run (the page cache's writeback). Before them,
// BENCH_WARMUP_ROUNDS (default 1) rounds of the same ten uploads warm the server: the first 200 MB a server takes
// after starting cost it and the client twice the CPU of every later round (V8 compiling the hot paths on its helper
// threads, a fresh heap and pool). Their figures are reported (`warmUp`) and their memory counts in the growth, but
// they are not in the medians: a server in service is warm.
// File kinds (BENCH_KINDS, default all): .docx and .xlsx (container checked from its central directory only: the
// streaming path), .pdf (parsed for encryption, counted, first page drawn after the answer), .jpg (a 12 MP photo,
// upright, so stored without its metadata and its thumbnail drawn after the answer) and .png (6.5 MP of noise, ~19.5 MB,
// likewise), jpg-turned (the 12 MP photo with EXIF orientation 6: stored with that tag only, not redrawn). Prints JSON.
// The client sends each request as one prebuilt multipart body over node:http, in one write (BENCH_CLIENT=fetch for
// undici's fetch + FormData, which tops out at 100-160 MB/s on this machine, below what the server takes): no per-chunk
// JavaScript, the kernel copies the buffer into the socket, which is cheaper than a browser streaming from a file, so
// the figure measures the server. `clientCeilingMBps` is the same client sending the same bodies to a server that
// only drains them (its own process since issue 14's fifth pass, so its reading does not share the client's thread),
// in the same run: when the upload figure comes near it, the client is the limit, not the server. CPU seconds (server until
// the answers, with the work after them, the client, the plain copy) show what the two cores were spent on.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { zipSync, strToU8 } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { root } from '../scripts/lib.mjs';
import { aliceHeaders, cpuSeconds, round, rssMiB, sampleRss, startServer, threadCpuDelta, threadCpuSeconds } from './document-support.js';
import { median } from './stats.js';

const CONCURRENT = 10;
const LIMIT = 20 * 1024 * 1024;
const MB = 1024 * 1024;
/** Upload rounds per kind (BENCH_ROUNDS), each between two plain copies. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Untimed rounds before them (BENCH_WARMUP_ROUNDS): reported and counted for memory, left out of the medians. */
const WARMUP_ROUNDS = Number(process.env.BENCH_WARMUP_ROUNDS ?? 1);

type Kind = 'docx' | 'xlsx' | 'pdf' | 'jpg' | 'png' | 'jpg-turned';
/** The file name's extension of a kind (jpg-turned is a .jpg). */
const extOf = (kind: Kind) => (kind === 'jpg-turned' ? 'jpg' : kind);

/** A real .docx (or .xlsx) of exactly `size` bytes or a little less: the main part plus a stored (uncompressed) random image. */
function docx(size: number, spreadsheet = false): Buffer {
  const main = spreadsheet ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
  const part = spreadsheet ? 'xl/workbook.xml' : 'word/document.xml';
  const body = spreadsheet
    ? '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>'
    : '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Bench</w:t></w:r></w:p></w:body></w:document>';
  const files = (payload: number) => ({
    '[Content_Types].xml': strToU8(`<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${main}"/></Types>`),
    '_rels/.rels': strToU8(`<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${part}"/></Relationships>`),
    [part]: strToU8(body),
    [spreadsheet ? 'xl/media/image1.bin' : 'word/media/image1.bin']: [randomBytes(payload), { level: 0 }] as [Uint8Array, { level: 0 }],
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

/** A 12 MP (4000 x 3000) JPEG of noise at quality 100, about 16 MB: a large phone photo that compresses badly. */
const jpg = (width = 4000, height = 3000): Promise<Buffer> =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();

/** The same photo as a phone that did not turn it writes it: EXIF orientation 6 (kept as the only metadata by the server). */
const turned = (data: Buffer): Promise<Buffer> => sharp(data).withMetadata({ orientation: 6 }).jpeg({ quality: 100 }).toBuffer();

/** A 2550 x 2550 PNG of noise, about 19.5 MB (noise does not compress; the limit is 20,000,000 bytes): a large screenshot or scan. */
const png = (width = 2550, height = 2550): Promise<Buffer> =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();

async function makeFile(kind: Kind, size: number): Promise<Buffer> {
  if (kind === 'pdf') return pdf(size);
  if (kind === 'jpg') return size >= LIMIT ? jpg() : jpg(400, 300);
  if (kind === 'jpg-turned') return turned(size >= LIMIT ? await jpg() : await jpg(400, 300));
  if (kind === 'png') return size >= LIMIT ? png() : png(400, 300);
  return docx(size, kind === 'xlsx');
}

/** One upload request as bytes: the same fields the web app sends, then the file. */
function multipart(data: Buffer, name: string): { body: Buffer; type: string } {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const field = (key: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  const head =
    field('docType', 'UB') +
    field('docProperties', JSON.stringify({ dateOfIssue: new Date().toISOString().slice(0, 10) })) +
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a prebuilt body over node:http and returns the parsed JSON answer. */
function post(url: string, headers: Record<string, string>, body: Buffer, type: string): Promise<{ success: boolean; errorCode: string | null }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { ...headers, 'content-type': type, 'content-length': String(body.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString()));
        } catch (error) {
          reject(error);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A server that only drains bodies and answers: its own process, so it does not share the client's thread. */
const DRAIN_SERVER = `
const server = require('node:http').createServer((req, res) => {
  req.resume();
  req.on('end', () => res.end('{"success":true,"errorCode":null}'));
});
server.listen(Number(process.argv[1]), '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

/** The client alone: the same bodies sent the same way to a server that drains them and answers. */
async function clientCeiling(bodies: { body: Buffer; type: string }[], bytes: number): Promise<number> {
  // Next to BENCH_PORT when one is given (the server under test has stopped by then).
  const drain = spawn(process.execPath, ['-e', DRAIN_SERVER, process.env.BENCH_PORT ? String(Number(process.env.BENCH_PORT) + 1) : '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      drain.stdout.once('data', (line: Buffer) => resolve(Number(line.toString().trim())));
      drain.once('exit', () => reject(new Error('drain server exited')));
    });
    const started = performance.now();
    await Promise.all(bodies.map((b) => post(`http://127.0.0.1:${port}/`, {}, b.body, b.type)));
    return bytes / MB / ((performance.now() - started) / 1000);
  } finally {
    drain.kill();
  }
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

/** The ten request bodies of a round, built before anything is timed (node:http), or null for fetch (built per request). */
const bodiesOf = (files: Buffer[], kind: Kind) => (process.env.BENCH_CLIENT === 'fetch' ? null : files.map((data, i) => multipart(data, `bench-${i}.${extOf(kind)}`)));

/** Sends the uploads at once; the wall time from the first byte to the last answer, and the client's CPU over it. */
async function uploadAll(url: string, headers: Record<string, string>, files: Buffer[], kind: Kind, bodies = bodiesOf(files, kind)) {
  const endpoint = `${url}/customer/doc-mgr/custom-upload-with-properties`;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const answers = await Promise.all(
    files.map(async (data, i) => {
      if (bodies) return post(endpoint, headers, bodies[i]!.body, bodies[i]!.type);
      const form = new FormData();
      form.set('docType', 'UB');
      form.set('docProperties', JSON.stringify({ dateOfIssue: new Date().toISOString().slice(0, 10) }));
      form.append('files', new Blob([data]), `bench-${i}.${extOf(kind)}`);
      const res = await fetch(endpoint, { method: 'POST', headers, body: form });
      return (await res.json()) as { success: boolean; errorCode: string | null };
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  const seconds = (performance.now() - started) / 1000;
  const failed = answers.filter((a) => !a.success);
  if (failed.length) throw new Error(`uploads refused: ${JSON.stringify(failed.slice(0, 3))}`);
  return { seconds, clientCpuSeconds: (cpu.user + cpu.system) / 1e6 };
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
  // Named after the database in BENCH_DATABASE_URL, so sessions sharing a server keep to their own names.
  const name = `${new URL(adminUrl).pathname.slice(1).replace(/[^a-z0-9_]/g, '') || 'vault_upload'}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), APP_SECRET: 'bench-secret-bench-secret-bench-secret!!', SEED_DEMO: 'true', DEV_TOOLS: 'true' };
  return { env, drop: async () => (await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`), await admin.end()) };
}

/** One upload round's figures, against the mean of the plain copies just before and after it. */
type Round = { serverCpuByThread: Record<string, number> } & Record<'seconds' | 'uploadMBps' | 'plainCopyMBps' | 'ratio' | 'serverCpuSeconds' | 'serverCpuWithAfterworkSeconds' | 'clientCpuSeconds' | 'rssGrowthMiB' | 'rssGrowthWithAfterworkMiB' | 'rssRestingGrowthMiB', number>;

async function runKind(kind: Kind, parent: string) {
  // Its own folder, so a kind may be listed twice (BENCH_KINDS=jpg,png,jpg) to see how much the order weighs.
  const work = mkdtempSync(join(parent, `${kind}-`));
  const files = await Promise.all(Array.from({ length: CONCURRENT }, () => makeFile(kind, LIMIT)));
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
  // The sources are on disk before anything is timed: their writeback must not land in one measurement and not another.
  for (const p of paths) {
    const handle = await open(p, 'r');
    await handle.sync();
    await handle.close();
  }
  const dataDir = join(work, `${kind}-data`);
  const database = await databaseEnv();
  const server = await startServer(dataDir, database.env);
  try {
    const headers = await aliceHeaders(server.url);
    // Warm-up: one small upload loads the inspection and drawing code before memory is measured.
    await uploadAll(server.url, headers, [await makeFile(kind, 200_000)], kind);
    await new Promise((r) => setTimeout(r, 500));
    const baseline = rssMiB(server.child.pid!);
    // Copies and upload rounds alternate (copy, upload, copy, upload, ..., copy): each round's reference is the mean
    // of the copies just before and after it, so a minute in which the disk or the other core is slower weighs on both.
    const copy = async (n: number) => {
      const into = join(copies, String(n));
      mkdirSync(into);
      const before = process.cpuUsage();
      const mbps = await plainCopy(paths, into, bytes);
      const cpu = process.cpuUsage(before);
      rmSync(into, { recursive: true, force: true });
      return { mbps, cpu: (cpu.user + cpu.system) / 1e6 };
    };
    const bodies = bodiesOf(files, kind);
    const copiesDone = [await copy(0)];
    const rounds: Round[] = [];
    for (let r = 0; r < WARMUP_ROUNDS + ROUNDS; r++) {
      const during = sampleRss(server.child.pid!);
      const cpuBefore = cpuSeconds(server.child.pid!);
      const threadsBefore = threadCpuSeconds(server.child.pid!);
      const { seconds, clientCpuSeconds } = await uploadAll(server.url, headers, files, kind, bodies);
      const cpuAnswered = cpuSeconds(server.child.pid!);
      const threadsAnswered = threadCpuSeconds(server.child.pid!);
      const peak = during.stop();
      // Settled: thumbnails drawn after the answers are part of the memory an upload costs.
      const settled = sampleRss(server.child.pid!);
      await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_SETTLE_MS ?? 3000)));
      const peakAfter = settled.stop();
      // At rest: what the process still holds once the burst and its thumbnails are over (freed pages given back or not).
      const resting = rssMiB(server.child.pid!);
      const cpuSettled = cpuSeconds(server.child.pid!);
      copiesDone.push(await copy(r + 1));
      const reference = (copiesDone[r]!.mbps + copiesDone[r + 1]!.mbps) / 2;
      const uploadMBps = bytes / MB / seconds;
      rounds.push({
        seconds: round(seconds, 2),
        uploadMBps: round(uploadMBps),
        plainCopyMBps: round(reference),
        ratio: round(uploadMBps / reference, 2),
        serverCpuSeconds: round(cpuAnswered - cpuBefore, 2),
        serverCpuWithAfterworkSeconds: round(cpuSettled - cpuBefore, 2),
        serverCpuByThread: threadCpuDelta(threadsBefore, threadsAnswered),
        clientCpuSeconds: round(clientCpuSeconds, 2),
        rssGrowthMiB: round(peak - baseline),
        rssGrowthWithAfterworkMiB: round(Math.max(peak, peakAfter) - baseline),
        rssRestingGrowthMiB: round(resting - baseline),
      });
    }
    const ceiling = bodies ? await clientCeiling(bodies, bytes) : null;
    const warmUp = rounds.slice(0, WARMUP_ROUNDS);
    const timed = rounds.slice(WARMUP_ROUNDS);
    const mid = (key: Exclude<keyof Round, 'serverCpuByThread'>) => median(timed.map((x) => x[key]));
    return {
      kind,
      files: CONCURRENT,
      totalMB: round(bytes / MB),
      rounds: ROUNDS,
      warmUpRounds: WARMUP_ROUNDS,
      // Medians over the rounds after the warm-up; each round's figures follow.
      seconds: mid('seconds'),
      uploadMBps: mid('uploadMBps'),
      plainCopyMBps: mid('plainCopyMBps'),
      ratio: mid('ratio'),
      // CPU time rather than wall time: what the server spent on the ten uploads until their answers, and with the work
      // after them (thumbnails); the plain copy's is this process's own (its reads and writes run in its thread pool).
      serverCpuSeconds: mid('serverCpuSeconds'),
      serverCpuWithAfterworkSeconds: mid('serverCpuWithAfterworkSeconds'),
      plainCopyCpuSeconds: round(median(copiesDone.map((c) => c.cpu)), 2),
      clientCpuSeconds: mid('clientCpuSeconds'),
      client: process.env.BENCH_CLIENT === 'fetch' ? 'fetch + FormData' : 'node:http, prebuilt body',
      clientCeilingMBps: ceiling === null ? null : round(ceiling),
      rssBaselineMiB: round(baseline),
      // The largest over every round, the warm-up included (later rounds start with what earlier ones left).
      rssGrowthMiB: Math.max(...rounds.map((x) => x.rssGrowthMiB)),
      rssGrowthWithAfterworkMiB: Math.max(...rounds.map((x) => x.rssGrowthWithAfterworkMiB)),
      rssRestingGrowthMiB: Math.max(...rounds.map((x) => x.rssRestingGrowthMiB)),
      perRound: timed,
      warmUp,
      plainCopiesMBps: copiesDone.map((c) => round(c.mbps)),
    };
  } finally {
    await server.stop();
    await database.drop();
  }
}

const loadAverageAtStart = loadavg().map((n) => round(n, 2));
const work = mkdtempSync(join(tmpdir(), 'vault-upload-bench-'));
try {
  // BENCH_KINDS=pdf (or docx, xlsx, jpg, png, jpg-turned, or a list) runs those kinds only.
  const kinds = (process.env.BENCH_KINDS ?? 'docx,xlsx,pdf,jpg,png,jpg-turned').split(',') as Kind[];
  const runs = [];
  for (const kind of kinds) runs.push(await runKind(kind, work));
  const out = { bench: 'document-upload', command: `${process.env.BENCH_SERVER_ENTRY ? `BENCH_SERVER_ENTRY=${process.env.BENCH_SERVER_ENTRY} ` : ''}${process.env.BENCH_DATABASE_URL ? `BENCH_DATABASE_URL=${process.env.BENCH_DATABASE_URL} ` : ''}BENCH_KINDS=${kinds.join(',')} npx tsx bench/document-upload.ts`, loadAverageAtStart, database: process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite', at: new Date().toISOString(), loadAverageAtEnd: loadavg().map((n) => round(n, 2)), concurrent: CONCURRENT, fileMB: LIMIT / MB, disk: tmpdir(), runs };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/document-upload.json'), JSON.stringify(out, null, 2));
  console.log(JSON.stringify(out, null, 2));
} finally {
  rmSync(work, { recursive: true, force: true });
}
