// The fuzz generator of the suite (packages/server/src/test/fuzz.ts), for longer: FUZZ_REQUESTS (20,000)
// malformed requests over every route of the OpenAPI document against the built server (embedded mode),
// 8 at a time, as Alice and anonymously. Reference in the same run: as many well-formed requests
// (POST /config) first; then FUZZ_UPLOADS (200) valid uploads (a 48 MP photo, a 12 MP PNG, a PDF), which
// decode and render. Prints requests by status, 5xx count, and the server's RSS before, after each phase
// and at peak. `npm run build` first.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { fuzzRequest, operationsOf, random } from '../packages/server/src/test/fuzz.js';
import { aliceHeaders, round, rssMiB, sampleRss, startServer } from './document-support.js';

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const UPLOADS = Number(process.env.FUZZ_UPLOADS ?? 200);

/** A 48-megapixel noisy photo (JPEG), a 12-megapixel PNG and a 3-page PDF. */
async function uploadFiles() {
  const noise = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 6 } } });
  const doc = await PDFDocument.create();
  for (let i = 0; i < 3; i++) doc.addPage([595, 842]).drawText(`Page ${i + 1}`, { x: 50, y: 780, size: 24 });
  return [
    { name: 'photo.jpg', data: await noise(8000, 6000).jpeg({ quality: 80 }).toBuffer() },
    { name: 'scan.png', data: await noise(4000, 3000).png({ compressionLevel: 1 }).toBuffer() },
    { name: 'statement.pdf', data: Buffer.from(await doc.save()) },
  ];
}
const CONCURRENCY = 8;

async function run(count: number, send: (i: number) => Promise<number>) {
  const byStatus: Record<number, number> = {};
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const status = await send(next++);
        byStatus[status] = (byStatus[status] ?? 0) + 1;
      }
    }),
  );
  return { byStatus, seconds: round((Date.now() - started) / 1000) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'vault-fuzz-'));
const server = await startServer(dataDir);
try {
  const pid = server.child.pid!;
  let alice = await aliceHeaders(server.url);
  let signingIn: Promise<Record<string, string>> | null = null;
  const ops = operationsOf((await (await fetch(`${server.url}/customer/docs/json`)).json()) as Parameters<typeof operationsOf>[0]);
  const rssStart = round(rssMiB(pid));

  const reference = await run(Number(process.env.FUZZ_REFERENCE ?? TOTAL), async () => (await fetch(`${server.url}/customer/config`, { method: 'POST', headers: { ...alice, 'content-type': 'application/json' }, body: '{"all":true}' })).status);
  const rssAfterReference = round(rssMiB(pid));

  const rng = random(Number(process.env.FUZZ_SEED ?? 15));
  const peak = sampleRss(pid, 100);
  const fuzz = await run(TOTAL, async (i) => {
    const op = ops[i % ops.length]!;
    const req = fuzzRequest(op, rng);
    const signedIn = !req.anonymous && op.path !== '/customer/login/logout';
    const headers = { ...req.headers, ...(signedIn ? { cookie: alice.cookie!, ...('authorization' in req.headers ? {} : { authorization: alice.authorization! }) } : {}) };
    const res = await fetch(`${server.url}${req.url}`, { method: req.method, headers, ...(req.payload === undefined ? {} : { body: req.payload }) }).catch(() => null);
    if (!res) return 0; // connection closed by the server (counted apart)
    const answer = await res.text();
    if (res.status >= 500) console.error(JSON.stringify({ status: res.status, method: req.method, url: req.url.slice(0, 300), headers: req.headers, payload: String(req.payload ?? '').slice(0, 300), answer: answer.slice(0, 300) }));
    if (signedIn && res.status === 401 && headers.cookie === alice.cookie) {
      // One sign-in at a time: parallel ones would read each other's mailed codes.
      signingIn ??= aliceHeaders(server.url).finally(() => (signingIn = null));
      alice = await signingIn;
    }
    return res.status;
  });
  const rssAfterFuzz = round(rssMiB(pid));

  // Valid uploads (what decodes and renders: big photos, PDFs), to see what stays after them.
  const files = await uploadFiles();
  const uploadPeak = sampleRss(pid, 100);
  const uploads = await run(UPLOADS, async (i) => {
    const f = files[i % files.length]!;
    const body = new FormData();
    body.set('docType', 'UB');
    body.set('docProperties', JSON.stringify({ dateOfIssue: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10) }));
    body.set('files', new Blob([f.data]), f.name);
    const res = await fetch(`${server.url}/customer/doc-mgr/custom-upload-with-properties`, { method: 'POST', headers: alice, body }).catch(() => null);
    if (!res) return 0;
    await res.arrayBuffer();
    return res.status;
  });
  const rssAfterUploads = round(rssMiB(pid));
  const fiveXX = Object.entries(fuzz.byStatus).filter(([s]) => Number(s) >= 500).reduce((n, [, c]) => n + c, 0);
  console.log(
    JSON.stringify(
      {
        requests: TOTAL,
        operations: ops.length,
        reference: { ...reference, rssMiB: { before: rssStart, after: rssAfterReference } },
        fuzz: { ...fuzz, fiveXX, rssMiB: { before: rssAfterReference, after: rssAfterFuzz, peak: round(peak.stop()) } },
        uploads: { ...uploads, files: files.map((f) => `${f.name} ${round(f.data.length / 1048576)} MB`), rssMiB: { before: rssAfterFuzz, after: rssAfterUploads, peak: round(uploadPeak.stop()) } },
        loadavg: loadavg().map((n) => round(n, 2)),
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
