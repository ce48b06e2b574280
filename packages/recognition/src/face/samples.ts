/**
 * Face pictures for tests and the bench, made offline from the only face photographs in our dependencies:
 * the face grid of @vladmandic/human's own screenshot (assets/screenshot-facematch.jpg, MIT, 18 x 6 tiles of
 * about 107 x 110 px). Row 1, tiles 1-11 show one man in eleven different photos (judged by eye; Human's demo
 * ranked them as his best matches, so the labels are not independent of the model); rows 3-6 show other people.
 * Re-captures (a screen, a print) are synthesised deterministically with sharp.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const GRID = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets', 'screenshot-facematch.jpg');
const COLS = 18;
const CELL_W = 1920 / COLS;
const TOP = 284;
const CELL_H = 110.2;

/** Tiles (row * 18 + column) of the same man, and of other people. */
export const SAME_PERSON = Array.from({ length: 11 }, (_, i) => i);
export const OTHER_PEOPLE = Array.from({ length: 72 }, (_, i) => 36 + i);

/** One tile of the grid, upscaled to a selfie-like 360 px picture (PNG). */
export async function faceTile(index: number, size = 360): Promise<Buffer> {
  const row = Math.floor(index / COLS);
  const col = index % COLS;
  // Inside the cell: the caption at the bottom and the borders stay out.
  const left = Math.round(col * CELL_W + 2);
  const top = Math.round(TOP + row * CELL_H + 2);
  return sharp(GRID)
    .extract({ left, top, width: Math.floor(CELL_W) - 4, height: 90 })
    .resize({ width: size, height: Math.round((size * 90) / (Math.floor(CELL_W) - 4)), kernel: 'lanczos3' })
    .png()
    .toBuffer();
}

/** A card-like identity document (PNG) with the face as its portrait on the left and grey text bars. */
export async function documentWithPortrait(face: Buffer): Promise<Buffer> {
  const portrait = await sharp(face).resize({ width: 260, height: 300, fit: 'cover' }).png().toBuffer();
  const bars = Array.from({ length: 7 }, (_, i) => `<rect x="340" y="${120 + i * 55}" width="${420 - (i % 3) * 70}" height="22" fill="#55606e"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="580"><rect width="900" height="580" rx="24" fill="#dfe8ee"/><rect x="0" y="0" width="900" height="70" fill="#2d4a6b"/>${bars}<rect x="40" y="500" width="820" height="20" fill="#8a96a3"/></svg>`;
  return sharp(Buffer.from(svg)).composite([{ input: portrait, left: 50, top: 120 }]).png().toBuffer();
}

/** The picture as shown on a screen and photographed: moiré grid lines, a compressed range, a slanted view. */
export async function screenRecapture(picture: Buffer, seed = 1): Promise<Buffer> {
  const { width = 360, height = 360 } = await sharp(picture).metadata();
  const pitch = 3 + (seed % 3);
  const lines = Array.from({ length: Math.ceil(height / pitch) }, (_, i) => `<rect x="0" y="${i * pitch}" width="${width}" height="1" fill="#000" fill-opacity="0.35"/>`).join('');
  const cols = Array.from({ length: Math.ceil(width / (pitch + 1)) }, (_, i) => `<rect x="${i * (pitch + 1)}" y="0" width="1" height="${height}" fill="#204060" fill-opacity="0.18"/>`).join('');
  const grid = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${lines}${cols}</svg>`);
  const flat = await sharp(picture).linear(0.6, 60).modulate({ saturation: 0.8 }).composite([{ input: grid }]).png().toBuffer();
  return perspective(flat, 0.08 + (seed % 4) * 0.02);
}

/** The picture printed and photographed: a paper tint, halftone dots, a reduced range and slight blur. */
export async function printRecapture(picture: Buffer, seed = 1): Promise<Buffer> {
  const { width = 360, height = 360 } = await sharp(picture).metadata();
  const step = 4 + (seed % 2);
  let dots = '';
  for (let y = 0; y < height; y += step) for (let x = (y / step) % 2 ? step / 2 : 0; x < width; x += step) dots += `<circle cx="${x}" cy="${y}" r="0.9" fill="#fff" fill-opacity="0.35"/>`;
  const screen = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${dots}</svg>`);
  const flat = await sharp(picture).linear(0.55, 70).tint({ r: 240, g: 228, b: 205 }).blur(0.8).composite([{ input: screen }]).png().toBuffer();
  return perspective(flat, 0.05 + (seed % 3) * 0.03);
}

/** A keystone view: the top edge narrower by `amount` of the width (rows squeezed towards the centre). */
async function perspective(picture: Buffer, amount: number): Promise<Buffer> {
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const out = Buffer.alloc(data.length, 30);
  for (let y = 0; y < info.height; y++) {
    const squeeze = amount * (1 - y / info.height);
    const rowWidth = info.width * (1 - squeeze);
    const offset = (info.width - rowWidth) / 2;
    for (let x = 0; x < info.width; x++) {
      const sx = (x - offset) / (rowWidth / info.width);
      if (sx < 0 || sx >= info.width) continue;
      const si = (y * info.width + Math.floor(sx)) * 3;
      const di = (y * info.width + x) * 3;
      out[di] = data[si]!;
      out[di + 1] = data[si + 1]!;
      out[di + 2] = data[si + 2]!;
    }
  }
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}
