import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readConfigEntries } from './config-read.js';
import { configResponseSchema } from './config.schemas.js';

const schemaAnswer = (value: unknown) => {
  const parsed = configResponseSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const CASES: unknown[] = [
  [],
  [{ key: 'devTools', value: 'true' }],
  [{ key: 'a', value: '' }, { key: '', value: 'b' }],
  [{ key: 'a', value: 'b', extra: 1 }],
  [{ key: 'a' }],
  [{ value: 'b' }],
  [{ key: 1, value: 'b' }],
  [{ key: 'a', value: null }],
  [{ key: 'a', value: 'b' }, null],
  [['a', 'b']],
  ['a'],
  [undefined],
  {},
  { key: 'a', value: 'b' },
  null,
  undefined,
  'x',
  0,
];

describe('readConfigEntries agrees with configResponseSchema', () => {
  it.each(CASES.map((c) => [JSON.stringify(c) ?? String(c), c]))('%s', (_, value) => {
    expect(readConfigEntries(value)).toEqual(schemaAnswer(value));
  });

  it('generated values', () => {
    const entry = fc.record({ key: fc.oneof(fc.string(), fc.integer(), fc.constant(null)), value: fc.oneof(fc.string(), fc.boolean()) }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.oneof(fc.array(entry), fc.array(fc.anything()), fc.anything()), (value) => {
        expect(readConfigEntries(value)).toEqual(schemaAnswer(value));
      }),
      { numRuns: 2000 },
    );
  });
});
