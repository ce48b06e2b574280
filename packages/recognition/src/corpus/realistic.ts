import sharp from 'sharp';
import type { FieldCode } from '../types.js';
import { idCard, passport, visa, type Rendered, type Truth } from './documents.js';
import { frenchCard, frenchIdCard } from './frenchId.js';
import { randomIdentity } from './identity.js';
import { Random } from './random.js';
import { letterPage, onDesk, perspective, screenshot, smallScan } from './scenes.js';

/**
 * The realistic corpus (issue 12): the kinds of upload the held-out real photographs showed going wrong,
 * one kind per failure, each a document and the way it was captured.
 */
export const REALISTIC_KINDS = [
  'turn90', 'turn180', 'turn270', 'tilt', 'perspective', 'screenshot', 'caption', 'visa-mrva', 'visa-mrvb',
  'small-scan', 'jpeg30', 'font', 'specimen', 'id-td1-near', 'id-td2-near', 'id-td3-near', 'illegible', 'no-zone',
  // Last, so the kinds before it keep their documents: most small scans are saved as JPEG, a little soft.
  'small-scan-jpeg',
  // The French identity card of 1988-2021, whose two lines of 36 are not ICAO's TD2 (mrz/frenchId.ts).
  'fr-id',
  // A TD1 card whose number is longer than nine characters and continues in the optional data (Belgium, Portugal).
  'id-td1-long',
  // Passports of people with one name only (no given names: the zone's names are the surname and fillers).
  'mononym',
] as const;
export type RealisticKind = (typeof REALISTIC_KINDS)[number];

/** Kinds with no legible zone on purpose: excluded from the accuracy and acceptance targets. */
export const ILLEGIBLE_KINDS: RealisticKind[] = ['illegible', 'no-zone'];

export interface RealisticSample {
  id: string;
  kind: RealisticKind;
  docType: 'PP' | 'NC' | 'RTWV';
  image: Buffer;
  truth: Truth;
  notPass: FieldCode[];
}

type Base = { doc: Rendered; docType: RealisticSample['docType']; pitch: number };

/** Passport, TD1 and TD2 cards in turn, so orientation kinds cover every zone shape. */
function baseDocument(n: number, r: Random): Base {
  const p = randomIdentity(r);
  if (n % 3 === 1) return { doc: idCard(p, 'TD1'), docType: 'NC', pitch: 990 / 30 };
  if (n % 3 === 2) return { doc: idCard(p, 'TD2'), docType: 'NC', pitch: 1130 / 36 };
  return { doc: passport(p), docType: 'PP', pitch: 1140 / 44 };
}

const toPng = (svg: Buffer) => sharp(svg).flatten({ background: '#fff' }).png().toBuffer();
const signed = (r: Random, min: number, max: number) => (r.next() < 0.5 ? -1 : 1) * (min + r.next() * (max - min));

