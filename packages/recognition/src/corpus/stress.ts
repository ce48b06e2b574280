import sharp, { type Sharp } from 'sharp';
import type { FieldCode } from '../types.js';
import type { Truth } from './documents.js';
import { curledPhoto, spreadPhoto } from './booklet.js';
import { generateCorpus, type Sample } from './generate.js';
import { Random } from './random.js';

/**
 * Pictures harder than the realistic corpus (realistic.ts), made from the classic corpus's clean passports and cards:
 * what a phone or a scanner does to a page that the held-out photographs may hold. They are not accuracy targets (a
 * cut-off check digit cannot be read); what they measure is that nothing wrong is graded PASS and what is accepted.
 * bench/recognition-stress.ts reads them all; stress.accuracy.test.ts guards the ones that graded wrong values PASS.
 */
export const STRESS_KINDS = [
  // A 12 MP photo with the page at 40-55 % of its width, turned up to 8 degrees, shaded, soft, JPEG 85.
  'phone12mp',
  // The page at 22-28 % of a 12 MP photo, turned up to 12 degrees, soft: zone characters 9-12 px.
  'far-phone',
  // Horizontal motion blur over 7 px, and over 11 px (letters smear into their neighbours: G reads as 6).
  'motion', 'motion11',
  // Gaussian blur 2 px at 1200 px wide.
  'blur2',
  // A diagonal shadow over half the page; a bright glare spot on the zone's left half.
  'shadow', 'glare',
  // Dark and noisy (a phone in a dim room), JPEG 70.
  'lowlight',
  // Bleached to white by a flash.
  'overexposed',
  // Black and white scans (a fax, a photocopier's 1-bit mode) at 1100 and 700 px.
  'bilevel', 'bilevel-small',
  // JPEG quality 15 at 900 px; 520 px JPEG 75; 420 px JPEG 50.
  'jpeg15', 'tiny', 'tiny420',
  // The photo cut short at the bottom (up to 6 % off: the zone's last line near the edge) or at the right
  // (5-10 % off: the zone's last characters, a check digit among them, are not on the picture).
  'cut-bottom', 'cut-side',
  // A border control's ink stamp and its date over the zone.
  'stamp',
  // A photo of a screen: a fine line pattern over the page, soft (moire).
  'moire',
  // A passport booklet (booklet.ts; passports only): the data page curled, its zone's lines bowing by 1.5-3 % of the
  // page's height toward one side edge, the characters there foreshortened and darker; the same, milder (0.6-1.2 %);
  // the booklet photographed open, the facing page's printed text above the data page and the spine's shadow between.
  'curl', 'curl-mild', 'spread',
  // Security print: fine wavy lines in four pale inks (a guilloche) under the whole page, zone included, as many
  // passports and cards print in visible light; at 1200 px (JPEG 85), and scanned small (340-420 px wide, zone
  // characters 7-13 px), where the lines are as thick as the characters' strokes.
  'guilloche', 'guilloche-small',
  // A specimen's overprint: SPECIMEN in large bold letters across the page and its zone, dark grey or red, half opaque.
  'overprint',
] as const;
export type StressKind = (typeof STRESS_KINDS)[number];
/** Kinds only a passport booklet shows: made from passports alone, not the passport, TD1, TD2 round. */
const BOOKLET_KINDS: readonly StressKind[] = ['curl', 'curl-mild', 'spread'];

export interface StressSample {
  id: string;
  kind: StressKind;
  docType: Sample['docType'];
  image: Buffer;
  truth: Truth;
  notPass: FieldCode[];
}

