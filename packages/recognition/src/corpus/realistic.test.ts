import { describe, expect, it } from 'vitest';
import { generateRealistic, type RealisticSample } from './realistic.js';

const all = async (opts: Parameters<typeof generateRealistic>[0]) => {
  const found: RealisticSample[] = [];
  for await (const s of generateRealistic(opts)) found.push(s);
  return found;
};

describe('generateRealistic', () => {
  it('makes only the documents numbered, each the same as among all of them', async () => {
    const every = await all({ seed: 5, perKind: 3, kinds: ['small-scan', 'jpeg30'] });
    const some = await all({ seed: 5, perKind: 3, kinds: ['small-scan', 'jpeg30'], numbers: [2] });
    expect(some.map((s) => s.id)).toEqual(['small-scan-2', 'jpeg30-2']);
    for (const s of some) {
      const same = every.find((e) => e.id === s.id)!;
      expect({ id: s.id, truth: s.truth, equal: s.image.equals(same.image) }).toEqual({ id: s.id, truth: same.truth, equal: true });
    }
  }, 60_000);
});
