import sharp from 'sharp';
import { extractZone, looksLikeCardStartLine, looksLikeCutZoneLine, looksLikeDataRun, looksLikeFillerlessLine, looksLikeMrzLine, looksLikeZoneStart, normalizeMrzText } from '../mrz/normalize.js';
import { SMALL_CHARACTER_PITCH } from '../mrz/confusions.js';
import { checksPassing, parseMrz } from '../mrz/parse.js';
import { regionCopy, WHITE_FROM } from './image.js';
import { settleGlyphs } from './fillerGlyphs.js';
import { wordsWithLostLetters } from './lostLetters.js';
import { rereadNameLine } from './nameLine.js';
import { boundsOf, detect, MIN_MEAN, recognise, type OcrLine } from './paddle.js';

/** Zone lines a band reading starts from: whole, cut short, filler-less, or a fragment with a filler run. */
const zoneShaped = (text: string) =>
  looksLikeMrzLine(text) || looksLikeCutZoneLine(text) || looksLikeFillerlessLine(text) || /[A-Z0-9]{3,}<{2,}|<{4,}/.test(normalizeMrzText(text));

/**
 * How far above and below the pieces the band reaches, in line heights (a detected box's height): a zone
 * has at most three lines, so from any one of them the others lie within two line pitches, and ICAO 9303
 * zones are printed at a pitch of up to about one and a half character boxes. Two line heights missed a
 * TD1's first line when only its name line had been recognised as a piece of zone. 3.2 missed it too on a 400 px scan
 * whose detector boxed the letters tightly (seed 211's small-scan-7: boxes 6.9 px high, lines 12 px apart): a band that
 * assembles no zone, where it read two zone lines or more, is read again reaching 4. Not 4 at first: the print above it then comes into the band, and the
 * detector cut one card's name line otherwise, reading its fillers as K and S (seed 229's small-scan-jpeg-7).
 */
const BAND_REACHES = [3.2, 4];

/**
 * The recogniser's confidence from which a band line is kept: lower than the page's (MIN_MEAN), since the band is where
 * the zone is. A card's first line on a 400 px scan read its fillers as C, 3 and 4 at a mean of 0.46-0.50 and was
 * dropped; what a zone line read so uncertainly says is then weighed by its check digits like any other.
 */
const BAND_MIN_MEAN = 0.4;

const texts = (lines: OcrLine[]) => lines.map((l) => l.text);
/** The lines read at the page's confidence (MIN_MEAN) or more. */
const sure = (lines: OcrLine[]) => lines.filter((l) => l.confidence >= MIN_MEAN);

/** Times a step (read.ts) and tells how much of the document's budget is left. */
type Timer = (<T>(name: string, f: () => Promise<T>) => Promise<T>) & { left(): number };

/** Pixels of the enlarged band at most (1600 x 400): a zone band is wide and low. */
const MAX_BAND_AREA = 640_000;

/**
 * Where a zone's first line ends when the detector boxed only its start (its filler run lost on a small card, so the
 * text it did find ends well short of the zone): from that start, at its own pitch, a line of 36 characters for a card
 * or 44 for a passport or visa, in image pixels.
 */
function lineEnd(start: OcrLine, scale: number): number {
  const text = start.text.replace(/\s+/g, '');
  const length = /^[PV]/.test(text) ? 44 : 36;
  const left = Math.min(...start.box.map((p) => p[0]!));
  return Math.ceil((left + (length + 1) * (boxWidth(start.box) / text.length)) / scale);
}

/** Width of a detected box (its long side, along the text), in the OCR copy's pixels. */
const boxWidth = (box: number[][]) => (box.length < 2 ? 0 : Math.hypot(box[1]![0]! - box[0]![0]!, box[1]![1]! - box[0]![1]!));

/** Height of a detected box (its short side), in the OCR copy's pixels. */
const boxHeight = (box: number[][]) => (box.length < 3 ? 0 : Math.hypot(box[2]![0]! - box[1]![0]!, box[2]![1]! - box[1]![1]!));

/**
 * A card's data and name lines read by the band, its first line not (the band's detector missed it on a card scanned
 * about 200 px wide), and the page reading's start of that first line, its filler run lost ('10P0LDM97358658'): the
 * zone from the three, taken only as a card whose number's check digit and composite both pass as read, else undefined.
 */
function withPageCardStart(read: OcrLine[], page: OcrLine[]): string[] | undefined {
  const start = page.find((l) => looksLikeCardStartLine(l.text));
  if (!start) return undefined;
  const texts = [start.text, ...read.map((l) => l.text)];
  const zone = extractZone(texts);
  const parsed = zone && parseMrz(zone);
  return parsed?.format === 'TD1' && parsed.documentNumber.check === 'valid' && parsed.composite === true ? texts : undefined;
}

/**
 * Reads the band where the page reading saw pieces of a zone but assembled none (issue 12: on small scans
 * and screenshots a zone line is split, cut short or not detected at all, fillers read as K, C or 4): the
 * band from a few line heights above the pieces to as many below (BAND_REACHES: a band that assembles no zone is read
 * again reaching further), across the detected text, enlarged so that a character is about 30 px wide. Made only when
 * the page reading found no zone, so documents that read well pay nothing. Returns the band's lines when they hold a
 * zone, its name line read again in its left part when the names as read are not what the visual zone prints
 * (nameLine.ts), else undefined. Words of the names it read with a character lost beside them are added to
 * `lostLetters` (lostLetters.ts).
 */
