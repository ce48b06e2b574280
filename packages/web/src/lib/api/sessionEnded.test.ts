import { describe, expect, it } from 'vitest';
import { sessionEndedKind } from './sessionEnded';

describe('which dialog a 401 gets', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  it('Inactivity Warning once the stored expiry has passed (idle that long)', () => {
    expect(sessionEndedKind('2026-11-24T09:59:00.000Z', now)).toBe('inactivity');
    expect(sessionEndedKind('2026-11-24T10:00:10.000Z', now)).toBe('inactivity');
  });

  it('Invalid Request when the server ended a session that was still active, or there was none', () => {
    expect(sessionEndedKind('2026-11-24T10:12:00.000Z', now)).toBe('invalid-request');
    expect(sessionEndedKind(null, now)).toBe('invalid-request');
    expect(sessionEndedKind('not a date', now)).toBe('invalid-request');
  });
});
