import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPdfJob } from './pdf-worker.js';
import { countPages, makeThumbnail, renderPage } from './render.js';
import { jpegWithExif, ooxml, pdf } from './test-fixtures.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vault-render-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
const saved = async (name: string, data: Buffer) => {
  const path = join(dir, name);
  await writeFile(path, data);
  return path;
};

describe('PDF pages', () => {
  it('renders page 2 of a 3-page PDF as a PNG of the asked width and the page proportions, with the text drawn', async () => {
    const data = await pdf(3, [300, 400]);
    const { png, pageCount } = await renderPage(data, 'PDF', 2, 600);
    expect(pageCount).toBe(3);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 600, height: 800 });
    // The page is white paper with dark text near its top: some dark pixels in the top band, none below.
    const { data: pixels, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const darkInRows = (from: number, to: number) => {
      let dark = 0;
      for (let y = from; y < to; y += 1) for (let x = 0; x < info.width; x += 1) if (pixels[y * info.width + x]! < 100) dark += 1;
      return dark;
    };
    expect(darkInRows(80, 160)).toBeGreaterThan(50);
    expect(darkInRows(300, 800)).toBe(0);
  });

  it('answers NOT_FOUND past the last page and FILE_DAMAGED for bytes that are not a PDF', async () => {
    const data = await pdf(3);
    await expect(renderPage(data, 'PDF', 4)).rejects.toMatchObject({ key: 'NOT_FOUND' });
    await expect(renderPage(data, 'PDF', 0)).rejects.toMatchObject({ key: 'NOT_FOUND' });
    await expect(renderPage(Buffer.from('not a pdf at all'), 'PDF', 1)).rejects.toMatchObject({ key: 'FILE_DAMAGED' });
  });

  it('counts pages: 3 for the PDF, 1 for an image, 0 for Word/Excel', async () => {
    expect(await countPages(await saved('three.pdf', await pdf(3)), 'PDF')).toBe(3);
    expect(await countPages(await saved('one.jpg', await jpegWithExif()), 'IMAGE')).toBe(1);
    expect(await countPages(await saved('a.docx', ooxml('docx')), 'WORD_DOC')).toBe(0);
  });

  it('draws a scanned page off the main thread: the event loop keeps answering', async () => {
    const pixels = Buffer.alloc(2480 * 3508 * 3);
    for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
    const scan = await sharp(pixels, { raw: { width: 2480, height: 3508, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
    const doc = await PDFDocument.create();
    const image = await doc.embedJpg(scan);
    doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
    const data = Buffer.from(await doc.save());
    let last = Date.now();
    let worstGap = 0;
    const tick = setInterval(() => {
      worstGap = Math.max(worstGap, Date.now() - last);
      last = Date.now();
    }, 5);
    const started = Date.now();
    const { png } = await renderPage(data, 'PDF', 1, 1200);
    const took = Date.now() - started;
    clearInterval(tick);
    expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 1699 }); // 842 / 595 * 1200, rounded up
    // On the main thread the loop stalled for the whole drawing (~1.8 s); in the worker it only waits for small
    // steps (decoding the PNG it gets back). Relative bound: the machine may be busy with other tests.
    expect(took).toBeGreaterThan(300);
    expect(worstGap).toBeLessThan(took / 3);
  });

  it('caps the drawn size of an absurdly tall page', async () => {
    const { png } = await renderPage(await pdf(1, [10, 14_000]), 'PDF', 1, 2400);
    const meta = await sharp(png).metadata();
    expect(meta.width! * meta.height!).toBeLessThanOrEqual(16_000_000 + 20_000);
  });
});

describe('the PDF worker queue', () => {
  it('runs checks an answer waits for before thumbnails queued earlier', async () => {
    const path = await saved('queued.pdf', await pdf(1, [300, 400]));
    const finished: string[] = [];
    const track = (label: string, job: Promise<unknown>) => job.then(() => finished.push(label));
    const thumbnails = [1, 2, 3].map((n) => track(`thumbnail ${n}`, runPdfJob({ path }, { op: 'render', page: 1, width: 1200, maxPixels: 16_000_000, background: true })));
    const check = track('check', runPdfJob({ path }, { op: 'inspect' }));
    await Promise.all([...thumbnails, check]);
    // The first thumbnail may already be drawing when the check arrives; the other two wait behind it.
    expect(finished.indexOf('check')).toBeLessThanOrEqual(1);
    expect(finished.slice(-2)).toEqual(['thumbnail 2', 'thumbnail 3']);
  });
});

describe('thumbnails', () => {
  it('makes a WebP of at most 320 px from a JPEG, upright', async () => {
    const path = await saved('big.jpg', await jpegWithExif(1000, 500));
    const thumb = await makeThumbnail(path, 'IMAGE');
    const meta = await sharp(thumb!).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(320);
    // EXIF orientation 6: the 1000x500 landscape is shown as a portrait.
    expect(meta.height).toBeGreaterThan(meta.width!);
  });

  it("draws a PDF's first page", async () => {
    const thumb = await makeThumbnail(await saved('doc.pdf', await pdf(2, [300, 400])), 'PDF');
    const meta = await sharp(thumb!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 240, height: 320 });
  });

  it('has none for Word and Excel', async () => {
    expect(await makeThumbnail(await saved('x.xlsx', ooxml('xlsx')), 'EXCEL')).toBeNull();
  });

  it('renders an image as its single page', async () => {
    const { png, pageCount } = await renderPage(await jpegWithExif(400, 200), 'IMAGE', 1, 150);
    expect(pageCount).toBe(1);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 150, height: 300 });
    await expect(renderPage(await jpegWithExif(), 'IMAGE', 2)).rejects.toMatchObject({ key: 'NOT_FOUND' });
  });
});
