import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecognitionResult } from '../types.js';
import { createRecognizer, type Recognizer } from '../worker/pool.js';
import { scoreResult, type Score } from './evaluate.js';
import { generateRealistic, type RealisticKind, type RealisticSample } from './realistic.js';

/**
 * The realistic corpus (issue 12), one document of the kinds that went wrong on real photographs, read
 * through the worker API. The bench (BENCH_CORPUS=realistic) measures every kind over more documents.
 */
const SEED = 2026;
const KINDS: RealisticKind[] = ['turn90', 'turn180', 'tilt', 'caption', 'visa-mrvb', 'small-scan', 'id-td1-near', 'fr-id', 'id-td1-long', 'specimen', 'no-zone'];

let recognizer: Recognizer;
const read = new Map<RealisticKind, { sample: RealisticSample; result: RecognitionResult; score: Score }>();

beforeAll(async () => {
  recognizer = createRecognizer({ workers: 1 });
  for await (const sample of generateRealistic({ seed: SEED, perKind: 1, kinds: KINDS })) {
    const result = await recognizer.recognize(sample.image, sample.docType);
    read.set(sample.kind, { sample, result, score: scoreResult(result, sample.truth, sample.notPass) });
  }
}, 900_000);

afterAll(async () => {
  await recognizer?.close();
});

describe('recognition of realistic uploads', () => {
  it.each(['turn90', 'turn180', 'tilt', 'caption', 'visa-mrvb', 'small-scan', 'id-td1-near', 'fr-id', 'id-td1-long'] as const)('reads %s exactly and accepts it', (kind) => {
    const { result, score } = read.get(kind)!;
    expect(score.wrong).toEqual([]);
    expect(result).toMatchObject({ clearEnough: true, typeMatch: true });
  });

  it('never passes what a specimen\'s wrong check digit covers', () => {
    const { result, sample } = read.get('specimen')!;
    expect(sample.notPass.length).toBeGreaterThan(0);
    for (const code of sample.notPass) expect(result.fields.find((f) => f.code === code)?.grade).not.toBe('PASS');
  });

  it('refuses a page with no zone and says why', () => {
    const { result } = read.get('no-zone')!;
    expect(result.clearEnough).toBe(false);
    expect(result.reasons.join()).toMatch(/not clear enough: nothing verifiable/);
    expect(result.fields.length).toBeGreaterThan(0);
    expect(result.fields.every((f) => f.grade !== 'PASS')).toBe(true);
  });

  it('grades no wrong value PASS', () => {
    expect([...read.values()].reduce((n, r) => n + r.score.wrongPass, 0)).toBe(0);
  });

  it('reads a one-name passport whose name line the detector split at its filler run', async () => {
    // Seed 2026's mononym-6: the line's left half was read with the page's longest regions, its right half after them.
    let sample: RealisticSample | undefined;
    for await (const s of generateRealistic({ seed: 2026, perKind: 7, kinds: ['mononym'], numbers: [6] })) sample = s;
    const result = await recognizer.recognize(sample!.image, sample!.docType);
    expect(scoreResult(result, sample!.truth, sample!.notPass).wrong).toEqual([]);
    expect(result.fields.find((f) => f.code === 8)).toMatchObject({ value: 'SILVA', grade: 'PASS' });
  }, 120_000);

  it('confirms a sex the printed zone did not show by reading only its zone line again', async () => {
    // Seed 99's first turned passport: its printed one-letter sex is not detected on the turned page.
    const samples = generateRealistic({ seed: 99, perKind: 1, kinds: ['turn90'] });
    const sample = (await samples.next()).value as RealisticSample;
    const result = await recognizer.recognize(sample.image, sample.docType);
    expect(scoreResult(result, sample.truth, sample.notPass).wrong).toEqual([]);
    expect(result.fields.find((f) => f.code === 12)).toMatchObject({ grade: 'PASS', reasons: ['gender: a second reading of the zone agrees'] });
    expect(result.timings.zoneLine).toBeGreaterThan(0);
    expect(result.timings.zone2).toBeUndefined();
  }, 120_000);

  it("reads seed 47's documents that went wrong before: a French card read as TD2, zones in another face losing letters", async () => {
    // fr-id-5: its office read as fillers, read as TD2 with a number cut to nine characters graded PASS (parse.ts).
    // font-2: TAL0R<<AM on the page; the zone read again, its lines boxed short, read TAYLOR<<LIAM (document.ts).
    // font-24: KIM read M everywhere, and the print's 'DEU M' confirmed a surname M (viz.ts): no PASS for it.
    const wanted = new Set(['fr-id-5', 'font-2', 'font-24']);
    const found: RealisticSample[] = [];
    for await (const s of generateRealistic({ seed: 47, perKind: 25, kinds: ['font'], numbers: [2, 24] })) if (wanted.has(s.id)) found.push(s);
    for await (const s of generateRealistic({ seed: 47, perKind: 6, kinds: ['fr-id'], numbers: [5] })) if (wanted.has(s.id)) found.push(s);
    for (const sample of found) {
      const result = await recognizer.recognize(sample.image, sample.docType);
      const score = scoreResult(result, sample.truth, sample.notPass);
      expect({ id: sample.id, wrongPass: score.wrongPass }).toEqual({ id: sample.id, wrongPass: 0 });
      if (sample.id !== 'font-24') expect({ id: sample.id, wrong: score.wrong }).toEqual({ id: sample.id, wrong: [] });
    }
    expect(found.map((s) => s.id).sort()).toEqual(['font-2', 'font-24', 'fr-id-5']);
  }, 240_000);

  it("reads seed 137's identity card in a TD3 zone whose code's I was lost, as the card chosen", async () => {
    // id-td3-near-3: IDINDWANG read DINDWANG, its code's first letter guessed P: a PD passport, refused as not the type chosen.
    const found: RealisticSample[] = [];
    for await (const s of generateRealistic({ seed: 137, perKind: 4, kinds: ['id-td3-near'], numbers: [3] })) found.push(s);
    const result = await recognizer.recognize(found[0]!.image, found[0]!.docType);
    expect(result).toMatchObject({ kind: 'id-card', clearEnough: true, typeMatch: true });
    expect(scoreResult(result, found[0]!.truth, found[0]!.notPass).wrong).toEqual([]);
  }, 120_000);
});
