import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { LIMITS } from '@vault/contract';
import { AppError } from '../../../lib/errors.js';

// Everything pdf.js loads comes from its own package folder: the library, its worker, standard fonts, character
// maps, image decoders. Nothing is fetched from a CDN (the server runs offline).
const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
export const PDFJS_ASSETS = {
  library: pathToFileURL(join(root, 'legacy/build/pdf.mjs')).href,
  worker: pathToFileURL(join(root, 'legacy/build/pdf.worker.mjs')).href,
  standardFonts: `${join(root, 'standard_fonts')}/`,
  cMaps: `${join(root, 'cmaps')}/`,
  wasm: `${join(root, 'wasm')}/`,
  icc: `${join(root, 'iccs')}/`,
};

/**
 * The worker's code, plain JavaScript so it runs the same from TypeScript sources and from the bundle. pdf.js
 * decodes scanned pages in JavaScript (1-2 s for an A4 scan): on the main thread that would stall every request.
 * pdf.js's own canvas factory (@napi-rs/canvas in Node) makes the page canvas, so its internal canvases match.
 */
const WORKER_CODE = `
const { parentPort, workerData: a } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const ready = import(a.library).then((lib) => { lib.GlobalWorkerOptions.workerSrc = a.worker; return lib; });
// A file is read by pdf.js in 64 KiB ranges, only the parts it needs (the cross-reference table, the trailer, the
// objects of one page): a 20 MB upload is never held whole. Bytes (a stored file read for the viewer) are passed as is.
const sourceOf = (job) => job.path ? { url: pathToFileURL(job.path), disableStream: true, disableAutoFetch: true } : { data: job.data };
// pdf.js refuses to open a file whose password it lacks (PasswordException) or whose security handler it does not know.
const isLocked = (e) => e && (e.name === 'PasswordException' || /encryption|security handler/i.test(String(e.message)));
async function run(job) {
  const lib = await ready;
  let pdf;
  try {
    pdf = await lib.getDocument({ ...sourceOf(job), standardFontDataUrl: a.standardFonts, cMapUrl: a.cMaps, cMapPacked: true,
      wasmUrl: a.wasm, iccUrl: a.icc, isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  } catch (e) { return { error: isLocked(e) ? 'PDF_RESTRICTED' : 'FILE_DAMAGED' }; }
  try {
    if (job.op === 'inspect') {
      // The trailer's /Encrypt as the parser reads it (names with # escapes, any whitespace, comments): an encrypted
      // file that opens without a password (owner password, restricted permissions) still has its security handler.
      const { info } = await pdf.getMetadata();
      const encrypted = Boolean(info.EncryptFilterName) || (await pdf.getPermissions()) !== null;
      return { encrypted, pageCount: pdf.numPages };
    }
    if (!Number.isInteger(job.page) || job.page < 1 || job.page > pdf.numPages) return { error: 'NOT_FOUND' };
    const page = await pdf.getPage(job.page);
    const natural = page.getViewport({ scale: 1 });
    const scale = Math.min(job.width / natural.width, Math.sqrt(job.maxPixels / (natural.width * natural.height)));
    const viewport = page.getViewport({ scale });
    const target = pdf.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    target.context.fillStyle = '#ffffff';
    target.context.fillRect(0, 0, target.canvas.width, target.canvas.height);
    await page.render({ canvas: target.canvas, canvasContext: target.context, viewport }).promise;
    const png = target.canvas.toBuffer('image/png');
    page.cleanup();
    return { png, pageCount: pdf.numPages };
  } catch { return { error: 'FILE_DAMAGED' }; } finally { await pdf.destroy(); }
}
// pdf.js gives each document a buffer as long as the whole file (its ChunkedStream), touched only where it reads.
// Once glibc has raised its mmap threshold past that size (it does when the first such buffer is freed), the next
// ones come zero-filled from the heap and stay resident in this thread's arena: with two checks and a thumbnail
// open at once, 60 MiB for 20 MB files. So one document is open at a time (jobs queue; each takes milliseconds to a
// second), and it is collected as soon as its job ends, so the next one reuses the same block (docs/performance.md).
// With a fixed threshold (MALLOC_MMAP_THRESHOLD_, which npm start and the README's deployment set) every such buffer
// is its own mapping, resident only where read and returned when freed: no collection is needed, and the full
// collection after each job was a fifth of the CPU ten 20 MB PDFs cost ("PDF uploads without a forced collection").
// A threshold above the largest upload would not map these buffers: collected then, as without one.
const threshold = Number(process.env.MALLOC_MMAP_THRESHOLD_);
const mapped = threshold > 0 && threshold <= ${LIMITS.uploadFileBytes};
if (!mapped) require('node:v8').setFlagsFromString('--expose-gc');
const collect = mapped ? () => {} : require('node:vm').runInNewContext('gc');
// Jobs an answer waits for (checks, the viewer's pages) go before drawings made after an answer (thumbnails).
const waiting = [[], []];
let busy = false;
async function drain() {
  busy = true;
  for (let job; (job = waiting[0].shift() ?? waiting[1].shift()); ) {
    const result = await run(job).catch(() => ({ error: 'FILE_DAMAGED' }));
    parentPort.postMessage({ id: job.id, ...result });
    // Collected after every job (without a fixed mmap threshold): skipping it after checks (collecting only when idle)
    // took ten PDFs from 59-66 to 95-118 MiB of growth (docs/benchmarks.md, issue 14, branch i14-up2).
    collect();
  }
  busy = false;
}
parentPort.on('message', (job) => {
  waiting[job.background ? 1 : 0].push(job);
  if (!busy) void drain();
});
`;

