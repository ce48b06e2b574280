import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { AppError } from '../../../lib/errors.js';
import { SPOOL_BUFFER_BYTES, spoolToTemp } from '../../storage/spool.js';
import { createGate } from '../documents.gate.js';
import { OrientedJpegStrip } from './spool-strip.js';
import { JpegMetadataStrip, PngMetadataStrip } from './strip.js';
import type { InspectedFile } from './inspect.js';

/** Limit for the re-encoded image; generous because re-encoding may grow a file the user sent within 20 MB. */
const NORMALISED_MAX_BYTES = 80 * 1024 * 1024;
/**
 * Images above this many pixels are refused before decoding (a 30000x30000 PNG would need 3.6 GB). 60 MP
 * takes a 50 MP phone photo (8160x6120) and an A4 page scanned at 600 dpi (35 MP); re-orienting decodes the
 * whole picture (about 3 bytes a pixel), so 100 MP would cost 300 MB per upload in flight (docs/security.md).
 */
export const MAX_IMAGE_PIXELS = 60_000_000;

/**
 * Decoding costs memory by the pixel (a few bytes each, several copies while re-orienting and encoding): at most
 * PIXELS_IN_FLIGHT are being decoded at once in this process, so two 12 MP phone photos run side by side, a larger
 * one alone (a photo over the budget still runs, alone), and small ones together (docs/security.md, memory).
 * Re-encoding is CPU-bound and libvips already uses both cores for one picture: with 60 MP in flight, ten 12 MP
 * photos at once took 780 MiB and were no faster (docs/benchmarks.md, issue 14).
 */
export const PIXELS_IN_FLIGHT = 25_000_000;
const pixelsInFlight = createBudget(PIXELS_IN_FLIGHT);

// libvips keeps recent operations and their pixels (50 MB by default) in case the same input comes again: uploads
// are never decoded twice, so that memory would only ever hold pictures already stored.
sharp.cache(false);

export function createBudget(capacity: number) {
  let used = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(weight: number, task: () => Promise<T>): Promise<T> {
    while (used > 0 && used + weight > capacity) await new Promise<void>((resolve) => waiting.push(resolve));
    used += weight;
    try {
      return await task();
    } finally {
      used -= weight;
      // Everyone re-checks: a freed budget may fit several small images.
      for (const wake of waiting.splice(0)) wake();
    }
  };
}

/** Longest side of a thumbnail (the list shows them at about 160 px; twice that for sharp screens). */
export const THUMBNAIL_SIZE = 320;

/**
 * The thumbnail of a picture (WebP, longest side 320 px, upright). For a JPEG libvips decodes at 1/2-1/8 scale
 * straight from the compressed data, so a 12 MP photo costs ~40-100 ms of CPU and a few MB (a full decode and
 * re-encode: ~0.8-2 s and ~100 MB).
 */
export async function imageThumbnail(source: string | Buffer): Promise<Buffer> {
  return sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
}

