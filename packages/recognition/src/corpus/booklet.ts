import sharp from 'sharp';
import type { Random } from './random.js';
import { perspective } from './scenes.js';
import { background, OCRB, svg, text } from './svg.js';

/**
 * How a passport booklet looks on a phone photo, as the stress corpus's `curl`, `curl-mild` and `spread` kinds (stress.ts):
 * the data page does not lie flat (its lower part bows up toward one side edge, so the zone's lines curve and the
 * characters on the lifted side are foreshortened and darker), and the booklet is photographed open (the facing page
 * with its own printed text above the data page, the spine's shadow between them, the cover around both).
 * Deterministic for a random state.
 */

export interface CurlOptions {
  /** Vertical displacement at the zone's lifted end, as a share of the page's height (0.015-0.03 for a curled page). */
  lift: number;
  /** The surface's largest angle to the desk at the lifted edge, in degrees: characters there are cos(angle) narrower. */
  angle: number;
  /** How much darker the lifted edge is (0-1): a bent page turns away from the light. */
  dark: number;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/**
 * The page curled: from `start` (a share of the width, from the flat side) to the lifted side edge, each column is
 * displaced vertically by lift * ((e - start) / (1 - start))^2 and foreshortened by the cosine of an angle growing
 * linearly to `angle`, both weighted by how low the row is (the top of the page stays flat, the zone bows the most).
 * Inverse-mapped with bilinear sampling; where no page lands the picture is transparent (the desk shows through).
 */
export async function curl(page: Buffer, r: Random, opts: CurlOptions): Promise<Buffer> {
  const { data, info } = await sharp(page).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const right = r.next() < 0.5;
  const start = 0.35 + r.next() * 0.2;
  const up = r.next() < 0.75 ? -1 : 1;
  const span = 1 - start;
  const theta = (opts.angle * Math.PI) / 180;
  // Row weight: nothing above 25 % of the height, growing toward the bottom; normalised so the zone (90 %) gets `lift`.
  const weight = (y: number) => clamp01((y / h - 0.25) / 0.75) ** 1.5 / (0.65 / 0.75) ** 1.5;
  const lift = opts.lift * h;
  const out = Buffer.alloc(w * h * 4);
  for (let Y = 0; Y < h; Y++) {
    for (let X = 0; X < w; X++) {
      // e: distance from the flat side edge as a share of the width (0 flat side, 1 lifted side), in the picture.
      const eOut = right ? X / w : 1 - X / w;
      let y = Y;
      let e = eOut;
      let inside = true;
      for (let it = 0; it < 4; it++) {
        const g = weight(y);
        const t = theta * g;
        if (eOut <= start || t < 1e-6) e = eOut;
        else {
          const s = ((eOut - start) * t) / span;
          if (s >= 1) {
            inside = false;
            break;
          }
          e = start + (Math.asin(s) / t) * span;
        }
        const phi = clamp01((e - start) / span);
        y = Y - up * lift * phi * phi * g;
      }
      const o = (Y * w + X) * 4;
      const sx = (right ? e : 1 - e) * w - 0.5;
      const sy = y - 0.5;
      if (!inside || sx < 0 || sy < 0 || sx > w - 1 || sy > h - 1) continue;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const x1 = Math.min(w - 1, x0 + 1);
      const y1 = Math.min(h - 1, y0 + 1);
      const phi = clamp01((e - start) / span);
      const shade = 1 - opts.dark * phi * weight(y);
      for (let c = 0; c < 4; c++) {
        const v =
          data[(y0 * w + x0) * 4 + c]! * (1 - fx) * (1 - fy) +
          data[(y0 * w + x1) * 4 + c]! * fx * (1 - fy) +
          data[(y1 * w + x0) * 4 + c]! * (1 - fx) * fy +
          data[(y1 * w + x1) * 4 + c]! * fx * fy;
        out[o + c] = Math.round(c === 3 ? v : v * shade);
      }
    }
  }
  return sharp(out, { raw: { width: w, height: h, channels: 4 } }).png({ compressionLevel: 1 }).toBuffer();
}

/**
 * `page` (transparent where there is no page) turned by `angle` degrees on a wooden desk, as a JPEG photo: scenes.ts's
 * onDesk, with the desk's texture drawn at a quarter of the size and enlarged (librsvg's turbulence at full size cost
 * 2.4 s of CPU for an open booklet).
 */
async function onDesk(page: Buffer, angle: number, r: Random): Promise<Buffer> {
  const turned = await sharp(page).rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = turned.info;
  const [W, H] = [Math.round(w * 1.25), Math.round(h * 1.3)];
  const [dw, dh] = [Math.round(W / 4), Math.round(H / 4)];
  const desk = svg(
    dw,
    dh,
    `<defs><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="0.06" numOctaves="3" seed="${r.int(1, 999)}"/><feColorMatrix values="0 0 0 0 0.55  0 0 0 0 0.42  0 0 0 0 0.3  0 0 0 0.9 0"/></filter><linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6b4f36"/><stop offset="1" stop-color="#2e2117"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#l)"/><rect width="100%" height="100%" filter="url(#n)"/>`,
  );
  // Rasterised first: sharp renders an SVG at the size it is resized to, turbulence and all.
  const small = await sharp(desk).png({ compressionLevel: 1 }).toBuffer();
  const base = await sharp(small).resize({ width: W, height: H, fit: 'fill' }).png({ compressionLevel: 1 }).toBuffer();
  return sharp(base).composite([{ input: turned.data, left: r.int(0, W - w), top: r.int(0, H - h) }]).jpeg({ quality: 85 }).toBuffer();
}

/** A curled data page photographed on a desk (turned up to 3 degrees, a little soft, JPEG 85). */
export async function curledPhoto(page: Buffer, r: Random, mild: boolean): Promise<Buffer> {
  const opts: CurlOptions = mild
    ? { lift: 0.006 + r.next() * 0.006, angle: 15 + r.next() * 10, dark: 0.1 + r.next() * 0.15 }
    : { lift: 0.015 + r.next() * 0.015, angle: 30 + r.next() * 15, dark: 0.25 + r.next() * 0.2 };
  const bent = await curl(page, r, opts);
  const soft = await sharp(bent).blur(0.6).png({ compressionLevel: 1 }).toBuffer();
  return onDesk(soft, (r.next() * 2 - 1) * 3, r);
}

const ENDORSEMENTS = [
  'THE HOLDER IS ALSO A CITIZEN OF THE EUROPEAN UNION',
  'THIS PASSPORT REPLACES PASSPORT NO. {n} ISSUED {d}',
  'VALID FOR ALL COUNTRIES',
  'THE BEARER IS PERMITTED TO RESIDE INDEFINITELY',
  'ENTRY CLEARANCE GRANTED ON {d}',
  'NAME AT BIRTH: {s}',
];

/** The page facing the data page: observations in print and stamps, a visa-like entry box, ruled lines, a page number. */
export function facingPage(r: Random, w: number, h: number): Buffer {
  const number = r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2) + r.chars('0123456789', 7);
  const dateText = `${r.int(10, 28)} ${r.pick(['JAN', 'MAR', 'MAY', 'JUL', 'SEP', 'NOV'])} ${r.int(2012, 2024)}`;
  const fill = (t: string) => t.replace('{n}', number).replace('{d}', dateText).replace('{s}', r.pick(['MORGAN', 'SILVA', 'NOVAK', 'HASSAN']));
  const body = [
    background(w, h, '#eef1ec'),
    text(40, 70, 'OBSERVATIONS / OBSERVATIONS', 30, { weight: 'bold', fill: '#1d3557' }),
    // A perforated-looking serial in OCR-B near the top, as many booklets print on every page.
    text(w - 330, 70, number, 30, { family: OCRB, fill: '#5a2a2a' }),
    ...Array.from({ length: 9 }, (_, i) => `<line x1="40" x2="${w - 40}" y1="${140 + i * 62}" y2="${140 + i * 62}" stroke="#9aa" stroke-width="2"/>`),
    ...Array.from({ length: r.int(2, 4) }, (_, i) => text(50, 130 + i * 62, fill(r.pick(ENDORSEMENTS)), 26, { fill: '#222' })),
  ];
  // A visa-like entry box or an entry stamp, slightly turned, in the page's lower half.
  const bx = 60 + r.int(0, 300);
  const by = 430 + r.int(0, 120);
  const turn = (r.next() * 2 - 1) * 6;
  body.push(
    `<g transform="rotate(${turn.toFixed(1)} ${bx + 250} ${by + 130})" fill="none" stroke="#7a2e8e" stroke-opacity="0.8" stroke-width="5"><rect x="${bx}" y="${by}" width="500" height="260" rx="18"/>` +
      `<text x="${bx + 30}" y="${by + 60}" font-family="DejaVu Sans" font-size="34" font-weight="bold" fill="#7a2e8e" stroke="none">ENTRY / ENTREE</text>` +
      `<text x="${bx + 30}" y="${by + 120}" font-family="DejaVu Sans" font-size="30" fill="#7a2e8e" stroke="none">${dateText}</text>` +
      `<text x="${bx + 30}" y="${by + 175}" font-family="DejaVu Sans" font-size="26" fill="#7a2e8e" stroke="none">IMMIGRATION OFFICER ${r.int(100, 999)}</text>` +
      `<text x="${bx + 30}" y="${by + 225}" font-family="DejaVu Sans" font-size="26" fill="#7a2e8e" stroke="none">LEAVE TO ENTER FOR ${r.int(2, 6)} MONTHS</text></g>`,
  );
  body.push(text(w / 2 - 10, h - 30, String(r.int(2, 5)), 24, { fill: '#445' }));
  return svg(w, h, body.join(''));
}

