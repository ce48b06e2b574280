import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { passport } from '../corpus/documents.js';
import { scoreResult } from '../corpus/evaluate.js';
import { randomIdentity } from '../corpus/identity.js';
import { Random } from '../corpus/random.js';
import { onDesk } from '../corpus/scenes.js';
import { warmUp } from './paddle.js';
import { readDocument } from './read.js';

/**
 * A page lying a few degrees off level is read from its first detection (the rotated boxes cope); only a
 * page tilted more is deskewed and detected again (issue 12: ~0.35 s of CPU saved on pages at 2.5-5 degrees).
 */
async function photographed(angle: number) {
  const r = new Random(4242);
  const doc = passport(randomIdentity(r));
  const page = await sharp(doc.svg).flatten({ background: '#fff' }).png().toBuffer();
  return { image: await onDesk(page, angle, r), truth: doc.truth };
}

beforeAll(() => warmUp(), 120_000);

describe('reading a page that is not level', () => {
  it.each([-4.5, 3.5])('reads a passport turned %d degrees exactly, without deskewing it', async (angle) => {
    const { image, truth } = await photographed(angle);
    const result = await readDocument(image, 'PP');
    expect(result.timings?.deskew).toBeUndefined();
    expect(scoreResult(result, truth).wrong).toEqual([]);
  }, 120_000);

  it('deskews a passport turned 12 degrees and reads it exactly', async () => {
    const { image, truth } = await photographed(12);
    const result = await readDocument(image, 'PP');
    expect(result.timings?.deskew).toBeGreaterThanOrEqual(0);
    expect(scoreResult(result, truth).wrong).toEqual([]);
  }, 120_000);
});
