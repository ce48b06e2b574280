import { describe, expect, it } from 'vitest';
import { toPlanarBgr } from './paddleFast.js';

describe('toPlanarBgr', () => {
  it('matches @gutenye/ocr-common: planar B, G, R planes of (value / 255 - mean) / std', () => {
    const image = { data: new Uint8Array([255, 0, 51, 255, 0, 102, 255, 255]), width: 2, height: 1 };
    const out = toPlanarBgr(image, { mean: [0.5, 0.5, 0.5], std: [0.5, 0.5, 0.5] });
    const expected = [51, 255, 0, 102, 255, 0].map((v) => (v / 255 - 0.5) / 0.5);
    expect([...out.data].map((v) => Number(v.toFixed(5)))).toEqual(expected.map((v) => Number(v.toFixed(5))));
    expect(toPlanarBgr(image).data[0]).toBeCloseTo(0.2, 5);
  });
});
