import { describe, expect, it } from 'vitest';
import { decode, joinRows } from './paddle.js';

/** One recogniser output: `steps` time steps over `classes` classes, the given class winning each step. */
function output(winners: number[], classes = 5, score = 0.9) {
  const data = new Float32Array(winners.length * classes).fill(0.01);
  winners.forEach((c, t) => (data[t * classes + c] = score));
  return { data, dims: [1, winners.length, classes] };
}

describe('CTC decoding of the recogniser output', () => {
  const dictionary = ['A', 'B', '<', ' '];

  it('drops blanks (class 0) and repeats, and keeps a letter repeated across a blank', () => {
    // A A _ A B B _ < _ < <  ->  A A B < <
    expect(decode(output([1, 1, 0, 1, 2, 2, 0, 3, 0, 3, 3]), dictionary).text).toBe('AAB<<');
  });

  it('averages the confidence of the kept characters only; nothing read is empty with 0', () => {
    const data = output([1, 0, 2]);
    data.data[2 * 5 + 2] = 0.5;
    expect(decode(data, dictionary).mean).toBeCloseTo(0.7, 5);
    expect(decode(output([0, 0, 0]), dictionary)).toEqual({ text: '', mean: 0, at: [] });
  });

  it('places each character at the middle of its run of steps (fillerGlyphs.ts cuts its cell there)', () => {
    // _ A A A _ B _ < <  ->  A at 2, B at 5, < at 7.5
    expect(decode(output([0, 1, 1, 1, 0, 2, 0, 3, 3]), dictionary).at).toEqual([2, 5, 7.5]);
  });

  it('takes the first of two equal scores, as the package did', () => {
    const data = output([0]);
    data.data[1] = 0.9;
    data.data[2] = 0.9;
    data.data[0] = 0.1;
    expect(decode(data, dictionary).text).toBe('A');
  });
});

describe('rows of lines read in two batches', () => {
  const line = (text: string, x0: number, y0: number, x1: number, y1: number) => ({ text, confidence: 0.9, box: [[x0, y0], [x1, y0], [x1, y1], [x0, y1]] });

  it('joins a zone line whose halves were read in different batches, left to right, rows top to bottom', () => {
    // The page's longest regions first (the zone verified on the left half alone), the rest after: seed 2026 mononym-6.
    const first = [line('PASSPORT', 121, 136, 606, 160), line('P<BRASILVA<<<<<<<<<<<', 130, 558, 465, 578), line('JJ95420282BRA9011229M3212264<<<<<<<<<<<<<<<4', 129, 590, 824, 611)];
    const rest = [line('c <<<<<<<<<<<<<<<<<', 494, 565, 824, 581), line('SILVA', 327, 246, 379, 264)];
    expect(joinRows([...first, ...rest]).map((l) => l.text)).toEqual(['PASSPORT', 'SILVA', 'P<BRASILVA<<<<<<<<<<< c <<<<<<<<<<<<<<<<<', 'JJ95420282BRA9011229M3212264<<<<<<<<<<<<<<<4']);
  });

  it('keeps the glyph positions of a line that stays one region, and drops them from a joined row', () => {
    const glyphs = { x: [1, 2], image: { data: new Uint8Array(4), width: 1, height: 1 } };
    const rows = joinRows([{ ...line('AB', 0, 0, 20, 10), glyphs }, { ...line('CD', 30, 1, 50, 11), glyphs }, { ...line('EF', 0, 40, 20, 50), glyphs }]);
    expect(rows.map((r) => [r.text, r.glyphs !== undefined])).toEqual([['AB CD', false], ['EF', true]]);
  });
});
