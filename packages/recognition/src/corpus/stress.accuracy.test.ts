import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecognizer, type Recognizer } from '../worker/pool.js';
import { readStress, type StressReading } from './stress.test-support.js';

/**
 * The stress pictures that graded wrong values PASS before their rules (bench/recognition-stress.ts reads every
 * kind): motion blur over 11 px read TG6805710 as T66805710, which its check digit passes (G and 6 weigh alike
 * modulo 10), and a card's ID as TD, which no check digit covers; a screen's moire read fillers as K in optional
 * data, which the composite passes alike.
 */
/** By seed, the documents that did (seed 5: motion11-5, moire-6, moire-7; seed 11: motion11-4) and neighbours of theirs. */
const READ: Record<number, string[]> = { 5: ['motion11-3', 'motion11-4', 'motion11-5', 'moire-6', 'moire-7', 'moire-8'], 11: ['motion11-4'] };

/**
 * Far-phone cards whose zone the detector did not find at its capped scale and whose crop around the text it
 * did find left the zone out (below the printed values, or the right half of its lines): nothing was read
 * before the crop took in the paper around the text (pipeline/paper.ts).
 */
const FAR: Record<number, string> = { 11: 'far-phone-1' };

/**
 * A card whose name line a moire read 'MORGANK<EMMAKKK<K<<K<<<<K<<<<<': some of those K are less like the line's
 * fillers than others, and putting back only the likest left 'EMMA<KK' (pipeline/fillerGlyphs.ts puts a run back
 * whole, or not at all).
 */
const RUNS: Record<number, string[]> = { 5: ['moire-0'] };

/**
 * Legible cards under a security print (fine wavy lines in pale inks, zone included): the lines through the fillers'
 * chevrons read as K. Seed 5's guilloche-3 had them so on the page and again in the zone's band: no zone was
 * assembled and the card was refused. Seed 11's guilloche-1 read NOAH<KENJI as NOAHKKENJI in both zone readings.
 * Seed 5's overprint-6, a card with SPECIMEN printed dark grey across its zone, was refused too.
 */
const PATTERN: Record<number, string[]> = { 5: ['guilloche-3', 'overprint-6'], 11: ['guilloche-1'] };

let recognizer: Recognizer;
let scores: StressReading[] = [];
let far: StressReading[] = [];
let runs: StressReading[] = [];
let pattern: StressReading[] = [];

beforeAll(async () => {
  recognizer = createRecognizer({ workers: 1 });
  scores = await readStress(recognizer, READ);
  far = await readStress(recognizer, Object.fromEntries(Object.entries(FAR).map(([seed, id]) => [seed, [id]])));
  runs = await readStress(recognizer, RUNS);
  pattern = await readStress(recognizer, PATTERN);
}, 600_000);

afterAll(async () => {
  await recognizer?.close();
});

describe('recognition of pictures harder than the realistic corpus', () => {
  it('grades no wrong value PASS under motion blur or a screen\'s moire', () => {
    expect(scores).toHaveLength(Object.values(READ).flat().length);
    expect(scores.filter((s) => s.score.wrongPass > 0).map((s) => ({ id: s.id, wrong: s.score.wrong }))).toEqual([]);
  });
  it('reads a card small in a far phone photo whose zone the detector did not find', () => {
    expect(far.map((s) => ({ id: s.id, exact: s.score.exact, accepted: s.accepted, wrong: s.score.wrong }))).toEqual(Object.entries(FAR).map(([seed, id]) => ({ id: `${seed}:${id}`, exact: true, accepted: true, wrong: [] })));
  });
  it('reads exactly a name line whose fillers a moire read as K, some more like fillers than others', () => {
    expect(runs.map((s) => ({ id: s.id, exact: s.score.exact, wrong: s.score.wrong }))).toEqual([{ id: '5:moire-0', exact: true, wrong: [] }]);
  });
  it('reads exactly and accepts cards under a security print or an overprint, their zone read again whitened', () => {
    const expected = Object.entries(PATTERN).flatMap(([seed, ids]) => ids.map((id) => ({ id: `${seed}:${id}`, exact: true, accepted: true, wrong: [] })));
    expect(pattern.map((s) => ({ id: s.id, exact: s.score.exact, accepted: s.accepted, wrong: s.score.wrong }))).toEqual(expected);
  });
});
