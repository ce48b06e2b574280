import { describe, expect, it } from 'vitest';
import { createBudget } from './normalise.js';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('pixels in flight', () => {
  it('runs two large pictures one after the other and small ones side by side, never over the budget', async () => {
    const run = createBudget(60);
    let now = 0;
    let peak = 0;
    const task = (weight: number) =>
      run(weight, async () => {
        now += weight;
        peak = Math.max(peak, now);
        await tick();
        now -= weight;
        return weight;
      });
    expect(await Promise.all([task(48), task(48), task(10), task(10)])).toEqual([48, 48, 10, 10]);
    expect(peak).toBeLessThanOrEqual(60);
    peak = 0;
    await Promise.all([task(10), task(10), task(10)]);
    expect(peak).toBe(30);
  });

  it('lets a picture over the budget run alone rather than wait forever', async () => {
    const run = createBudget(60);
    expect(await run(100, async () => 'done')).toBe('done');
  });
});
