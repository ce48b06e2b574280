import { beforeAll, describe, expect, it } from 'vitest';
import { generateStress } from '../corpus/stress.js';
import { scoreResult } from '../corpus/evaluate.js';
import { warmUp } from './paddle.js';
import { readDocument } from './read.js';

beforeAll(() => warmUp(), 120_000);

/**
 * A border stamp's blue ink over a passport's zone (issue 12, stress kind 'stamp', seed 5): its letters were read
 * into the name line's fillers ('OLIVAAREMMAKKNARZOZ' for 'OLIVIA EMMA'), so the names stayed WARNING. The page is
 * read again with the coloured ink dropped out, and that reading, grading more fields PASS, is taken.
 */
describe('a stamp over the zone', () => {
  it('reads a stamped passport exactly, from the page with the stamp dropped out', async () => {
    let sample;
    for await (const s of generateStress({ seed: 5, perKind: 9, kinds: ['stamp'], only: ['stamp-2'] })) sample = s;
    const result = await readDocument(sample!.image, sample!.docType);
    expect(result.timings?.inkDropout).toBeGreaterThanOrEqual(0);
    const score = scoreResult(result, sample!.truth, sample!.notPass);
    expect(score.wrongPass).toBe(0);
    expect(score.wrong).toEqual([]);
  }, 120_000);
});
