import sharp from 'sharp';
import type { ImageQuality } from '../types.js';

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
 * Quality measures on a 1000 px wide grey copy. sharp's stats() ignores operations queued in the
 * same pipeline, so the copy is rendered to a buffer first.
 */
export async function measureQuality(image: Buffer, width: number, height: number): Promise<ImageQuality> {
  const grey = await sharp(image).resize({ width: 1000 }).greyscale().raw().toBuffer({ resolveWithObject: true });
  const stats = await sharp(grey.data, { raw: { width: grey.info.width, height: grey.info.height, channels: 1 } }).stats();
  const channel = stats.channels[0]!;
  let saturated = 0;
  for (const v of grey.data) if (v >= 252) saturated++;
  const quality: ImageQuality = {
    width,
    height,
    sharpness: round(stats.sharpness),
    glare: round(saturated / grey.data.length),
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

/** The copy the text detector sees: long side near `target` px (detection time grows with area). */
export async function ocrCopy(image: Buffer, width: number, height: number, target: number): Promise<{ buffer: Buffer; scale: number }> {
  // Small scans are enlarged up to 2.5 times: zone characters 5-8 px wide are too small for the detector.
  const scale = Math.min(2.5, target / Math.max(width, height));
  // Multiples of 32, as the detector wants, so it does not letterbox and its boxes map back by `scale`.
  const w = Math.max(32, Math.round((width * scale) / 32) * 32);
  const h = Math.max(32, Math.round((height * scale) / 32) * 32);
  const buffer = await sharp(image)
    .resize({ width: w, height: h, fit: 'fill' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { buffer, scale: w / width };
}

/**
 * A second, differently preprocessed view of one region (the zone): grey, contrast-stretched,
 * slightly sharpened, at a larger scale, so a second reading does not share the first one's errors.
 */
export async function regionCopy(image: Buffer, region: { left: number; top: number; width: number; height: number }, targetWidth: number): Promise<Buffer> {
  return sharp(image)
    .extract(region)
    .greyscale()
    .normalise()
    .resize({ width: targetWidth })
    .sharpen({ sigma: 1 })
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
