import sharp from 'sharp';
import { interpret } from '../grading/document.js';
import { parseAamva } from '../licence/aamva.js';
import { parseEuLines } from '../licence/euLicence.js';
import { extractZone, looksLikeMrzLine } from '../mrz/normalize.js';
import { parseMrz } from '../mrz/parse.js';
import type { DocType, RecognitionResult } from '../types.js';
import { readPdf417 } from './barcode.js';
import { loadUpright, measureQuality, ocrCopy, regionCopy } from './image.js';
import { boundsOf, readLines, type OcrLine } from './paddle.js';

/**
 * Long side of the copy the detector reads: zone characters ~18 px high on a full-frame page. 960 px
 * cost 15 % less CPU than 1120 px at the same accuracy on the corpus; a document small in its photo is
 * read again cropped (findPage), and a zone whose digits fail is read again at full resolution.
 */
const OCR_SIDE = 960;

type Timer = <T>(name: string, f: () => Promise<T>) => Promise<T>;
interface Page {
  lines: OcrLine[];
  scale: number;
  image: Buffer;
}

/** Reads one document in this thread. The worker pool calls this; tests may call it directly. */
export async function readDocument(bytes: Uint8Array, docType: DocType): Promise<RecognitionResult> {
  const timings: Record<string, number> = {};
  const time: Timer = async (name, f) => {
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
  const page = await findPage(upright, time);
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

async function readPage(image: Buffer, width: number, height: number): Promise<Page> {
  const copy = await ocrCopy(image, width, height, OCR_SIDE);
  return { lines: await readLines(copy.buffer), scale: copy.scale, image };
}

/** How well a page was read: 2 every zone check digit passes, composite too (or an EU licence's fields), 1 some do, 0 none. */
const readScore = (lines: OcrLine[]): number => {
  const texts = lines.map((l) => l.text);
  const zone = extractZone(texts);
  const parsed = zone ? parseMrz(zone) : null;
  const checks = parsed ? [parsed.documentNumber, parsed.birthDate, parsed.expiryDate].filter((v) => v.check !== 'invalid').length : 0;
  const euFields = Object.keys(parseEuLines(texts)).filter((k) => ['1', '2', '3', '4a', '4b', '5'].includes(k)).length;
  return (checks === 3 && parsed?.composite !== false) || euFields >= 4 ? 2 : checks > 0 ? 1 : 0;
};

type Upright = { image: Buffer; width: number; height: number };

/**
 * Reads the page; unless it read well, reads again the part where text was found (a document small
 * in a large photo has characters too small at OCR_SIDE); when nothing was recognisable, turned
 * 180, 90 and 270 degrees (a photo taken upside down or sideways).
 */
async function findPage(upright: Upright, time: Timer): Promise<Page> {
  let best = await time('ocr', () => readPage(upright.image, upright.width, upright.height));
  let score = readScore(best.lines);
  if (score === 2) return best;
  const cropped = await cropToText(upright, best);
  if (cropped) {
    const closer = await time('ocr', () => readPage(cropped.image, cropped.width, cropped.height));
    const closerScore = readScore(closer.lines);
    if (closerScore >= score) [best, score] = [closer, closerScore];
  }
  if (score > 0) return best;
  const source = cropped ?? upright;
  for (const angle of [180, 90, 270]) {
    const turned = await sharp(source.image).rotate(angle).png({ compressionLevel: 0 }).toBuffer({ resolveWithObject: true });
    const again = await time('ocr', () => readPage(turned.data, turned.info.width, turned.info.height));
    if (readScore(again.lines) > 0) return again;
  }
  return best;
}

/** The region holding the detected text, with a margin, when it is less than half of the photo. */
async function cropToText(upright: Upright, page: Page): Promise<Upright | null> {
  const b = boundsOf(page.lines);
  if (!b) return null;
  // Wide margins: read small, a zone's filler runs and the digits after them are often not detected at all.
  const marginX = Math.max(upright.width * 0.04, ((b.right - b.left) / page.scale) * 0.5);
  const marginY = Math.max(upright.height * 0.04, ((b.bottom - b.top) / page.scale) * 0.25);
  const left = Math.max(0, Math.floor(b.left / page.scale - marginX));
  const top = Math.max(0, Math.floor(b.top / page.scale - marginY));
  const width = Math.min(upright.width, Math.ceil(b.right / page.scale + marginX)) - left;
  const height = Math.min(upright.height, Math.ceil(b.bottom / page.scale + marginY)) - top;
  if (width < 100 || height < 60 || width * height > 0.5 * upright.width * upright.height) return null;
  const { data, info } = await sharp(upright.image).extract({ left, top, width, height }).png({ compressionLevel: 0 }).toBuffer({ resolveWithObject: true });
  return { image: data, width: info.width, height: info.height };
}

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
