import sharp from 'sharp';
import { interpret } from '../grading/document.js';
import { visualZone, vizHasNames } from '../grading/viz.js';
import { parseAamva } from '../licence/aamva.js';
import { parseEuLines } from '../licence/euLicence.js';
import { SMALL_CHARACTER_PITCH } from '../mrz/confusions.js';
import { extractZone, FILLER_MISREADS, looksLikeFillerlessLine, looksLikeMrzLine, normalizeMrzText } from '../mrz/normalize.js';
import { allChecksPass, checksPassing, parseMrz } from '../mrz/parse.js';
import type { DocType, RecognitionResult } from '../types.js';
import type { Readings } from '../grading/document.js';
import { issueInDoubt } from '../grading/issueDate.js';
import { readPdf417 } from './barcode.js';
import { colouredInkShare, inkDropout, loadUpright, measureQuality, ocrCopy, regionCopy, WHITE_FROM } from './image.js';
import { settleGlyphs } from './fillerGlyphs.js';
import { zonePitch } from './zoneLines.js';
import { rereadNameLine } from './nameLine.js';
import { boundsOf, detect, joinRows, recognise, recogniseUntil, textAngle, type Detected, type OcrLine } from './paddle.js';
import { wordsWithLostLetters } from './lostLetters.js';
import { paperAround } from './paper.js';
import { printedAgain, READ_AGAIN_SCALES, SMALL_PAGE_SCALE } from './printedAgain.js';
import { readingOrder, wantedLengths } from './readingOrder.js';
import { secondReadingNeeded, sexLineSettled } from './secondReading.js';
import { gradingSettled } from './settled.js';
import { cutRegions } from './split.js';
import { zoneBandReading } from './zoneBand.js';

/**
 * Long side of the copy the detector reads: zone characters ~18 px high on a full-frame page. 960 px
 * cost 15 % less CPU than 1120 px at the same accuracy on the corpus; a document small in its photo is
 * read again cropped (findPage), and a zone whose digits fail is read again at full resolution.
 */
const DETECT_SIDE = Number(process.env.RECOGNITION_DETECT_SIDE ?? 960);
const READ_SIDE = Number(process.env.RECOGNITION_READ_SIDE ?? 960);

/**
 * CPU-time budget per document for the optional re-readings (crop, flip, second zone reading): past it,
 * the best reading so far is interpreted. Every path is bounded by construction (at most four page
 * readings); the budget is the safety net. It is CPU time, not wall time (issue 12): a worker is a
 * process of its own and reads one document at a time, so its CPU time is the document's, and results do
 * not change with the machine's load (a 15 s wall-clock budget skipped the flip of a turned page when the
 * machine ran at load 17 and ten seconds of wall time passed for each of CPU). A reading costs 1-3 s.
 */
const BUDGET_MS = 6_000;

/** CPU time of this process in ms (user and system). */
const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * A page turned this far (degrees) is deskewed before reading; below it the detector's rotated boxes cope.
 * Deskewing means detecting the page again (~0.35 s of CPU). At 2.5 degrees, every realistic-corpus page
 * tilted 2.5-3.9 degrees (15 of 95: perspective, visas, cards on a desk) and the classic corpus's pages
 * turned up to 5 degrees read and graded the same without it (issue 12, docs/benchmarks.md).
 */
const DESKEW_MIN = 5;

type Timer = (<T>(name: string, f: () => Promise<T>) => Promise<T>) & { left(): number };
interface Page {
  lines: OcrLine[];
  scale: number;
  image: Buffer;
  /** The image's size in pixels. */
  width: number;
  height: number;
  /** Bounds of every detected region (read or not), in the OCR copy's pixels. */
  bounds: ReturnType<typeof boundsOf>;
  /** Every detected region's corners (read or not), in the OCR copy's pixels: carried over when the page is turned. */
  boxes: number[][][];
  /** The OCR copy's size (its scale differs a little between the axes: sides are multiples of 32). */
  copy: { width: number; height: number };
}

/** Regions read first, longest first: a zone's lines are the longest on a document page. */
const FIRST_REGIONS = 8;