/**
 * The booklet open on a desk: the facing page above the data page, the spine's shadow between them (darkening both
 * pages toward the fold), the cover's edge around, photographed turned 1.5-6 degrees with a slight keystone.
 */
export async function spreadPhoto(page: Buffer, r: Random): Promise<Buffer> {
  const { width: w = 1250, height: h = 880 } = await sharp(page).metadata();
  const margin = 18;
  const gutter = 6;
  const [W, H] = [w + 2 * margin, 2 * h + gutter + 2 * margin];
  const facing = await sharp(facingPage(r, w, h)).flatten({ background: '#fff' }).png().toBuffer();
  const cover = r.pick(['#5a1a22', '#1f2a4a', '#203a2a', '#3a1a3a']);
  const fold = margin + h + gutter / 2;
  const depth = 40 + r.int(0, 50);
  const darkness = 0.45 + r.next() * 0.3;
  const shadow = svg(
    W,
    H,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.5" stop-color="#000" stop-opacity="${darkness.toFixed(2)}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
      `<rect x="0" y="${fold - depth}" width="${W}" height="${2 * depth}" fill="url(#s)"/>`,
  );
  const base = await sharp({ create: { width: W, height: H, channels: 4, background: cover } }).png().toBuffer();
  const open = await sharp(base)
    .composite([
      { input: facing, left: margin, top: margin },
      { input: page, left: margin, top: margin + h + gutter },
      { input: shadow, left: 0, top: 0 },
    ])
    .png({ compressionLevel: 1 })
    .toBuffer();
  const angle = (r.next() < 0.5 ? -1 : 1) * (1.5 + r.next() * 4.5);
  const photo = await onDesk(open, angle, r);
  return perspective(photo, r, 0.03 + r.next() * 0.03);
}