/** Redraws a picture upright (EXIF orientation applied) and re-encodes it: decodes every pixel, so it runs within the pixel budget. */
function redraw(file: InspectedFile, tempDir: string, pixels: number) {
  const image = sharp(file.path, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  const encoded = file.ext === 'png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 92, chromaSubsampling: '4:4:4' });
  return pixelsInFlight(Math.min(pixels, MAX_IMAGE_PIXELS), () => spoolToTemp(encoded, { maxBytes: NORMALISED_MAX_BYTES, tempDir, originalName: file.originalName }));
}

/**
 * Copies at once per process: each holds ~1 MiB of buffers and leaves its chunks to the garbage collector. Ten 12 MP
 * JPEGs at once: 91-107 MiB of server growth with no limit, 60-65 with two (and 25-35 % slower), docs/benchmarks.md.
 */
const strips = createGate(4);

/** Copies a picture without its metadata (a turned JPEG keeps only its orientation), byte for byte otherwise (files/strip.ts): no decoding. */
function strip(file: InspectedFile, tempDir: string, format: 'jpeg' | 'png', turned: boolean) {
  return strips(() => stripNow(file, tempDir, format, turned));
}

async function stripNow(file: InspectedFile, tempDir: string, format: 'jpeg' | 'png', turned: boolean) {
  // Upright for libvips: every EXIF segment goes, as before (one it could not read included).
  const filter = format === 'png' ? new PngMetadataStrip() : turned ? new OrientedJpegStrip() : new JpegMetadataStrip();
  const source = createReadStream(file.path, { highWaterMark: SPOOL_BUFFER_BYTES });
  filter.once('close', () => source.destroy()); // a refused file stops being read (and its descriptor is closed)
  const out = await spoolToTemp(source.pipe(filter), { maxBytes: NORMALISED_MAX_BYTES, tempDir, originalName: file.originalName });
  return { out, metadataKept: filter instanceof OrientedJpegStrip && filter.metadataKept };
}

export interface NormaliseOptions {
  /**
   * The pixels themselves must be upright (recognition reads them, and keeps them for the review): a turned
   * picture is redrawn. Stored documents keep the orientation as a tag instead (lossless, no decoding).
   */
  redrawTurned?: boolean;
}

/**
 * Strips metadata (GPS, camera, EXIF, XMP, comments, text chunks); keeps the format; refuses decompression bombs
 * (pixel limit checked from the header before decoding) and damaged files. A JPEG is copied without its metadata
 * segments, no pixel decoded or re-encoded: its header was read by libvips (tables, frame) and its structure by the
 * copy (segments, end marker: a cut file is FILE_DAMAGED). A turned JPEG (EXIF orientation 2-8) keeps a 36-byte
 * EXIF segment holding only its orientation, which browsers, the viewer and the thumbnails apply (issue 14, fifth
 * pass). Redrawn and re-encoded upright (JPEG quality 92, 4:4:4, every pixel decoded, within the pixel budget): a
 * turned PNG (eXIf, rare), a JPEG whose EXIF our reader cannot read but libvips can, and any turned picture when
 * `redrawTurned`. Returns a new spooled file (new sha256) and removes the old one, or the same file when it was
 * already stripped while received (`stripped`, nothing kept). On failure the old file is left for the caller to remove.
 */
export async function normaliseImage(file: InspectedFile, tempDir: string, options: NormaliseOptions = {}): Promise<InspectedFile> {
  // Broken structure found while it was received and stripped (files/spool-strip.ts): refused as the copy would.
  if (file.stripped?.damaged) throw new AppError('FILE_DAMAGED');
  let out;
  try {
    const { width = 0, height = 0, orientation = 1, format } = await sharp(file.path, { limitInputPixels: false }).metadata();
    if (width * height > MAX_IMAGE_PIXELS) throw new AppError('IMAGE_TOO_MANY_PIXELS');
    const turned = orientation !== 1;
    const copyable = (format === 'jpeg' || format === 'png') && !(turned && (options.redrawTurned || format === 'png' || file.stripped?.metadataKept));
    if (!copyable) out = await redraw(file, tempDir, width * height);
    // Already copied without its metadata while it was received: the spooled file is the one stored (written once).
    else if (file.stripped && !file.stripped.metadataKept && file.stripped.format === format) return file;
    else {
      const copied = await strip(file, tempDir, format, turned);
      out = copied.out;
      // libvips read an orientation our reader could not: the copy kept that EXIF whole, so it is redrawn instead.
      if (copied.metadataKept && turned) {
        await rm(out.path, { force: true });
        out = await redraw(file, tempDir, width * height);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(/pixel limit/i.test(String(error)) ? 'IMAGE_TOO_MANY_PIXELS' : 'FILE_DAMAGED');
  }
  await rm(file.path, { force: true });
  return { ...file, path: out.path, size: out.size, sha256: out.sha256, head: out.head };
}
