import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sessionSchema } from './auth.schemas.js';
import { readSession } from './session-read.js';

// The browser reads its stored session without zod; it must take exactly what the schema takes.
const valid = {
  token: 't-1',
  email: 'alice@example.com',
  roles: ['USER'],
  menuPermList: ['home', 'documents'],
  tokenExpireTime: '2026-11-24T10:00:00.000Z',
  inactivityMinutes: 15,
  userType: 'INDIVIDUAL',
  customerUserId: 'u-1',
  profileId: 'p-1',
  paid: false,
  displayCorporateUserProfile: true,
  csrfToken: 'csrf',
  clientManagerToken: null,
  clientManagerType: null,
  language: 'en',
};

const schemaAnswer = (value: unknown) => {
  const parsed = sessionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const FIELD_VALUES: unknown[] = [undefined, null, '', 'x', 0, 1.5, -3, 2 ** 53, Number.NaN, Infinity, true, false, [], ['a'], [1], {}, 'CORPORATE', 'ADMIN'];
const TIMES = [
  '2026-11-24T10:00:00Z',
  '2026-11-24T10:00:00.1Z',
  '2026-11-24T10:00Z',
  '2026-11-24T10:00:00',
  '2026-11-24T10:00:00+01:00',
  '2026-11-24 10:00:00Z',
  '2026-02-29T10:00:00Z',
  '2024-02-29T10:00:00Z',
  '2026-13-01T10:00:00Z',
  '2026-11-31T10:00:00Z',
  '2026-11-24T24:00:00Z',
  '2026-11-24T10:60:00Z',
  '2026-11-24T10:00:60Z',
  '2026-11-24t10:00:00z',
  '2000-02-29T00:00:00.123456789Z',
  '1900-02-29T00:00:00Z',
];

describe('readSession agrees with sessionSchema', () => {
  it('takes a valid session, without extra keys', () => {
    expect(readSession({ ...valid, extra: 1 })).toEqual(schemaAnswer({ ...valid, extra: 1 }));
    expect(readSession(valid)).toEqual(valid);
  });

  it('every field replaced by every odd value', () => {
    for (const key of Object.keys(valid)) {
      for (const odd of FIELD_VALUES) {
        const value = { ...valid, [key]: odd };
        expect(readSession(value), `${key}=${String(odd)}`).toEqual(schemaAnswer(value));
      }
      const { [key]: _, ...without } = valid as Record<string, unknown>;
      expect(readSession(without), `without ${key}`).toEqual(schemaAnswer(without));
    }
  });

  it.each(TIMES)('tokenExpireTime %s', (time) => {
    const value = { ...valid, tokenExpireTime: time };
    expect(readSession(value)).toEqual(schemaAnswer(value));
  });

  it('not an object', () => {
    for (const value of [null, undefined, 'x', 1, [], [valid], true]) expect(readSession(value)).toEqual(schemaAnswer(value));
  });

  it('generated dates and times', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), fc.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,4})?)?Z?$/), (date, text) => {
        for (const time of [date.toISOString(), text]) {
          const value = { ...valid, tokenExpireTime: time };
          expect(readSession(value)).toEqual(schemaAnswer(value));
        }
      }),
      { numRuns: 1000 },
    );
  });
});
