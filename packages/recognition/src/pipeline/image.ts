import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { ImageQuality } from '../types.js';
import type { RawRgba } from './paddle.js';

/** Thrown for input the library cannot read (not an image, or a PDF the caller must rasterise). */
export class UnsupportedInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedInputError';
  }
}

const MAX_SIDE = 3200;

const isPdf = (b: Uint8Array) => b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46;

/** Decodes the upload, applies its EXIF orientation, caps its size and drops alpha: an upright PNG. */
export async function loadUpright(bytes: Uint8Array): Promise<{ image: Buffer; width: number; height: number }> {
  if (isPdf(bytes)) throw new UnsupportedInputError('a PDF must be rasterised (first page) before recognition');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 80_000_000 })
      .rotate()
      // A phone's 12-50 MP is more than a zone needs (~30 px a character); cap it to keep memory and time bounded.
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .png({ compressionLevel: 0 })
      .toBuffer({ resolveWithObject: true });
    return { image: data, width: info.width, height: info.height };
  } catch (e) {
    throw new UnsupportedInputError(`not a readable image: ${(e as Error).message}`);
  }
}

/** Thresholds measured on the corpus and on phone photos; see README 'Image quality'. */
const MIN_LONG_SIDE = 600;
const MIN_SHARPNESS = 0.9;
const MAX_GLARE = 0.08;

/**
 * Quality measures on the detector's copy (ocrCopy's `input`: long side 960 px, or a small scan enlarged),
 * so the page is not decoded and resized once more for them (~30 ms a page, issue 12). Only the resolution
 * (the image's own size) and the exposure refuse an image (grading/document.ts); the rest are reasons.
 * sharp's stats() ignores operations queued in the same pipeline, so it is given the grey pixels.
 */
