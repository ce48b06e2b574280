import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colouredInkShare, inkDropout, loadUpright, measureQuality, ocrCopy, UnsupportedInputError } from './image.js';

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

describe('a coloured stamp over the zone (issue 12)', () => {
  // Black zone text with a border stamp's blue ink (75 % opaque) across it, as the stress kind 'stamp' draws it.
  const stamp = '<text x="40" y="200" font-size="60" fill="#2a3f9a" fill-opacity="0.75" font-family="DejaVu Sans">ARRIVED 12 MAR 2024</text>';
  const zone = { left: 0, top: 100, width: 1400, height: 160 };
  const at = async (png: Buffer, x: number, y: number) => (await sharp(png).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer())[0]!;

  it('finds coloured ink over the zone, and none on a page printed in black', async () => {
    expect(await colouredInkShare(await page(1400, 300, '#eef1f4', `${text}${stamp}`), zone)).toBeGreaterThan(0.01);
    expect(await colouredInkShare(await page(1400, 300, '#eef1f4', text), zone)).toBe(0);
  });
  it('drops the stamp\'s ink out to the paper and keeps black print dark, under the stamp too', async () => {
    const body = '<rect x="100" y="150" width="200" height="60" fill="#000"/><rect x="600" y="150" width="200" height="60" fill="#2a3f9a" fill-opacity="0.75"/><rect x="100" y="150" width="200" height="60" fill="#2a3f9a" fill-opacity="0.75"/>';
    const dropped = await inkDropout(await page(1400, 300, '#eef1f4', body));
    expect(await at(dropped, 700, 180)).toBe(255); // stamp ink alone
    expect(await at(dropped, 50, 50)).toBe(255); // paper
    expect(await at(dropped, 200, 180)).toBeLessThan(128); // black print under the stamp
  });
});
