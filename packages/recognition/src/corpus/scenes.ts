import sharp, { type Sharp } from 'sharp';
import type { Random } from './random.js';

/**
 * How real uploads frame a document (issue 12): a desk photo turned up to 20 degrees, a keystoned shot,
 * a phone screenshot with the app around the photo, a small flatbed scan. Deterministic for a random state.
 */

const png = (s: Sharp) => s.png({ compressionLevel: 1 }).toBuffer();

const deskSvg = (W: number, H: number, r: Random) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="0.015" numOctaves="3" seed="${r.int(1, 999)}"/><feColorMatrix values="0 0 0 0 0.55  0 0 0 0 0.42  0 0 0 0 0.3  0 0 0 0.9 0"/></filter><linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6b4f36"/><stop offset="1" stop-color="#2e2117"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#l)"/><rect width="100%" height="100%" filter="url(#n)"/></svg>`,
  );

/** The page on a desk, turned by `angle` degrees, as a JPEG photo. */
export async function onDesk(clean: Buffer, angle: number, r: Random, quality = 85): Promise<Buffer> {
  const turned = await sharp(clean).rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = turned.info;
  const [W, H] = [Math.round(w * 1.25), Math.round(h * 1.3)];
  const left = r.int(0, W - w);
  const top = r.int(0, H - h);
  return sharp(deskSvg(W, H, r)).composite([{ input: turned.data, left, top }]).jpeg({ quality }).toBuffer();
}

/** Solves the 8 unknowns of the homography taking `from` corners to `to` corners (Gaussian elimination). */
function homography(from: number[][], to: number[][]): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x!, y!, 1, 0, 0, 0, -u! * x!, -u! * y!, u!]);
    a.push([0, 0, 0, x!, y!, 1, -v! * x!, -v! * y!, v!]);
  }
  for (let c = 0; c < 8; c++) {
    const p = a.reduce((best, row, i) => (i >= c && Math.abs(row[c]!) > Math.abs(a[best]![c]!) ? i : best), c);
    [a[c], a[p]] = [a[p]!, a[c]!];
    for (let i = 0; i < 8; i++) {
      if (i === c) continue;
      const f = a[i]![c]! / a[c]![c]!;
      for (let k = c; k < 9; k++) a[i]![k]! -= f * a[c]![k]!;
    }
  }
  return a.map((row, i) => row[8]! / row[i]!);
}

/** A true projective (keystone) warp: each corner moves inwards by up to `strength` of the side. */
export async function perspective(clean: Buffer, r: Random, strength = 0.12): Promise<Buffer> {
  const { data, info } = await sharp(clean).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const jitter = () => r.next() * strength;
  const corners = [[jitter() * w, jitter() * h], [w - jitter() * w, jitter() * h], [w - jitter() * w, h - jitter() * h], [jitter() * w, h - jitter() * h]];
  // Inverse mapping: for each output pixel, where it comes from in the page (nearest neighbour, then a light blur).
  const [m0, m1, m2, m3, m4, m5, m6, m7] = homography(corners, [[0, 0], [w, 0], [w, h], [0, h]]) as [number, number, number, number, number, number, number, number];
  const out = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const d = m6 * x + m7 * y + 1;
      const sx = Math.round((m0 * x + m1 * y + m2) / d);
      const sy = Math.round((m3 * x + m4 * y + m5) / d);
      const o = (y * w + x) * 4;
      if (sx < 0 || sy < 0 || sx >= w || sy >= h) {
        out.set([216, 212, 204, 255], o);
        continue;
      }
      data.copy(out, o, (sy * w + sx) * 4, (sy * w + sx) * 4 + 4);
    }
  }
  return sharp(out, { raw: { width: w, height: h, channels: 4 } }).blur(0.5).flatten({ background: '#d8d4cc' }).jpeg({ quality: 85 }).toBuffer();
}

/** A phone screenshot (1080 x 2340) of a photo app showing the page: status bar, toolbar, buttons around it. */
export async function screenshot(clean: Buffer, r: Random): Promise<Buffer> {
  const [W, H] = [1080, 2340];
  const photo = await onDesk(clean, (r.next() * 2 - 1) * 4, r);
  const fitted = await sharp(photo).resize({ width: W }).png().toBuffer({ resolveWithObject: true });
  const top = Math.round((H - fitted.info.height) / 2);
  const label = (x: number, y: number, t: string, size: number, fill = '#fff') => `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${size}" fill="${fill}">${t}</text>`;
  const ui = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="#000"/>
    ${label(48, 70, `${r.int(7, 22)}:${String(r.int(0, 59)).padStart(2, '0')}`, 40)}${label(880, 70, `${r.int(20, 99)}%`, 38)}
    <rect y="110" width="${W}" height="150" fill="#1c1c1e"/>${label(40, 205, '&lt; Photos', 46, '#0a84ff')}${label(420, 205, 'Today 09:41', 42)}
    <rect y="${H - 260}" width="${W}" height="260" fill="#1c1c1e"/>${label(60, H - 120, 'Share', 40, '#0a84ff')}${label(440, H - 120, 'Edit', 40, '#0a84ff')}${label(860, H - 120, 'Delete', 40, '#0a84ff')}</svg>`;
  return sharp(Buffer.from(ui)).composite([{ input: fitted.data, left: 0, top }]).png({ compressionLevel: 6 }).toBuffer();
}

/**
 * A flatbed scan saved small: the page on the scanner glass, the whole scan 400-700 px on its long side,
 * so zone characters are `charWidth` px wide (5-8 on real low-resolution scans). `pitch` is the zone's
 * character pitch on the clean page.
 */
export async function smallScan(clean: Buffer, pitch: number, r: Random): Promise<Buffer> {
  const meta = await sharp(clean).metadata();
  const charWidth = 5.5 + r.next() * 2.5;
  const docWidth = Math.round((meta.width ?? 1000) * (charWidth / pitch));
  const page = await sharp(clean).resize({ width: docWidth }).png().toBuffer({ resolveWithObject: true });
  const long = Math.max(400, Math.min(700, Math.round(Math.max(page.info.width, page.info.height) * (1.05 + r.next() * 0.4))));
  const [W, H] = page.info.width >= page.info.height ? [long, Math.round(long * 0.72)] : [Math.round(long * 0.72), long];
  const canvas = sharp({ create: { width: Math.max(W, page.info.width), height: Math.max(H, page.info.height), channels: 3, background: '#f4f4f2' } });
  return png(canvas.composite([{ input: page.data, left: r.int(0, Math.max(0, W - page.info.width)), top: r.int(0, Math.max(0, H - page.info.height)) }]));
}

/** A page with no zone at all (a letter photographed on a desk): the recogniser must give up quickly. */
export function letterPage(r: Random): Buffer {
  const words = ['account', 'statement', 'please', 'find', 'enclosed', 'reference', 'payment', 'customer', 'service', 'date', 'address', 'regards'];
  const lines = Array.from({ length: 22 }, (_, i) => `<text x="90" y="${200 + i * 48}" font-family="DejaVu Serif" font-size="28" fill="#222">${Array.from({ length: 9 }, () => r.pick(words)).join(' ')}</text>`);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1400"><rect width="100%" height="100%" fill="#fbfaf7"/><text x="90" y="120" font-family="DejaVu Sans" font-size="40" font-weight="bold">Monthly statement</text>${lines.join('')}</svg>`);
}