const svgLayer = (w: number, h: number, body: string) => ({ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`) });
const jpeg = (image: Sharp, quality = 85) => image.jpeg({ quality }).toBuffer();
/** A horizontal box blur `k` px wide (a camera moved while the shutter was open). */
const motionBlur = (k: number) => ({ width: k, height: 3, kernel: [...Array<number>(k).fill(0), ...Array<number>(k).fill(1 / k), ...Array<number>(k).fill(0)] });

/** The page placed on a 4000 x 3000 desk at `share` of its width, turned up to `turn` degrees, then `finish`ed. */
async function onDesk(page: Buffer, share: number, turn: number, r: Random, desk: string, left?: number, top?: number): Promise<Sharp> {
  const doc = await sharp(page).resize(Math.round(4000 * share)).rotate((r.next() * 2 - 1) * turn, { background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  const { width = 0, height = 0 } = await sharp(doc).metadata();
  const base = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: desk } }).png().toBuffer();
  return sharp(base).composite([{ input: doc, left: left ?? Math.round((4000 - width) / 2), top: top ?? Math.round((3000 - height) / 2) }]);
}

/** `layer` printed over the page (multiplied under its ink, or laid on top), as a PNG the caller then scales. */
const printedOver = (page: Buffer, layer: { input: Buffer }, blend?: 'multiply') => sharp(page).composite([{ ...layer, blend }]).png().toBuffer();

/** Seventy wavy lines across the page in four pale inks, each with its own amplitude, period and phase. */
function guilloche(w: number, h: number, r: Random): string {
  const inks = ['#c06090', '#5080c0', '#60a070', '#c09040'];
  return Array.from({ length: 70 }, (_, k) => {
    const [y0, amplitude, period, phase] = [(k / 70) * h, 8 + r.next() * 20, 40 + r.next() * 60, r.next() * 2 * Math.PI];
    const points = Array.from({ length: Math.floor(w / 6) + 1 }, (_, i) => `${i * 6},${(y0 + amplitude * Math.sin((i * 6) / period + phase)).toFixed(1)}`);
    return `<polyline points="${points.join(' ')}" fill="none" stroke="${inks[k % 4]}" stroke-opacity="0.5" stroke-width="1.6"/>`;
  }).join('');
}

async function render(kind: StressKind, page: Buffer, r: Random): Promise<Buffer> {
  const { width: w = 0, height: h = 0 } = await sharp(page).metadata();
  switch (kind) {
    case 'phone12mp': {
      const shade = svgLayer(4000, 3000, '<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient></defs><rect width="4000" height="3000" fill="url(#g)"/>');
      const photo = await (await onDesk(page, 0.4 + r.next() * 0.15, 8, r, '#7a6a55')).png().toBuffer();
      return jpeg(sharp(photo).composite([shade]).blur(1.2));
    }
    case 'far-phone': {
      const photo = await (await onDesk(page, 0.22 + r.next() * 0.06, 12, r, '#3a4a55', 600, 900)).png().toBuffer();
      return jpeg(sharp(photo).blur(1.5), 80);
    }
    case 'motion':
      return jpeg(sharp(page).resize(1600).convolve(motionBlur(7)), 80);
    case 'motion11':
      return jpeg(sharp(page).resize(1600).convolve(motionBlur(11)), 80);
    case 'blur2':
      return jpeg(sharp(page).resize(1200).blur(2));
    case 'shadow':
      return jpeg(sharp(page).composite([svgLayer(w, h, `<polygon points="0,0 ${w * 0.7},0 ${w * 0.3},${h} 0,${h}" fill="#000" fill-opacity="0.5"/>`)]));
    case 'glare':
      return jpeg(sharp(page).composite([svgLayer(w, h, `<defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="0.85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><ellipse cx="${w * 0.35}" cy="${h * 0.8}" rx="${w * 0.12}" ry="${h * 0.12}" fill="url(#g)"/>`)]));
    case 'lowlight': {
      const { data, info } = await sharp(page).resize(1400).linear(0.45, 10).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i]! + (r.next() + r.next() + r.next() - 1.5) * 24));
      return jpeg(sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }), 70);
    }
    case 'overexposed':
      return jpeg(sharp(page).linear(1.7, 40));
    case 'bilevel':
      return sharp(page).resize(1100).greyscale().threshold(150).png().toBuffer();
    case 'bilevel-small':
      return sharp(page).resize(700).greyscale().threshold(150).png().toBuffer();
    case 'jpeg15':
      return jpeg(sharp(page).resize(900), 15);
    case 'tiny':
      return jpeg(sharp(page).resize(520), 75);
    case 'tiny420':
      return jpeg(sharp(page).resize(420), 50);
    case 'cut-bottom':
      return jpeg(sharp(page).extract({ left: 0, top: 0, width: w, height: Math.round(h * (0.97 - r.next() * 0.03)) }));
    case 'cut-side':
      return jpeg(sharp(page).extract({ left: 0, top: 0, width: Math.round(w * (0.9 + r.next() * 0.05)), height: h }));
    case 'stamp':
      return jpeg(sharp(page).composite([svgLayer(w, h, `<g fill="none" stroke="#2a3f9a" stroke-opacity="0.75" stroke-width="${Math.round(w / 250)}"><circle cx="${w * (0.3 + r.next() * 0.4)}" cy="${h * 0.85}" r="${h * 0.12}"/><circle cx="${w * 0.5}" cy="${h * 0.85}" r="${h * 0.09}"/></g><text x="${w * 0.4}" y="${h * 0.86}" font-size="${h / 25}" fill="#2a3f9a" fill-opacity="0.75" font-family="sans-serif">ARRIVED 12 MAR 2024</text>`)]));
    case 'moire':
      return jpeg(sharp(page).composite([svgLayer(w, h, '<defs><pattern id="p" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(12)"><rect width="3" height="6" fill="#000" fill-opacity="0.18"/></pattern></defs><rect width="100%" height="100%" fill="url(#p)"/>')]).blur(0.8), 80);
    case 'guilloche':
    case 'guilloche-small': {
      // The lines go under the ink (multiply), then the page is scaled (sharp resizes before it composites).
      const printed = await printedOver(page, svgLayer(w, h, guilloche(w, h, r)), 'multiply');
      return kind === 'guilloche' ? jpeg(sharp(printed).resize(1200)) : sharp(printed).resize(Math.round(340 + r.next() * 80)).png().toBuffer();
    }
    case 'overprint': {
      const [ink, opacity] = r.next() < 0.5 ? ['#222', 0.55 + r.next() * 0.1] : ['#c02020', 0.6 + r.next() * 0.15];
      const word = `<text x="${w * 0.1}" y="${h * 0.85}" transform="rotate(-25 ${w / 2} ${h / 2})" font-family="DejaVu Sans" font-weight="bold" font-size="${Math.round(h / 4)}" fill="${ink}" fill-opacity="${opacity.toFixed(2)}">SPECIMEN</text>`;
      return jpeg(sharp(await printedOver(page, svgLayer(w, h, word))).resize(1400));
    }
    case 'curl':
    case 'curl-mild':
      return curledPhoto(page, r, kind === 'curl-mild');
    case 'spread':
      return spreadPhoto(page, r);
  }
}

