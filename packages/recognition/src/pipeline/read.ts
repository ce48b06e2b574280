import sharp from 'sharp';
import { interpret } from '../grading/document.js';
import { parseAamva } from '../licence/aamva.js';
import { parseEuLines } from '../licence/euLicence.js';
import { extractZone, looksLikeMrzLine } from '../mrz/normalize.js';
import type { DocType, RecognitionResult } from '../types.js';
import { readPdf417 } from './barcode.js';
import { loadUpright, measureQuality, ocrCopy, regionCopy } from './image.js';
import { boundsOf, readLines, type OcrLine } from './paddle.js';

/** Long side of the copy the detector reads: ~1 s for a page on one core, zone characters ~20 px high. */
const OCR_SIDE = 1120;

/** Reads one document in this thread. The worker pool calls this; tests may call it directly. */
export async function readDocument(bytes: Uint8Array, docType: DocType): Promise<RecognitionResult> {
  const timings: Record<string, number> = {};
  const time = async <T>(name: string, f: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    try {
      return await f();
    } finally {
      timings[name] = Math.round((timings[name] ?? 0) + performance.now() - t);
    }
  };
  const upright = await time('decode', () => loadUpright(bytes));
  const quality = await time('quality', () => measureQuality(upright.image, upright.width, upright.height));
  // A US licence's barcode carries everything and reads in tens of milliseconds: try it before any OCR.
  const early = docType === 'DL' ? await time('barcode', () => readBarcodes(upright.image)) : [];
  if (early.some((t) => parseAamva(t))) return { ...interpret(docType, { lines: [], barcodes: early, quality }), timings };
  let page = await time('ocr', () => readPage(upright.image, upright.width, upright.height));
  // A photo taken sideways or upside down: try the other orientations only when nothing was found.
  for (const angle of [180, 90, 270]) {
    if (foundSomething(page.lines)) break;
    const turned = await sharp(upright.image).rotate(angle).png({ compressionLevel: 0 }).toBuffer({ resolveWithObject: true });
    const again = await time('ocr', () => readPage(turned.data, turned.info.width, turned.info.height));
    if (foundSomething(again.lines)) page = { ...again, image: turned.data };
  }
  const texts = page.lines.map((l) => l.text);
  const zone = extractZone(texts);
  const barcodes = docType !== 'DL' && !zone ? await time('barcode', () => readBarcodes(upright.image)) : early;
  const needsSecond = zone !== null && secondReadingHelps(docType, texts, barcodes, quality);
  const secondZoneLines = needsSecond ? await time('zone2', () => secondZoneReading(page.image, page.lines, page.scale)) : undefined;
  const result = interpret(docType, { lines: texts, secondZoneLines, barcodes, quality });
  return { ...result, timings };
}

/** PDF417 as photographed; when it is not found, small turns (the decoder wants rows near level). */
async function readBarcodes(image: Buffer): Promise<string[]> {
  const found = await readPdf417(image);
  for (const angle of [-4, 4, -8, 8]) {
    if (found.length) break;
    found.push(...(await readPdf417(await sharp(image).rotate(angle, { background: '#ffffff' }).png({ compressionLevel: 0 }).toBuffer())));
  }
  return found;
}

/**
 * A second zone reading costs about as much as a third of the page; it is made only when the first
 * leaves something unconfirmed (a check digit failing or corrected, nationality or sex not printed).
 */
function secondReadingHelps(docType: DocType, texts: string[], barcodes: string[], quality: RecognitionResult['quality']): boolean {
  const first = interpret(docType, { lines: texts, barcodes, quality });
  return first.fields.some((f) => [2, 3, 5, 11, 12, 51].includes(f.code) && f.display === 2 && f.grade !== 'PASS');
}

async function readPage(image: Buffer, width: number, height: number): Promise<{ lines: OcrLine[]; scale: number; image: Buffer }> {
  const copy = await ocrCopy(image, width, height, OCR_SIDE);
  return { lines: await readLines(copy.buffer), scale: copy.scale, image };
}

const foundSomething = (lines: OcrLine[]): boolean => {
  const texts = lines.map((l) => l.text);
  return extractZone(texts) !== null || Object.keys(parseEuLines(texts)).length >= 3 || lines.length >= 6;
};

/** Reads the zone again from the full-resolution image, preprocessed differently (grey, normalised, larger). */
async function secondZoneReading(image: Buffer, lines: OcrLine[], scale: number): Promise<string[] | undefined> {
  const zoneLines = lines.filter((l) => looksLikeMrzLine(l.text));
  const b = boundsOf(zoneLines);
  if (!b) return undefined;
  const meta = await sharp(image).metadata();
  const [W, H] = [meta.width ?? 0, meta.height ?? 0];
  const lineHeight = (b.bottom - b.top) / Math.max(1, zoneLines.length) / scale;
  const left = Math.max(0, Math.floor(b.left / scale - lineHeight));
  const top = Math.max(0, Math.floor(b.top / scale - lineHeight * 0.6));
  const right = Math.min(W, Math.ceil(b.right / scale + lineHeight));
  const bottom = Math.min(H, Math.ceil(b.bottom / scale + lineHeight * 0.6));
  if (right - left < 50 || bottom - top < 20) return undefined;
  const chars = Math.max(...zoneLines.map((l) => l.text.length));
  const crop = await regionCopy(image, { left, top, width: right - left, height: bottom - top }, Math.min(1600, Math.max(900, chars * 30)));
  return (await readLines(crop)).map((l) => l.text);
}
