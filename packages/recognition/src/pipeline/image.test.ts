import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadUpright, measureQuality, ocrCopy, UnsupportedInputError } from './image.js';

const page = (width: number, height: number, background: string, body = '') =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/>${body}</svg>`)).png().toBuffer();
const text = Array.from({ length: 12 }, (_, i) => `<text x="40" y="${80 + i * 60}" font-size="40" font-family="DejaVu Sans">P&lt;UTOERIKSSON&lt;&lt;ANNA&lt;MARIA 7408122F</text>`).join('');

async function quality(png: Buffer) {
  const u = await loadUpright(png);
  return measureQuality((await ocrCopy(u.image, u.width, u.height, 960)).input, u.width, u.height);
}

describe('image quality', () => {
  it('finds nothing wrong with a sharp, well exposed page', async () => {
    const q = await quality(await page(1400, 900, '#eef1f4', text));
    expect(q.problems).toEqual([]);
    expect(q.sharpness).toBeGreaterThan(0.9);
  });
  it('reports low resolution, blur, darkness and low contrast', async () => {
    expect((await quality(await page(500, 320, '#eef1f4', text))).problems.join()).toMatch(/resolution/);
    const blurred = await sharp(await page(1400, 900, '#eef1f4', text)).blur(4).png().toBuffer();
    expect((await quality(blurred)).problems.join()).toMatch(/sharpness/);
    const dark = await sharp(await page(1400, 900, '#eef1f4', text)).linear(0.1, 0).png().toBuffer();
    expect((await quality(dark)).problems.join()).toMatch(/exposure/);
    expect((await quality(await page(1400, 900, '#777777'))).problems.join()).toMatch(/contrast/);
  });
  it('measures glare as the saturated share', async () => {
    const q = await quality(await page(1400, 900, '#eef1f4', `${text}<ellipse cx="700" cy="450" rx="400" ry="300" fill="#ffffff"/>`));
    expect(q.glare).toBeGreaterThan(0.08);
    expect(q.problems.join()).toMatch(/glare/);
  });
  it('applies EXIF orientation, and refuses PDFs and non-images with a clear error', async () => {
    const portrait = await sharp(await page(1400, 900, '#eef1f4', text)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(await loadUpright(portrait)).toMatchObject({ width: 900, height: 1400 });
    await expect(loadUpright(Buffer.from('%PDF-1.7\n'))).rejects.toBeInstanceOf(UnsupportedInputError);
    await expect(loadUpright(Buffer.from('hello'))).rejects.toThrow(/not a readable image/);
  });
});