/**
 * `perKind` passports, TD1 and TD2 cards in turn (classic corpus, clean), each made into every requested kind (the
 * booklet kinds from `perKind` passports). `only`: the ids to make (the others are skipped before being rendered).
 */
export async function* generateStress(opts: { seed: number; perKind: number; kinds?: readonly StressKind[]; only?: readonly string[] }): AsyncGenerator<StressSample> {
  const kinds = opts.kinds ?? STRESS_KINDS;
  const pages: Sample[] = [];
  for await (const s of generateCorpus({ seed: opts.seed, perKind: Math.ceil(opts.perKind / 3), kinds: ['passport', 'id-td1', 'id-td2'], degradations: ['clean'] })) pages.push(s);
  // Interleaved (passport, TD1, TD2, passport...) so that any `perKind` covers every zone shape.
  const order = [...pages].sort((a, b) => Number(a.id.split('-').at(-2)) - Number(b.id.split('-').at(-2)) || a.id.localeCompare(b.id)).slice(0, opts.perKind);
  const passports: Sample[] = [];
  if (kinds.some((k) => BOOKLET_KINDS.includes(k))) for await (const s of generateCorpus({ seed: opts.seed, perKind: opts.perKind, kinds: ['passport'], degradations: ['clean'] })) passports.push(s);
  for (const kind of kinds) {
    for (const [n, page] of (BOOKLET_KINDS.includes(kind) ? passports : order).entries()) {
      if (opts.only && !opts.only.includes(`${kind}-${n}`)) continue;
      const r = new Random(opts.seed * 7877 + STRESS_KINDS.indexOf(kind) * 104717 + n * 1299689);
      yield { id: `${kind}-${n}`, kind, docType: page.docType, image: await render(kind, page.image, r), truth: page.truth, notPass: [] };
    }
  }
}
