import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { AppError } from '../../../lib/errors.js';
import { spoolToTemp } from '../../storage/spool.js';
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

/**
 * Applies EXIF orientation, strips metadata (GPS, camera, thumbnails: sharp writes none unless asked), keeps the
 * format; refuses decompression bombs (pixel limit checked from the header before decoding). Returns a new
 * spooled file (new sha256) and removes the old one. On failure the old file is left for the caller to remove.
 */
export async function normaliseImage(file: InspectedFile, tempDir: string): Promise<InspectedFile> {
  const image = sharp(file.path, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  const encoded = file.ext === 'png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 92, chromaSubsampling: '4:4:4' });
  let out;
  try {
    const { width = 0, height = 0 } = await sharp(file.path, { limitInputPixels: false }).metadata();
    out = await pixelsInFlight(Math.min(width * height, MAX_IMAGE_PIXELS), () => spoolToTemp(encoded, { maxBytes: NORMALISED_MAX_BYTES, tempDir, originalName: file.originalName }));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(/pixel limit/i.test(String(error)) ? 'IMAGE_TOO_MANY_PIXELS' : 'FILE_DAMAGED');
  }
  await rm(file.path, { force: true });
  return { ...file, path: out.path, size: out.size, sha256: out.sha256, head: out.head };
}