export async function measureQuality(pixels: RawRgba, width: number, height: number): Promise<ImageQuality> {
  const n = pixels.width * pixels.height;
  const grey = new Uint8Array(n);
  let saturated = 0;
  for (let p = 0, i = 0; p < n; p++, i += 4) {
    const v = (pixels.data[i]! * 0.2126 + pixels.data[i + 1]! * 0.7152 + pixels.data[i + 2]! * 0.0722 + 0.5) | 0;
    grey[p] = v;
    if (v >= 252) saturated++;
  }
  const stats = await sharp(grey, { raw: { width: pixels.width, height: pixels.height, channels: 1 } }).stats();
  const channel = stats.channels[0]!;
  const quality: ImageQuality = {
    width,
    height,
    sharpness: round(stats.sharpness),
    glare: round(saturated / n),
    brightness: round(channel.mean),
    contrast: round(channel.stdev),
    problems: [],
  };
  if (Math.max(width, height) < MIN_LONG_SIDE) quality.problems.push(`resolution: ${Math.max(width, height)} px on the long side, below ${MIN_LONG_SIDE}`);
  if (channel.mean < 35 || channel.mean > 240) quality.problems.push(`exposure: mean brightness ${round(channel.mean)} of 255`);
  if (quality.sharpness < MIN_SHARPNESS) quality.problems.push(`sharpness: ${quality.sharpness}, below ${MIN_SHARPNESS}`);
  if (quality.glare > MAX_GLARE) quality.problems.push(`glare: ${Math.round(quality.glare * 100)} % of the image is saturated`);
  if (channel.stdev < 25) quality.problems.push(`contrast: ${round(channel.stdev)}, low`);
  return quality;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Pixels the detector sees at most: a 4:3 page at 960 px. A square-ish image (a page tilted on a desk, its
 * canvas grown by the turn) is detected a little smaller, read from the same `source`: the detector's
 * memory (held by onnxruntime's arena, paddle.ts) and time grow with its input's area. Over the realistic
 * corpus the cap changed no field and no grade.
 */
const DETECT_AREA = Number(process.env.RECOGNITION_DETECT_AREA ?? 960 * 720);

/**
 * The copies the text detector sees and the lines are cut from, as RGBA pixels. `input`: long side near
 * `detectSide` px, sides multiples of 32 (as the detector wants, so it does not letterbox). `source`: long
 * side near `readSide` (never smaller than `input`); the detector's boxes come back in its pixels, `scale`
 * maps them back to the image's.
 */
export async function ocrCopy(image: Buffer, width: number, height: number, detectSide: number, readSide = detectSide): Promise<{ input: RawRgba; source: RawRgba; scale: number }> {
  // Small scans are enlarged up to 2.5 times: zone characters 5-8 px wide are too small for the detector.
  // Never more than DETECT_AREA pixels.
  const scale = Math.min(2.5, detectSide / Math.max(width, height), Math.sqrt(DETECT_AREA / (width * height)));
  const w = Math.max(32, Math.round((width * scale) / 32) * 32);
  const h = Math.max(32, Math.round((height * scale) / 32) * 32);
  const input = await rgba(sharp(image).resize({ width: w, height: h, fit: 'fill' }));
  const readScale = Math.max(w / width, Math.min(2.5, readSide / Math.max(width, height)));
  if (readScale <= (w / width) * 1.02) return { input, source: input, scale: w / width };
  const source = await rgba(sharp(image).resize({ width: Math.round(width * readScale), height: Math.round(height * readScale), fit: 'fill' }));
  return { input, source, scale: source.width / width };
}


/** RGBA pixels of a pipeline. */
async function rgba(pipeline: Sharp): Promise<RawRgba> {
  const { data, info } = await pipeline.ensureAlpha(1).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Levels of the stretched crop from which grey is paper, for `regionCopy`'s `whiteFrom`. From 170, a security print's
 * fine lines (a guilloche, pale under the zone, ~180 of 255 once stretched) drop out and black print (~20) stays: the
 * lines through a filler's chevron otherwise read as K (issue 12, stress kind 'guilloche'). From 80, a specimen's
 * half-opaque overprint (~110) drops out too, whose letters cut the zone's lines (stress kind 'overprint'); it thins
 * the print itself, and broke a small card's name line up where 170 read it whole, so it comes second.
 */
export const WHITE_FROM = { pale: 170, overprint: 80 } as const;

/** A raw toBuffer result as sharp's input again. */
const rawInput = ({ data, info }: { data: Buffer; info: OutputInfo }): Sharp => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/**
 * A second, differently preprocessed view of one region (the zone): grey, contrast-stretched,
 * slightly sharpened, at a larger scale, so a second reading does not share the first one's errors.
 */
export async function regionCopy(image: Buffer, region: { left: number; top: number; width: number; height: number }, targetWidth: number, whiteFrom?: number): Promise<RawRgba> {
  const stretched = sharp(image).extract(region).greyscale().normalise();
  // sharp applies linear() before normalise() in one pipeline: the stretch is made first.
  const grey = await (whiteFrom ? rawInput(await stretched.raw().toBuffer({ resolveWithObject: true })).linear(255 / whiteFrom, 0) : stretched)
    .resize({ width: targetWidth })
    .sharpen({ sigma: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // A white margin of at least 20 px, grown to sides that are multiples of 32 for the detector.
  const [w, h] = [grey.info.width, grey.info.height];
  const [right, bottom] = [Math.ceil((w + 40) / 32) * 32 - w - 20, Math.ceil((h + 40) / 32) * 32 - h - 20];
  return rgba(
    sharp(grey.data, { raw: { width: w, height: h, channels: grey.info.channels } })
      .extend({ top: 20, bottom, left: 20, right, background: '#ffffff' })
      .toColourspace('srgb'),
  );
}

/** Chroma (brightest minus darkest channel) from which a pixel counts as coloured ink, and the darkest channel below which it is ink, not tinted paper. */
const INK_CHROMA = 50;
const INK_DARKEST = 200;

/**
 * Share of the pixels of `region` (in `image`'s pixels) that are coloured ink: strongly tinted and not pale. A zone
 * is printed in black; a border stamp's blue, violet or red ink over it (issue 12, stress kind 'stamp') is what this finds.
 */
export async function colouredInkShare(image: Buffer, region: { left: number; top: number; width: number; height: number }): Promise<number> {
  const { data, info } = await sharp(image).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const n = info.width * info.height;
  let inked = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    const [high, low] = [Math.max(r, g, b), Math.min(r, g, b)];
    if (high - low > INK_CHROMA && low < INK_DARKEST) inked++;
  }
  return n ? inked / n : 0;
}

/**
 * The image grey with coloured ink dropped out, as a document scanner's colour dropout: each pixel's brightest
 * channel (black print stays dark in every channel, a coloured stamp is bright in one), then levels against the
 * paper (the 90th percentile): up to 40 % of it black, from 70 % of it white. A stamp's ink alone reads ~70 % of the
 * paper and fades; black print under it (~50 %) stays dark. An upright PNG, like loadUpright's.
 */
export async function inkDropout(image: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const n = info.width * info.height;
  const high = new Uint8Array(n);
  const histogram = new Array<number>(256).fill(0);
  for (let p = 0, i = 0; p < n; p++, i += info.channels) {
    const v = Math.max(data[i]!, data[i + 1]!, data[i + 2]!);
    high[p] = v;
    histogram[v]!++;
  }
  const paper = percentileOf(histogram, 0.9);
  const [black, white] = [paper * 0.4, Math.max(paper * 0.7, paper * 0.4 + 1)];
  const out = Buffer.alloc(n);
  for (let p = 0; p < n; p++) out[p] = Math.max(0, Math.min(255, Math.round(((high[p]! - black) / (white - black)) * 255)));
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 1 } }).toColourspace('srgb').png({ compressionLevel: 0 }).toBuffer();
}

/** The smallest grey level at or below which `share` of a 256-bin histogram's pixels lie. */
export function percentileOf(histogram: readonly number[], share: number): number {
  const n = histogram.reduce((sum, count) => sum + count, 0);
  for (let v = 0, seen = 0; v < histogram.length; v++) {
    seen += histogram[v]!;
    if (seen >= n * share) return v;
  }
  return histogram.length - 1;
}
