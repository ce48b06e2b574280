import sharp from 'sharp';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/full';
import { idCard, passport, type Truth } from './documents.js';
import { randomIdentity } from './identity.js';
import { aamvaBack, euLicence } from './licences.js';
import { DEGRADATIONS, degrade, type Degradation } from './degrade.js';
import { Random } from './random.js';

export const CORPUS_KINDS = ['passport', 'id-td1', 'id-td2', 'eu-licence', 'uk-licence', 'us-licence'] as const;
export type CorpusKind = (typeof CORPUS_KINDS)[number];

export interface Sample {
  id: string;
  kind: CorpusKind;
  degradation: Degradation;
  /** The document type a user would choose for it. */
  docType: 'PP' | 'NC' | 'DL';
  image: Buffer;
  truth: Truth;
}

let zxingReady = false;
function ensureZxing(): void {
  if (zxingReady) return;
  // The wasm ships in the zxing-wasm package; never let it fetch from a CDN.
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/full/zxing_full.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer }, fireImmediately: true });
  zxingReady = true;
}

async function renderClean(kind: CorpusKind, r: Random): Promise<{ png: Buffer; truth: Truth; docType: Sample['docType'] }> {
  const p = randomIdentity(r);
  const toPng = (svg: Buffer) => sharp(svg).flatten({ background: '#fff' }).png().toBuffer();
  if (kind === 'passport') return { ...(await rendered(passport(p))), docType: 'PP' };
  if (kind === 'id-td1' || kind === 'id-td2') return { ...(await rendered(idCard(p, kind === 'id-td1' ? 'TD1' : 'TD2'))), docType: 'NC' };
  if (kind === 'eu-licence' || kind === 'uk-licence') return { ...(await rendered(euLicence(p, r, kind === 'uk-licence'))), docType: 'DL' };
  ensureZxing();
  const back = aamvaBack(p, r);
  const code = await writeBarcode(back.barcodeText, { format: 'PDF417', scale: 3 });
  if (!code.image) throw new Error(`PDF417 writer failed: ${code.error}`);
  const bar = await sharp(Buffer.from(await code.image.arrayBuffer())).resize({ width: back.barcodeBox.width, kernel: 'nearest' }).png().toBuffer();
  const png = await sharp(await toPng(back.svg)).composite([{ input: bar, left: back.barcodeBox.left, top: back.barcodeBox.top }]).png().toBuffer();
  return { png, truth: back.truth, docType: 'DL' };

  async function rendered(doc: { svg: Buffer; truth: Truth }) {
    return { png: await toPng(doc.svg), truth: doc.truth };
  }
}

/** The corpus for a seed: `perKind` documents of each kind, each in every requested degradation. */
export async function* generateCorpus(opts: { seed: number; perKind: number; kinds?: readonly CorpusKind[]; degradations?: readonly Degradation[] }): AsyncGenerator<Sample> {
  for (const kind of opts.kinds ?? CORPUS_KINDS) {
    for (let n = 0; n < opts.perKind; n++) {
      // One stream per document, so a document is the same whatever else the corpus holds.
      const r = new Random(opts.seed * 7919 + CORPUS_KINDS.indexOf(kind) * 104729 + n * 1299709);
      const clean = await renderClean(kind, r);
      for (const degradation of opts.degradations ?? DEGRADATIONS) {
        const image = await degrade(clean.png, degradation, r);
        yield { id: `${kind}-${n}-${degradation}`, kind, degradation, docType: clean.docType, image, truth: clean.truth };
      }
    }
  }
}
