import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecognizer, type Recognizer } from '../worker/pool.js';
import { readStress, type StressReading } from './stress.test-support.js';

/**
 * Passport booklets as phones photograph them (booklet.ts): a curled data page and the booklet open, the facing
 * page above. On these the recogniser dropped letters from the zone's name line ('P<NLDBRN<<LY' for
 * P<NLDBROWN<<LUCY), which the second zone reading now reads again in its left part (pipeline/nameLine.ts), and so does
 * the zone-band reading (pipeline/zoneBand.ts: on seed 17 spread-6 the band read CLARKE as 'P<IRLLARE' and led, its
 * digits passing). By seed, documents that did so before. The date of issue is not asked for: the facing page's entry
 * stamp prints a second date between birth and expiry, so it is left out (ABSENT) as ambiguous.
 */
const READ: Record<number, string[]> = { 17: ['curl-mild-0', 'spread-0', 'spread-6'], 5: ['spread-4'] };

let recognizer: Recognizer;
let scores: StressReading[] = [];

beforeAll(async () => {
  recognizer = createRecognizer({ workers: 1 });
  scores = await readStress(recognizer, READ);
}, 600_000);

afterAll(async () => {
  await recognizer?.close();
});

describe('recognition of curled pages and open passport booklets', () => {
  it('grades no wrong value PASS', () => {
    expect(scores).toHaveLength(Object.values(READ).flat().length);
    expect(scores.filter((s) => s.score.wrongPass > 0).map((s) => ({ id: s.id, wrong: s.score.wrong }))).toEqual([]);
  });

  it('reads every letter of the names and the whole zone, where the whole line\'s reading dropped some', () => {
    expect(scores.map((s) => ({ id: s.id, wrong: s.score.wrong.filter((w) => w.code !== 4) }))).toEqual(scores.map((s) => ({ id: s.id, wrong: [] })));
  });
});