/** Reads one document in this thread. The worker pool calls this; tests may call it directly. */
export async function readDocument(bytes: Uint8Array, docType: DocType): Promise<RecognitionResult> {
  const cpuStart = cpuNow();
  const { result, stamped } = await readOnce(bytes, docType, cpuStart);
  if (!stamped || BUDGET_MS - (cpuNow() - cpuStart) <= 0) return result;
  // Coloured ink over a zone left in doubt: the page read again with that ink dropped out; its reading is taken
  // only when it grades more fields PASS, or as many and more of the names (each reading is graded on its own, so no
  // value passes on the other's word).
  const t = performance.now();
  // The document's budget, not a new one: the second reading has what the first left.
  const again = await readOnce(await inkDropout(stamped), docType, cpuStart, true);
  const timings = { ...result.timings, inkDropout: Math.round(performance.now() - t) };
  const passed = (r: RecognitionResult, codes?: number[]) => r.fields.filter((f) => f.grade === 'PASS' && (!codes || codes.includes(f.code))).length;
  // As many either way: the one whose names the print confirms more (no check digit covers names; a stamp's letters
  // read into them, 'ZOE MARVIAZNAZ9', while the number's and dates' digits pass in both readings).
  const better = passed(again.result) > passed(result) || (passed(again.result) === passed(result) && passed(again.result, NAME_FIELDS) > passed(result, NAME_FIELDS));
  return better ? { ...again.result, quality: result.quality, timings } : { ...result, timings };
}

/**
 * Coloured ink (a stamp's) covering at least this share of the zone's band sends a reading whose zone fields are not
 * all PASS to be read again with the ink dropped out (issue 12, stress kind 'stamp': the stamp's letters read into the
 * name line's fillers, its digits into the dates).
 */
const STAMP_SHARE = 0.01;

/** The surname and given names. */
const NAME_FIELDS = [8, 9];

/** Zone fields whose doubt a stamp over the zone may cause. */
const ZONE_FIELDS = [2, 3, 5, 8, 9, 11, 12, 51];

/**
 * One reading of the document, within the budget counted from `cpuStart` (the document's start); `stamped`: the upright
 * image, when coloured ink over the zone may explain its doubts.
 */
