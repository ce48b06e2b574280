import { describe, expect, it } from 'vitest';
import { rootFontSizePx } from './rootFontSize';

describe('rootFontSizePx', () => {
  it('stays at 16 px up to 1366 px', () => {
    expect(rootFontSizePx(800)).toBe(16);
    expect(rootFontSizePx(1366)).toBe(16);
  });

  it('scales linearly between 1366 and 2560 px', () => {
    expect(rootFontSizePx(2049)).toBe(24);
    expect(rootFontSizePx(2560)).toBeCloseTo(29.99, 1);
  });

  it('stops growing above 2560 px and never exceeds twice the base', () => {
    expect(rootFontSizePx(5000)).toBe(rootFontSizePx(2560));
    expect(rootFontSizePx(5000)).toBeLessThanOrEqual(32);
  });
});