async function render(kind: RealisticKind, n: number, r: Random): Promise<Omit<RealisticSample, 'id' | 'kind'>> {
  const base = (doc: Base) => ({ docType: doc.docType, truth: doc.doc.truth, notPass: doc.doc.notPass ?? [] });
  const p = randomIdentity(r);
  switch (kind) {
    case 'turn90':
    case 'turn180':
    case 'turn270': {
      const b = baseDocument(n, r);
      const angle = Number(kind.slice(4));
      return { ...base(b), image: await onDesk(await toPng(b.doc.svg), angle + signed(r, 0, 3), r) };
    }
    case 'tilt': {
      const b = baseDocument(n, r);
      return { ...base(b), image: await onDesk(await toPng(b.doc.svg), signed(r, 8, 20), r) };
    }
    case 'perspective': {
      const b = baseDocument(n, r);
      return { ...base(b), image: await perspective(await toPng(b.doc.svg), r) };
    }
    case 'screenshot': {
      const b = baseDocument(n, r);
      return { ...base(b), image: await screenshot(await toPng(b.doc.svg), r) };
    }
    case 'caption': {
      const doc = passport(p, { zone: { caption: 'THIS PAGE IS MACHINE READABLE - DO NOT FOLD OR STAMP' } });
      return { docType: 'PP', truth: doc.truth, notPass: [], image: await onDesk(await toPng(doc.svg), signed(r, 0, 3), r) };
    }
    case 'visa-mrva':
    case 'visa-mrvb': {
      const format = kind === 'visa-mrva' ? 'MRV-A' : 'MRV-B';
      const doc = visa(p, format, r.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', format === 'MRV-A' ? 16 : 8));
      return { docType: 'RTWV', truth: doc.truth, notPass: [], image: await onDesk(await toPng(doc.svg), signed(r, 0, 4), r) };
    }
    case 'small-scan': {
      const b = baseDocument(n, r);
      return { ...base(b), image: await smallScan(await toPng(b.doc.svg), b.pitch, r) };
    }
    case 'small-scan-jpeg': {
      const b = baseDocument(n, r);
      const scan = await smallScan(await toPng(b.doc.svg), b.pitch, r);
      return { ...base(b), image: await sharp(scan).flatten({ background: '#fff' }).blur(0.3 + r.next() * 0.3).jpeg({ quality: r.int(70, 85) }).toBuffer() };
    }
    case 'jpeg30': {
      const b = baseDocument(n, r);
      return { ...base(b), image: await sharp(await toPng(b.doc.svg)).jpeg({ quality: 30 }).toBuffer() };
    }
    case 'font': {
      // Zones printed in another monospace face (older passports, visas printed by office printers).
      const doc = passport(p, { zone: { family: 'DejaVu Sans Mono' } });
      return { docType: 'PP', truth: doc.truth, notPass: [], image: await onDesk(await toPng(doc.svg), signed(r, 0, 3), r) };
    }
    case 'specimen': {
      const doc = passport(p, { specimen: n % 2 ? 'composite' : 'number' });
      return { docType: 'PP', truth: doc.truth, notPass: doc.notPass ?? [], image: await sharp(await toPng(doc.svg)).jpeg({ quality: 80 }).toBuffer() };
    }
    case 'id-td1-near':
    case 'id-td2-near':
    case 'id-td3-near': {
      const format = kind === 'id-td1-near' ? 'TD1' : kind === 'id-td2-near' ? 'TD2' : 'TD3';
      const doc = idCard(p, format, true);
      return { docType: 'NC', truth: doc.truth, notPass: [], image: await onDesk(await toPng(doc.svg), signed(r, 0, 4), r) };
    }
    case 'fr-id': {
      const doc = frenchIdCard(frenchCard(r));
      return { docType: 'NC', truth: doc.truth, notPass: [], image: await onDesk(await toPng(doc.svg), signed(r, 0, 4), r) };
    }
    case 'id-td1-long': {
      const documentNumber = n % 2 ? r.chars('0123456789', 12) : p.documentNumber + r.chars('0123456789', r.int(1, 3));
      const doc = idCard({ ...p, documentNumber }, 'TD1', n % 3 === 0);
      return { docType: 'NC', truth: doc.truth, notPass: [], image: await onDesk(await toPng(doc.svg), signed(r, 0, 4), r) };
    }
    case 'mononym': {
      const doc = passport({ ...p, givenNames: '' });
      return { docType: 'PP', truth: doc.truth, notPass: [], image: await onDesk(await toPng(doc.svg), signed(r, 0, 4), r) };
    }
    case 'illegible': {
      // Out of focus and small: nothing can be confirmed, so nothing may pass.
      const b = baseDocument(n, r);
      const image = await sharp(await toPng(b.doc.svg)).resize({ width: 420 }).blur(2.5).jpeg({ quality: 50 }).toBuffer();
      return { ...base(b), image };
    }
    case 'no-zone': {
      const letter = await toPng(letterPage(r));
      return { docType: 'PP', truth: {}, notPass: [2, 3, 4, 5, 8, 9, 11, 12, 51], image: await sharp(await onDesk(letter, signed(r, 0, 5), r)).resize({ width: 1600 }).jpeg({ quality: 85 }).toBuffer() };
    }
  }
}

/**
 * `perKind` documents of each realistic kind; one random stream per document, so each is stable. With `numbers`, only
 * the documents of those numbers (`<kind>-<n>`) are made, the same as among all of them, the others not drawn at all.
 */
export async function* generateRealistic(opts: { seed: number; perKind: number; kinds?: readonly RealisticKind[]; numbers?: readonly number[] }): AsyncGenerator<RealisticSample> {
  for (const kind of opts.kinds ?? REALISTIC_KINDS) {
    for (let n = 0; n < opts.perKind; n++) {
      if (opts.numbers && !opts.numbers.includes(n)) continue;
      const r = new Random(opts.seed * 7907 + REALISTIC_KINDS.indexOf(kind) * 104723 + n * 1299721);
      yield { id: `${kind}-${n}`, kind, ...(await render(kind, n, r)) };
    }
  }
}