async function readOnce(bytes: Uint8Array, docType: DocType, cpuStart: number, dropped = false): Promise<{ result: RecognitionResult; stamped?: Buffer }> {
  const timings: Record<string, number> = {};
  const time: Timer = Object.assign(
    async <T>(name: string, f: () => Promise<T>): Promise<T> => {
      const [t, c] = [performance.now(), cpuNow()];
      try {
        return await f();
      } finally {
        timings[name] = Math.round((timings[name] ?? 0) + performance.now() - t);
        timings[`${name}Cpu`] = Math.round((timings[`${name}Cpu`] ?? 0) + cpuNow() - c);
      }
    },
    { left: () => BUDGET_MS - (cpuNow() - cpuStart) },
  );
  const upright = await time('decode', () => loadUpright(bytes));
  const copy = await time('copy', () => ocrCopy(upright.image, upright.width, upright.height, DETECT_SIDE, READ_SIDE));
  const quality = await time('quality', () => measureQuality(copy.input, upright.width, upright.height));
  // A US licence's barcode carries everything and reads in tens of milliseconds: try it before any OCR.
  const early = docType === 'DL' ? await time('barcode', () => readBarcodes(upright.image)) : [];
  if (early.some((t) => parseAamva(t))) return { result: { ...interpret(docType, { lines: [], barcodes: early, quality }), timings } };
  const page = await findPage(upright, copy, time, docType !== 'DL');
  const texts = page.lines.map((l) => l.text);
  const zone = extractZone(texts);
  // Someone may choose the wrong type for a US licence: one barcode attempt, without the turns.
  const barcodes = docType !== 'DL' && !zone ? await time('barcode', () => readPdf417(upright.image)) : early;
  // No zone assembled, or none of its check digits passing: the band its pieces lie in is read again, larger (zoneBand.ts).
  const unverified = docType !== 'DL' && (!zone || readScore(page.lines) === 0) && time.left() > 0;
  // Words of the names a reading of the zone lost a character beside: the page's, and the band's and the zone's read again.
  const lostLetters = wordsWithLostLetters(page.lines, page.scale);
  const band = unverified ? await time('zone2', () => zoneBandReading(page.image, page.lines, page.scale, page.bounds, time, lostLetters)) : undefined;
  const second = !band && zone !== null && time.left() > 0 ? secondReadingNeeded(docType, texts, barcodes, quality) : 'none';
  // The sex's line read again first; when that does not settle it, the whole zone (a line read well once
  // may read worse cut from the full-resolution page).
  const line = second === 'line' ? await time('zoneLine', () => sexLineReading(page)) : undefined;
  const pitch = zonePitch(page.lines, page.scale);
  const withLine = line && interpret(docType, { lines: texts, secondZoneLines: line, barcodes, quality, zonePitch: pitch, lostLetters });
  if (withLine && sexLineSettled(withLine.fields)) return finish(await withSmallPageAgain({ lines: texts, secondZoneLines: line, barcodes, quality, zonePitch: pitch, lostLetters }, withLine));
  const whole = second === 'zone' || (second === 'line' && time.left() > 0);
  const secondZoneLines = whole ? await time('zone2', () => secondZoneReading(page, pitch, time, lostLetters)) : band;
  const readings: Readings = { lines: texts, secondZoneLines, barcodes, quality, zonePitch: pitch, lostLetters };
  return finish(await withSmallPageAgain(readings, interpret(docType, readings)));

  /**
   * A small page (a scan of a few hundred pixels, read enlarged) whose zone was read (by the page or the band reading)
   * and whose date of issue is in doubt (none read, or one no common validity gives: grading/issueDate.ts), whose names
   * the printed zone did not confirm, whose number fails its check digit or whose sex the zone read as none: read again
   * nearer its own size (printedAgain.ts), at each of READ_AGAIN_SCALES in turn while what it is read for stays open:
   * the printed zone for that date, the zone for the number and the sex (and, once, the names).
   */
  async function withSmallPageAgain(readings: Readings, result: Omit<RecognitionResult, 'timings'>): Promise<RecognitionResult> {
    const field = (r: typeof result, code: number) => r.fields.find((f) => f.code === code);
    const doubt = (r: typeof result) => !!field(r, 4) && issueInDoubt(field(r, 4)!.value, field(r, 3)?.value ?? '');
    // Left open that the zone read again may settle: a number failing its check digit, a sex read as none (M read as 4)
    // and names the print did not confirm (read for the first time only: every reading of them is one more guess).
    const zoneOpen = (r: typeof result) => field(r, 2)?.grade === 'FAIL' || field(r, 12)?.value === '';
    const namesOpen = result.fields.some((f) => (f.code === 8 || (f.code === 9 && f.value !== '')) && f.grade !== 'PASS');
    if (!field(result, 51)?.value || docType === 'DL' || page.scale < SMALL_PAGE_SCALE || !(doubt(result) || zoneOpen(result) || namesOpen)) return { ...result, timings };
    const zoneLines = field(result, 51)!.value.split('\n').length;
    const printed: string[] = [];
    let zoneAgain: string[] | undefined;
    // The names are read again once: by a pass asked for them, or by one asked for the number or the sex that brought
    // a line shaped like names back (15 characters or more, two digits at most). A pass for the number may return only
    // a card's first two lines and settle the number, and its names would otherwise never be read again.
    let namesRead = false;
    const nameShaped = (l: string) => l.replace(/\s/g, '').length >= 15 && (l.match(/\d/g) ?? []).length <= 2;
    for (const scale of READ_AGAIN_SCALES) {
      const forZone = zoneOpen(result);
      const read = { printed: doubt(result), zone: forZone || (namesOpen && !namesRead), zoneLines };
      if (time.left() <= 0 || !(read.printed || read.zone)) break;
      const again: Awaited<ReturnType<typeof printedAgain>> = await time('printedAgain', () => printedAgain(page, scale, read));
      printed.push(...again.printed);
      if (read.zone) {
        namesRead = namesRead || !forZone || again.zone.some(nameShaped);
        zoneAgain = [...(zoneAgain ?? []), ...again.zone];
      }
      result = interpret(docType, { ...readings, printedAgain: printed, zoneAgain });
    }
    return { ...result, timings };
  }

  async function finish(result: RecognitionResult): Promise<{ result: RecognitionResult; stamped?: Buffer }> {
    const doubt = !dropped && zone !== null && result.fields.some((f) => ZONE_FIELDS.includes(f.code) && f.grade !== 'PASS');
    const stamped = doubt && (await time('stamp', () => stampOverZone(page))) ? upright.image : undefined;
    return { result, stamped };
  }
}

