import { describe, expect, it } from 'vitest';
import { decode } from './paddle.js';

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