export async function zoneBandReading(
  image: Buffer,
  lines: OcrLine[],
  scale: number,
  page: { left: number; right: number } | null,
  time: Timer,
  lostLetters: string[] = [],
): Promise<string[] | undefined> {
  for (const reach of BAND_REACHES) {
    if (reach !== BAND_REACHES[0] && time.left() <= 0) break;
    const read = await bandReading(image, lines, scale, page, time, reach, lostLetters);
    if (read !== null) return read;
  }
  return undefined;
}

/**
 * zoneBandReading's band reaching `reach` line heights above and below the pieces: its lines, or null where it read two
 * zone lines or more and assembled no zone (a band reaching further may), else undefined.
 */
async function bandReading(
  image: Buffer,
  lines: OcrLine[],
  scale: number,
  page: { left: number; right: number } | null,
  time: Timer,
  reach: number,
  lostLetters: string[],
): Promise<string[] | undefined | null> {
  // Failing any such piece, a data line's dates with no filler read (looksLikeDataRun: seed 277's small-scan-jpeg-10),
  // then a first line's start whose filler run the detector lost (looksLikeZoneStart). Only failing them: a data run
  // beside other pieces moves the band's edges, and the band then reads otherwise what it read well (seed 337).
  const withFillers = lines.filter((l) => zoneShaped(l.text));
  const shaped = withFillers.length ? withFillers : lines.filter((l) => looksLikeDataRun(l.text));
  const start = shaped.length ? undefined : lines.find((l) => looksLikeZoneStart(l.text));
  const pieces = start ? [start] : shaped;
  const b = boundsOf(pieces);
  if (!b || !page) return undefined;
  const meta = await sharp(image).metadata();
  const [W, H] = [meta.width ?? 0, meta.height ?? 0];
  const lineHeight = Math.max(...pieces.map((l) => boxHeight(l.box))) / scale;
  const left = Math.max(0, Math.floor(Math.min(b.left, page.left) / scale - lineHeight));
  const right = Math.min(W, Math.max(Math.ceil(Math.max(b.right, page.right) / scale + lineHeight), start ? lineEnd(start, scale) : 0));
  const top = Math.max(0, Math.floor(b.top / scale - reach * lineHeight));
  const bottom = Math.min(H, Math.ceil(b.bottom / scale + reach * lineHeight));
  if (right - left < 50 || bottom - top < 20 || lineHeight < 3) return undefined;
  // A zone character is about 0.7 of its line's height wide.
  const chars = (right - left) / (lineHeight * 0.7);
  // The detector's memory grows with the crop's area: a tall band (pieces spread over the page) is read
  // smaller rather than at 30 px a character.
  const widest = Math.sqrt((MAX_BAND_AREA * (right - left)) / (bottom - top));
  const target = Math.round(Math.min(1600, widest, Math.max(900, chars * 30)));
  const band = { left, top, width: right - left, height: bottom - top };
  const readBand = async (whiteFrom?: number) => {
    const regions = await time('zone2detect', async () => detect(await regionCopy(image, band, target, whiteFrom)));
    const read = settleGlyphs(await time('zone2read', () => recognise(regions, undefined, BAND_MIN_MEAN)), target / (right - left));
    // Check digits passing on the lines read surely: a reading whitened is tried as it was before lines under MIN_MEAN
    // were kept (seed 11's small-scan-jpeg-16 reads its first line well only whitened).
    const zone = extractZone(texts(sure(read)), { band: true });
    const parsed = zone && parseMrz(zone);
    return { regions, read, checks: parsed ? checksPassing(parsed) : 0 };
  };
  let best = await readBand();
  // No check digit passing: the band read again with its pale print whitened (a security print's lines through the
  // fillers read as K), then, for characters wider than SMALL_CHARACTER_PITCH, with a darker overprint whitened too (a
  // specimen's across the lines); a reading is taken only when more of its check digits pass.
  // Not when the band is read again further: the first reading's whitened copies have been tried.
  const levels = reach !== BAND_REACHES[0] ? [] : lineHeight * 0.7 > SMALL_CHARACTER_PITCH ? [WHITE_FROM.pale, WHITE_FROM.overprint] : [WHITE_FROM.pale];
  for (const level of levels) {
    if (best.checks > 0 || time.left() <= 0) break;
    const whitened = await readBand(level);
    if (whitened.checks > best.checks) best = whitened;
  }
  lostLetters.push(...wordsWithLostLetters(best.read, target / (right - left)));
  // The lines read surely first; those read at a confidence under the page's only where the sure ones assemble no zone,
  // alone or with the page's card start (seed 11's small-scan-jpeg-16: a card's first line read
  // '1D8RAHP6983798422K222222222S23' at under 0.5 would have led over the zone its page reading gives).
  const surely = sure(best.read);
  for (const read of surely.length < best.read.length ? [surely, best.read] : [surely]) {
    // The name line's letters a whole-line reading dropped, as on the second zone reading (nameLine.ts; issue 12: an
    // open booklet photographed whole read CLARKE as 'P<RLLARE' here, and this reading leads when its digits pass).
    if (extractZone(texts(read), { band: true })) return time('zone2names', () => rereadNameLine(best.regions, read, texts(lines), target / (right - left)));
    const withStart = withPageCardStart(read, lines);
    if (withStart) return withStart;
  }
  // Worth reading further only where two zone lines or more were read (a TD1's first line missed), not on an illegible page.
  return best.read.filter((l) => looksLikeMrzLine(l.text)).length >= 2 ? null : undefined;
}
