import { describe, expect, it } from 'vitest';
import { decode } from './paddle.js';
import { dateVariants } from './dateVariants.js';
import { runnerUps, type RunnerUp } from './runnerUp.js';

const dictionary = ['1', '2', '3', '.', '0'];

/** One recogniser output: each step a map of class to probability (the rest 0.001). */
function output(steps: Record<number, number>[]) {
  const classes = dictionary.length + 1;
  const data = new Float32Array(steps.length * classes).fill(0.001);
  steps.forEach((s, t) => Object.entries(s).forEach(([c, p]) => (data[t * classes + Number(c)] = p)));
  return { data, dims: [1, steps.length, classes] };
}

describe("the recogniser's second choice", () => {
  it('gives one runner-up per character decode keeps, the best other class over its steps, never the blank', () => {
    // '2' over two steps (3 second at 0.2, then 0.35), a blank, '3' with the blank second and '1' third.
    const out = output([{ 2: 0.6, 3: 0.2 }, { 2: 0.5, 3: 0.35 }, { 0: 0.9 }, { 3: 0.5, 0: 0.45, 1: 0.05 }]);
    expect(decode(out, dictionary).text).toBe('23');
    const ups = runnerUps(out, dictionary);
    expect(ups.map((u) => [u.char, u.second])).toEqual([['2', '3'], ['3', '1']]);
    expect(ups[0]!.p).toBeCloseTo(0.35, 5);
    expect(ups[0]!.best).toBeCloseTo(0.6, 5);
    expect(ups[1]!.p).toBeCloseTo(0.05, 5);
  });
  it('keeps a character repeated across a blank as two', () => {
    expect(runnerUps(output([{ 1: 0.9 }, { 0: 0.9 }, { 1: 0.9 }]), dictionary).map((u) => u.char)).toEqual(['1', '1']);
  });
});

/** A line whose characters were all read at 0.9, with the given second choices. */
function line(text: string, seconds: Record<number, [string, number]>): { text: string; runnerUps: (RunnerUp | null)[] } {
  return { text, runnerUps: [...text].map((char, i) => (char === ' ' ? null : { char, best: 0.9, second: seconds[i]?.[0] ?? '.', p: seconds[i]?.[1] ?? 0.0001 })) };
}

describe('printed dates read with second choices', () => {
  it("finds the date one digit's second choice makes, as likely as that choice was next to the first", () => {
    // '37.05.2020': the 3's second choice is 2 (27.05.2020); the last 0's is 9 (37.05.2029 is no date).
    const variants = dateVariants(line('37.05.2020', { 0: ['2', 0.45], 9: ['9', 0.4] }));
    expect(variants).toEqual([{ value: '27/05/2020', likelihood: expect.closeTo(0.5, 5) }]);
  });
  it('takes one second choice at a time, and none far less likely than the first', () => {
    // 28.05.2029 would need two; a second choice at a tenth of the first is not taken.
    expect(dateVariants(line('37.05.2020', { 0: ['2', 0.45], 9: ['9', 0.4] })).map((v) => v.value)).not.toContain('27/05/2029');
    expect(dateVariants(line('37.05.2020', { 0: ['2', 0.09] }))).toEqual([]);
  });
  it('never repeats a date the first reading shows, and yields nothing without second choices', () => {
    expect(dateVariants(line('27.05.2020', { 9: ['9', 0.3] })).map((v) => v.value)).toEqual(['27/05/2029']);
    expect(dateVariants({ text: '37.05.2020' })).toEqual([]);
    expect(dateVariants(line('37.05.2020', {}))).toEqual([]);
  });
});