/** Where the worker reads the PDF: a file on local disk (read in ranges, never whole) or bytes already in memory. */
export type PdfSource = { path: string } | { data: Uint8Array };
/** `background`: drawn after the answer (a thumbnail), so it waits behind jobs an answer is waiting for. */
export type PdfJob = { op: 'inspect' } | { op: 'render'; page: number; width: number; maxPixels: number; background?: boolean };
interface Reply {
  id: number;
  error?: 'FILE_DAMAGED' | 'NOT_FOUND' | 'PDF_RESTRICTED';
  png?: Uint8Array;
  pageCount?: number;
  encrypted?: boolean;
}
interface Pending {
  resolve(reply: Reply): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** A page that takes longer than this is treated as hostile: the worker is replaced. */
const JOB_TIMEOUT_MS = 60_000;
let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(): void {
  for (const [id, job] of pending) {
    clearTimeout(job.timer);
    job.reject(new AppError('FILE_DAMAGED'));
    pending.delete(id);
  }
}

/** One worker, started on first use, keeping the process alive only while it has work; replaced if it dies or hangs. */
function getWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_CODE, { eval: true, workerData: PDFJS_ASSETS, resourceLimits: { maxOldGenerationSizeMb: 1024 } });
  started.unref();
  started.on('message', (reply: Reply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    clearTimeout(job.timer);
    pending.delete(reply.id);
    if (pending.size === 0) started.unref();
    job.resolve(reply);
  });
  started.on('error', () => undefined);
  started.on('exit', () => {
    if (worker === started) worker = null;
    failAll();
  });
  worker = started;
  return started;
}

/** Runs one job on a PDF in the worker; AppError FILE_DAMAGED / NOT_FOUND / PDF_RESTRICTED as the worker reports. */
export function runPdfJob(source: PdfSource, job: PdfJob): Promise<{ png: Buffer | null; pageCount: number; encrypted: boolean }> {
  const id = (nextId += 1);
  const target = getWorker();
  return new Promise<Reply>((resolve, reject) => {
    const timer = setTimeout(() => void target.terminate(), JOB_TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    // Held while it has work (a script awaiting a page must not exit under it), let go when idle.
    target.ref();
    // Bytes are copied into the message (the caller keeps its buffer); a path costs nothing to send.
    target.postMessage({ id, ...('path' in source ? { path: source.path } : { data: new Uint8Array(source.data) }), ...job });
  }).then((reply) => {
    if (reply.error) throw new AppError(reply.error);
    const png = reply.png ? Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength) : null;
    return { png, pageCount: reply.pageCount ?? 0, encrypted: reply.encrypted ?? false };
  });
}