/**
 * The page's zone lines (those that look like zone lines), their bounds in the image's pixels grown by `mx` and `my`
 * (image pixels) and kept on the image, and their height per line; null when no line looks like a zone line.
 */
function zoneOnImage(page: Page, mx: (lineHeight: number) => number, my: (lineHeight: number) => number) {
  const lines = page.lines.filter((l) => looksLikeMrzLine(l.text));
  const b = boundsOf(lines);
  if (!b) return null;
  const lineHeight = (b.bottom - b.top) / Math.max(1, lines.length) / page.scale;
  const left = Math.max(0, Math.floor(b.left / page.scale - mx(lineHeight)));
  const top = Math.max(0, Math.floor(b.top / page.scale - my(lineHeight)));
  const right = Math.min(page.width, Math.ceil(b.right / page.scale + mx(lineHeight)));
  const bottom = Math.min(page.height, Math.ceil(b.bottom / page.scale + my(lineHeight)));
  return { lines, region: { left, top, width: right - left, height: bottom - top } };
}

/** True when coloured ink covers STAMP_SHARE of the band of the page's zone lines. */
async function stampOverZone(page: Page): Promise<boolean> {
  const zone = zoneOnImage(page, () => 0, () => 0);
  if (!zone || zone.region.width < 20 || zone.region.height < 10) return false;
  return (await colouredInkShare(page.image, zone.region)) >= STAMP_SHARE;
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
 * Detects the text of an image at DETECT_SIDE (cut from a READ_SIDE copy) and reads it. With `zoneFirst`, the longest regions are read
 * first, and when none of them is part of a zone the rest is not read at all (a page with no zone gives up
 * after a fraction of its lines; the printed zone only matters next to a zone).
 */
async function readPage(image: Buffer, width: number, height: number, zoneFirst: boolean, time: Timer, detected?: Detection): Promise<Page> {
  const found = detected ?? (await (async () => {
    const copy = await time('copy', () => ocrCopy(image, width, height, DETECT_SIDE, READ_SIDE));
    return { regions: await time('detect', () => detect(copy.input, copy.source)), scale: copy.scale, copy: { width: copy.source.width, height: copy.source.height } };
  })());
  const { regions, scale, copy } = found;
  // Fillers in the names read as look-alike letters are put back where their pixels say so (fillerGlyphs.ts).
  const page = (lines: OcrLine[]): Page => ({ lines: settleGlyphs(lines, scale), scale, image, width, height, bounds: boundsOf(regions), boxes: regions.map((r) => r.box), copy });
  if (!zoneFirst || regions.length <= FIRST_REGIONS) return page(await time('read', () => recognise(regions)));
  // The first regions stop as soon as the zone verifies. The rest stop once reading more could not change
  // the grading (issue 12).
  const byLength = [...regions].sort((a, b) => longSide(b.box) - longSide(a.box));
  const { lines: first, count } = await time('read', () => recogniseUntil(byLength.slice(0, FIRST_REGIONS), (lines, last) => readScore(lines) === 2 || UPSIDE_DOWN_ZONE.test(last.text)));
  if (!first.some((l) => zoneHint(l.text))) return page(first);
  // The few-letter regions first, then those shaped like the printed values the grading needs (readingOrder.ts).
  const ordered = readingOrder(byLength.slice(count), wantedLengths(first.map((l) => l.text)), (box) => ({ long: longSide(box), short: shortSide(box) }));
  // Asking costs ~1 ms a region: only when the zone read so far verifies, or at least one check digit passes
  // (a specimen whose other digits are wrong as printed settles too); else every region is read anyway.
  const enough = readScore(first) >= 1 ? (lines: OcrLine[], last: { mean: number }) => last.mean >= 0.5 && gradingSettled([...first, ...lines].map((l) => l.text)) : undefined;
  const rest = await time('read', () => recognise(ordered, enough));
  // The two batches' lines grouped into rows again, as the package groups one batch (paddle.ts joinRows).
  return page(joinRows([...first, ...rest]));
}

/**
 * A zone line read upside down: its fillers (<) turned read as a run of '>'. The page is turned over; the
 * rest of its first regions are not read (findPage reads it flipped).
 */
const UPSIDE_DOWN_ZONE = />{6,}/;

const shortSide = (box: number[][]) => (box.length < 3 ? 0 : Math.min(Math.hypot(box[1]![0]! - box[0]![0]!, box[1]![1]! - box[0]![1]!), Math.hypot(box[2]![0]! - box[1]![0]!, box[2]![1]! - box[1]![1]!)));
const medianHeight = (lines: OcrLine[]) => [...lines.map((l) => shortSide(l.box))].sort((a, b) => a - b)[Math.floor(lines.length / 2)] ?? 0;
const longSide = (box: number[][]) => (box.length < 3 ? 0 : Math.max(Math.hypot(box[1]![0]! - box[0]![0]!, box[1]![1]! - box[0]![1]!), Math.hypot(box[2]![0]! - box[1]![0]!, box[2]![1]! - box[1]![1]!)));

/** Part of a zone, even split by the detector: fillers in a row, or a zone-shaped line without any. */
const zoneHint = (text: string) => /<{2,}|[A-Z0-9]<[A-Z0-9]/.test(normalizeMrzText(text)) || looksLikeMrzLine(text) || looksLikeFillerlessLine(text);

/** How well a page was read: 2 every zone check digit passes, composite too (or an EU licence's fields), 1 some do, 0 none. */
const readScore = (lines: OcrLine[]): number => {
  const texts = lines.map((l) => l.text);
  const zone = extractZone(texts);
  const parsed = zone ? parseMrz(zone) : null;
  const checks = parsed ? checksPassing(parsed) : 0;
  const euFields = Object.keys(parseEuLines(texts)).filter((k) => ['1', '2', '3', '4a', '4b', '5'].includes(k)).length;
  // Fillers put back for the composite (parse.ts) are a correction: the zone is read again as if the composite failed.
  return (parsed && allChecksPass(parsed) && parsed.composite !== false && !parsed.compositeUnread && !parsed.fillersRestored) || euFields >= 4 ? 2 : checks > 0 ? 1 : 0;
};

type Upright = { image: Buffer; width: number; height: number };
/** The page's copies for the detector and for reading (image.ts ocrCopy). */
type OcrCopy = Awaited<ReturnType<typeof ocrCopy>>;
/** Regions found on a page's OCR copy, `scale` times the page's size, and the copy's size. */
type Detection = { regions: Detected[]; scale: number; copy: { width: number; height: number } };

/**
 * Finds the page's text direction from the detector's boxes before reading anything (issue 12): a page
 * turned sideways or tilted is deskewed and read; a level one is read from the same detection. Unless
 * the zone verified, reads again the part where text was found (a document small in a large photo has
 * characters too small at READ_SIDE); when nothing verifiable was read and the text did not read as
 * text, the page is upside down: it is read turned 180 degrees. Each extra reading only within the budget.
 */
async function findPage(upright: Upright, copy: OcrCopy, time: Timer, zoneFirst: boolean): Promise<Page> {
  const regions = await time('detect', () => detect(copy.input, copy.source));
  const angle = textAngle(regions);
  let source = upright;
  let best: Page;
  let carried = false;
  const size = { width: copy.source.width, height: copy.source.height };
  if (angle === null || Math.abs(angle) < DESKEW_MIN) best = await readPage(upright.image, upright.width, upright.height, zoneFirst, time, { regions, scale: copy.scale, copy: size });
  else {
    source = await time('deskew', () => turn(upright, -angle));
    // A page turned by a right angle has level boxes already: they are carried over to the turned page, not
    // detected again. A tilted page is detected again: on text tilted 10-20 degrees the detector joins a
    // label to its value or drops a filler run (a printed issue date was lost, carried).
    const rightAngle = Math.abs(angle - Math.round(angle / 90) * 90) < DESKEW_MIN;
    const found = rightAngle ? await time('carry', () => carry(regions.map((r) => r.box), size, upright, source, -angle)) : undefined;
    best = await readPage(source.image, source.width, source.height, zoneFirst, time, found);
    carried = rightAngle;
  }
  let score = readScore(best.lines);
  // A zone verified from small characters whose names the visual zone does not print as read: looked at closer.
  const namesInDoubt = score === 2 && readSmall(best) && !namesConfirmed(best);
  if ((score === 2 && !namesInDoubt) || time.left() <= 0) return best;
  // Nothing verifiable and the text did not read as text: the page is upside down.
  if (score === 0 && !readsAsText(best.lines)) {
    const flipped = await time('deskew', () => turn(source, 180));
    const regions = await time('carry', () => carry(best.boxes, best.copy, source, flipped, 180));
    const again = await readPage(flipped.image, flipped.width, flipped.height, zoneFirst, time, regions);
    const againScore = readScore(again.lines);
    if (againScore > 0 || readsAsText(again.lines)) [best, score, source, carried] = [again, againScore, flipped, true];
    if (score === 2 || time.left() <= 0) return best;
  }
  // Legible text of a good size and no trace of a zone: a zone would have been read too; a closer look
  // would not find one (a letter, a bill). Small text (a document small in its photo) is looked at closer.
  if (zoneFirst && score === 0 && readsAsText(best.lines) && medianHeight(best.lines) >= 14 && !best.lines.some((l) => zoneHint(l.text))) return best;
  // Regions carried from a turned page miss what the detector missed there: when the zone did not
  // verify, the page is detected again as it now lies.
  if (carried && !namesInDoubt && time.left() > 0) {
    const again = await readPage(source.image, source.width, source.height, zoneFirst, time);
    const againScore = readScore(again.lines);
    if (againScore >= score) [best, score] = [again, againScore];
    if (score === 2 || time.left() <= 0) return best;
  }
  const cropped = await time('crop', () => cropToText(source, best));
  if (!cropped) return best;
  const closer = await readPage(cropped.image, cropped.width, cropped.height, zoneFirst, time);
  if (namesInDoubt) return readScore(closer.lines) === 2 && namesConfirmed(closer) ? closer : best;
  return readScore(closer.lines) >= score ? closer : best;
}

/**
 * The page was read small: its zone's characters at most SMALL_CHARACTER_PITCH px apart on the OCR copy, and the photo
 * itself larger than the copy (a card far from the phone in a 12 MP photo), so a crop of the document has more pixels
 * to read its names from (stress kind far-phone: MORGAN read MRGN with every check digit passing).
 */
function readSmall(page: Page): boolean {
  const pitch = zonePitch(page.lines, 1);
  return page.scale < 0.75 && pitch !== undefined && pitch <= SMALL_CHARACTER_PITCH;
}

/** The zone's names are printed in the visual zone as the zone reads them (no check digit covers names). */
function namesConfirmed(page: Page): boolean {
  const texts = page.lines.map((l) => l.text);
  const zone = extractZone(texts);
  const parsed = zone && parseMrz(zone);
  if (!parsed) return false;
  const viz = visualZone(texts.filter((t) => !looksLikeMrzLine(t)));
  return vizHasNames(viz, parsed);
}

/**
 * Text read the right way up comes back with high confidence; upside down, PaddleOCR still returns
 * strings, but few of them confident. A page with several confident lines and no zone has none.
 */
const readsAsText = (lines: OcrLine[]): boolean => lines.filter((l) => l.confidence >= 0.9 && l.text.replace(/\s/g, '').length >= 6).length >= 3;

/** Long side to which `turn` first reduces an image. */
const TURN_SIDE = 2400;

/**
 * Regions detected on `from` (corners in its OCR copy's pixels, `fromScale` times its own) as they lie on
 * `to = turn(from, degrees)`, cut from `to`'s OCR copy: a turned page is read from its first detection
 * (issue 12: a second detection cost 0.25-0.45 s of CPU). Turning maps points exactly (sharp turns about
 * the centre and grows the canvas to fit), and the crops are cut from the levelled copy, so each is level.
 */
async function carry(boxes: number[][][], fromCopy: { width: number; height: number }, from: Upright, to: Upright, degrees: number): Promise<Detection> {
  const reduce = Math.min(1, TURN_SIDE / Math.max(from.width, from.height));
  const [cx, cy] = [Math.round(from.width * reduce) / 2, Math.round(from.height * reduce) / 2];
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  const copy = await ocrCopy(to.image, to.width, to.height, DETECT_SIDE, READ_SIDE);
  const [kx, ky] = [(from.width * reduce) / fromCopy.width, (from.height * reduce) / fromCopy.height];
  const [sx, sy] = [copy.source.width / to.width, copy.source.height / to.height];
  const mapped = boxes.map((box) =>
    box.map(([x = 0, y = 0]) => {
      const [px, py] = [x * kx - cx, y * ky - cy];
      return [(cos * px - sin * py + to.width / 2) * sx, (sin * px + cos * py + to.height / 2) * sy] as [number, number];
    }),
  );
  return { regions: await cutRegions(copy.source, mapped), scale: copy.scale, copy: { width: copy.source.width, height: copy.source.height } };
}

/** The image turned by `degrees` clockwise, white where the turn uncovers the canvas; capped at TURN_SIDE px. */
async function turn(image: Upright, degrees: number): Promise<Upright> {
  const { data, info } = await sharp(image.image)
    .resize({ width: TURN_SIDE, height: TURN_SIDE, fit: 'inside', withoutEnlargement: true })
    .rotate(degrees, { background: '#ffffff' })
    .png({ compressionLevel: 0 })
    .toBuffer({ resolveWithObject: true });
  return { image: data, width: info.width, height: info.height };
}

/** The region holding the detected text, with a margin, and the paper it lies on, when the text's is less than half of the photo. */
async function cropToText(upright: Upright, page: Page): Promise<Upright | null> {
  const b = page.bounds;
  if (!b) return null;
  // Wide margins: read small, a zone's filler runs and the digits after them are often not detected at all.
  const marginX = Math.max(upright.width * 0.04, ((b.right - b.left) / page.scale) * 0.5);
  const marginY = Math.max(upright.height * 0.04, ((b.bottom - b.top) / page.scale) * 0.25);
  const text = { left: b.left / page.scale, top: b.top / page.scale, right: b.right / page.scale, bottom: b.bottom / page.scale };
  let [left, top] = [Math.max(0, Math.floor(text.left - marginX)), Math.max(0, Math.floor(text.top - marginY))];
  let width = Math.min(upright.width, Math.ceil(text.right + marginX)) - left;
  let height = Math.min(upright.height, Math.ceil(text.bottom + marginY)) - top;
  if (width < 100 || height < 60 || width * height > 0.5 * upright.width * upright.height) return null;
  // The crop also takes in the whole paper around the text (paper.ts): a zone too small for the detector lies
  // outside the text it found. A little margin: the page's edge may be soft or turned.
  const paper = await paperAround(upright.image, upright, text);
  if (paper) {
    const [mx, my] = [(paper.right - paper.left) * 0.03, (paper.bottom - paper.top) * 0.03];
    const right = Math.min(upright.width, Math.ceil(Math.max(left + width, paper.right + mx)));
    const bottom = Math.min(upright.height, Math.ceil(Math.max(top + height, paper.bottom + my)));
    [left, top] = [Math.max(0, Math.floor(Math.min(left, paper.left - mx))), Math.max(0, Math.floor(Math.min(top, paper.top - my)))];
    [width, height] = [right - left, bottom - top];
  }
  const { data, info } = await sharp(upright.image).extract({ left, top, width, height }).png({ compressionLevel: 0 }).toBuffer({ resolveWithObject: true });
  return { image: data, width: info.width, height: info.height };
}

/** Three filler look-alikes in a row inside a zone line as read ('NOAHKKKENJI'; the line's end is normalised already). */
const LOOK_ALIKE_RUN = new RegExp(`[${FILLER_MISREADS}]{3}`);

/**
 * Reads the zone again from the full-resolution image, preprocessed differently (grey, normalised, larger). A zone of
 * characters (`pitch`, zoneLines.ts zonePitch) wider than SMALL_CHARACTER_PITCH whose first reading has a run of filler look-alikes (a security print's
 * lines through the chevrons read as K) is read from the whitened copy (image.ts regionCopy), as a band with no check
 * digit passing is (zoneBand.ts). Not smaller ones: there the ink itself is grey, and whitening broke a small scan's
 * chevrons into A.
 */
async function secondZoneReading(page: Page, pitch: number | undefined, time: Timer, lostLetters: string[]): Promise<string[] | undefined> {
  const zone = zoneOnImage(page, (h) => h, (h) => h * 0.6);
  if (!zone || zone.region.width < 50 || zone.region.height < 20) return undefined;
  const chars = Math.max(...zone.lines.map((l) => l.text.length));
  const target = Math.min(1600, Math.max(900, chars * 30));
  const whiten = pitch !== undefined && pitch > SMALL_CHARACTER_PITCH && zone.lines.some((l) => LOOK_ALIKE_RUN.test(normalizeMrzText(l.text)));
  const crop = await regionCopy(page.image, zone.region, target, whiten ? WHITE_FROM.pale : undefined);
  const regions = await time('zone2detect', () => detect(crop));
  const read = settleGlyphs(await time('zone2read', () => recognise(regions)), target / zone.region.width);
  lostLetters.push(...wordsWithLostLetters(read, target / zone.region.width));
  // The name line's letters a whole-line reading dropped (nameLine.ts).
  return time('zone2names', () => rereadNameLine(regions, read, page.lines.map((l) => l.text), target / zone.region.width));
}

/**
 * The zone read again with only its sex's line read anew (secondReading.ts 'line'): that line cut again
 * from the full-resolution page (the first reading cut it from the smaller OCR copy) and read, without
 * detecting it again; the other lines as first read. Nothing is confirmed by the lines not read again: the
 * grading takes from another reading only the nationality, the sex and the document number (which a TD1
 * prints on its first line, read once: the same value cannot contradict itself), and names only where the
 * readings differ.
 */
async function sexLineReading(page: Page): Promise<string[] | undefined> {
  const { image, scale } = page;
  const zoneLines = page.lines.filter((l) => looksLikeMrzLine(l.text));
  // A TD1's sex is on the second of its three lines; every other zone's on the last of two.
  const line = zoneLines.length >= 3 ? zoneLines.at(-2) : zoneLines.at(-1);
  if (!line || zoneLines.length < 2) return undefined;
  // Only the line's bounds are decoded: a page is up to 2400 px a side.
  const corners = line.box.map(([x = 0, y = 0]) => [x / scale, y / scale] as [number, number]);
  const b = boundsOf([{ box: corners }])!;
  const [left, top] = [Math.max(0, Math.floor(b.left)), Math.max(0, Math.floor(b.top))];
  const width = Math.min(page.width, Math.ceil(b.right)) - left;
  const height = Math.min(page.height, Math.ceil(b.bottom)) - top;
  if (width < 20 || height < 4) return undefined;
  const { data, info } = await sharp(image).extract({ left, top, width, height }).ensureAlpha(1).raw().toBuffer({ resolveWithObject: true });
  const [cut] = await cutRegions({ data, width: info.width, height: info.height }, [corners.map(([x, y]) => [x - left, y - top] as [number, number])]);
  const [again] = cut ? settleGlyphs(await recognise([cut]), 1) : [];
  return again ? zoneLines.map((l) => (l === line ? again.text : l.text)) : undefined;
}
