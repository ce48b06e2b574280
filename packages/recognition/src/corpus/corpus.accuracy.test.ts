import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecognizer, type Recognizer } from '../worker/pool.js';
import { MODERATE, type Degradation } from './degrade.js';
import { addScore, emptyTally, figures, scoreResult, type Tally } from './evaluate.js';
import { generateCorpus, type CorpusKind, type Sample } from './generate.js';

/**
 * Accuracy on a small fixed-seed corpus (every kind, one document each, in every degradation or five), read
 * through the public worker API. The thresholds fail the build when accuracy drops; the bench
 * (bench/recognition.ts) runs the longer corpus.
 */
const SEED = 2026;
const ZONE_KINDS: CorpusKind[] = ['passport', 'id-td1', 'id-td2'];

let recognizer: Recognizer;
const tallies = new Map<string, Tally>();
const tally = (key: string) => tallies.get(key) ?? tallies.set(key, emptyTally()).get(key)!;
const failures: string[] = [];

beforeAll(async () => {
  recognizer = createRecognizer({ workers: 1 });
  const samples: Sample[] = [];
  // Passports and barcodes in every degradation; cards and printed licences in five (CI has two cores).
  for await (const s of generateCorpus({ seed: SEED, perKind: 1, kinds: ['passport', 'us-licence'] })) samples.push(s);
  const five: Degradation[] = ['clean', 'jpeg40', 'rotate', 'background', 'glare'];
  for await (const s of generateCorpus({ seed: SEED, perKind: 1, kinds: ['id-td1', 'id-td2', 'eu-licence', 'uk-licence'], degradations: five })) samples.push(s);
  for (const s of samples) {
    const result = await recognizer.recognize(s.image, s.docType);
    const score = scoreResult(result, s.truth);
    const moderate = MODERATE.includes(s.degradation as Degradation) ? 'moderate' : 'heavy';
    for (const key of ['all', `${s.kind}:${moderate}`, `${ZONE_KINDS.includes(s.kind) ? 'zone' : 'licence'}:${moderate}`]) addScore(tally(key), score, result);
    if (score.wrong.length) failures.push(`${s.id}: ${score.wrong.map((w) => `${w.code} ${w.expected} -> ${w.got} (${w.grade})`).join('; ')}`);
  }
  console.log(JSON.stringify(Object.fromEntries([...tallies].map(([k, t]) => [k, figures(t)]))), failures);
}, 900_000);

afterAll(async () => {
  await recognizer?.close();
});

describe('recognition accuracy on the generated corpus', () => {
  it('reads machine-readable zones at >= 99 % per field, clean and moderately degraded', () => {
    expect(figures(tally('zone:moderate')).fieldAccuracy).toBeGreaterThanOrEqual(0.99);
  });
  it('reads zones at >= 90 % per field under glare, low contrast and perspective', () => {
    expect(figures(tally('zone:heavy')).documents).toBeGreaterThanOrEqual(5);
    expect(figures(tally('zone:heavy')).fieldAccuracy).toBeGreaterThanOrEqual(0.9);
  });
  it('reads EU, UK and US licences at >= 95 % per field, clean and moderately degraded', () => {
    expect(figures(tally('licence:moderate')).fieldAccuracy).toBeGreaterThanOrEqual(0.95);
  });
  it('reads every US barcode exactly', () => {
    expect(figures(tally('us-licence:moderate')).documentExactMatch).toBe(1);
  });
  it('grades almost no wrong value PASS (< 0.5 %)', () => {
    expect(figures(tally('all')).wrongButPass!).toBeLessThan(0.005);
  });
  it('finds moderately degraded documents clear and of the chosen type', () => {
    expect(figures(tally('zone:moderate')).clearAndTypeMatch).toBeGreaterThanOrEqual(0.95);
    expect(figures(tally('licence:moderate')).clearAndTypeMatch).toBeGreaterThanOrEqual(0.95);
  });
});

describe('document-level answers', () => {
  it('says a passport is not a driving licence', async () => {
    const [passport] = await first('passport');
    const r = await recognizer.recognize(passport!.image, 'DL');
    expect(r.typeMatch).toBe(false);
    expect(r.kind).toBe('passport');
  });
  it('reads a passport photographed small in a large frame, and one upside down', async () => {
    const [passport] = await first('passport');
    const small = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#5a4a3a' } })
      .composite([{ input: await sharp(passport!.image).resize({ width: 1100 }).png().toBuffer(), left: 1500, top: 1200 }])
      .jpeg({ quality: 85 })
      .toBuffer();
    const upsideDown = await sharp(passport!.image).rotate(180).png().toBuffer();
    for (const image of [small, upsideDown]) {
      const r = await recognizer.recognize(image, 'PP');
      expect(r).toMatchObject({ clearEnough: true, typeMatch: true });
      expect(scoreResult(r, passport!.truth).correct).toBe(9);
    }
  });
  it('says a blank photo is not clear enough', async () => {
    const blank = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8a8f96' } }).jpeg().toBuffer();
    const r = await recognizer.recognize(blank, 'PP');
    expect(r).toMatchObject({ clearEnough: false, typeMatch: false, kind: 'unknown' });
  });
  it('refuses a PDF with a clear error (the caller rasterises its first page)', async () => {
    await expect(recognizer.recognize(Buffer.from('%PDF-1.7\n'), 'PP')).rejects.toThrow(/rasterised/);
  });
});

async function first(kind: CorpusKind): Promise<Sample[]> {
  const out: Sample[] = [];
  for await (const s of generateCorpus({ seed: SEED + 1, perKind: 1, kinds: [kind], degradations: ['clean'] })) out.push(s);
  return out;
}
