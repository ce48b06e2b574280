import sharp, { type Sharp } from 'sharp';
import type { Random } from './random.js';

/** Degradations of the evaluation corpus. 'moderate' ones carry the >= 99 % per-field target. */
export const DEGRADATIONS = ['clean', 'blur', 'jpeg40', 'small800', 'rotate', 'background', 'perspective', 'glare', 'lowContrast'] as const;
export type Degradation = (typeof DEGRADATIONS)[number];
export const MODERATE: Degradation[] = ['clean', 'blur', 'jpeg40', 'small800', 'rotate', 'background'];

const png = (s: Sharp) => s.png({ compressionLevel: 1 }).toBuffer();

/** Applies one degradation to a clean PNG; deterministic for the same random state. */
export async function degrade(clean: Buffer, kind: Degradation, r: Random): Promise<Buffer> {
  const img = sharp(clean);
  const { width = 1000, height = 700 } = await img.metadata();
  switch (kind) {
    case 'clean':
      return clean;
    case 'blur':
      return png(img.blur(1.2 + r.next() * 0.6));
    case 'jpeg40':
      return img.jpeg({ quality: 40 }).toBuffer();
    case 'small800':
      return png(img.resize({ width: 800 }));
    case 'rotate':
      return png(img.rotate((r.next() * 2 - 1) * 5, { background: '#d8d4cc' }));
    case 'background':
      return onBackground(clean, width, height, r);
    case 'perspective':
      // sharp has no projective warp; an affine shear plus unequal scaling approximates a tilted shot.
      return png(img.affine([[1, (r.next() - 0.5) * 0.12], [(r.next() - 0.5) * 0.06, 0.94]], { background: '#d8d4cc' }));
    case 'glare':
      return glare(clean, width, height, r);
    case 'lowContrast':
      return png(img.linear(0.4, 110).blur(0.6));
  }
}

/** A bright elliptical highlight, as a lamp reflected on a laminate. */
async function glare(clean: Buffer, w: number, h: number, r: Random): Promise<Buffer> {
  const cx = Math.round(w * (0.25 + r.next() * 0.5));
  const cy = Math.round(h * (0.2 + r.next() * 0.4));
  const spot = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><ellipse cx="${cx}" cy="${cy}" rx="${w * 0.22}" ry="${h * 0.18}" fill="url(#g)"/></svg>`;
  return png(sharp(clean).composite([{ input: Buffer.from(spot) }]));
}

/** The document photographed on a textured desk: smaller, off-centre, slightly turned, JPEG. */
async function onBackground(clean: Buffer, w: number, h: number, r: Random): Promise<Buffer> {
  const [W, H] = [Math.round(w * 1.5), Math.round(h * 1.6)];
  const desk = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="0.015" numOctaves="3" seed="${r.int(1, 999)}"/><feColorMatrix values="0 0 0 0 0.55  0 0 0 0 0.42  0 0 0 0 0.3  0 0 0 0.9 0"/></filter><linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6b4f36"/><stop offset="1" stop-color="#2e2117"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#l)"/><rect width="100%" height="100%" filter="url(#n)"/></svg>`;
  const turned = await sharp(clean).rotate((r.next() * 2 - 1) * 3, { background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  const meta = await sharp(turned).metadata();
  const left = r.int(0, W - (meta.width ?? w));
  const top = r.int(0, H - (meta.height ?? h));
  return sharp(Buffer.from(desk)).composite([{ input: turned, left, top }]).jpeg({ quality: 85 }).toBuffer();
}
