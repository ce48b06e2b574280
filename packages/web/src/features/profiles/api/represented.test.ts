import { describe, expect, it } from 'vitest';
import { switchCallFor } from './switchCall';
import { canLeave, representedOfType, switchTargetFor, type RepresentedProfile } from './representedRules';

const entry = (over: Partial<RepresentedProfile>): RepresentedProfile => ({
  profileId: '7d3f0a52-1111-4c1e-9a3e-000000000001',
  name: 'Chen Trading Ltd',
  profileType: 'CORPORATE',
  role: 'AUTHORISED_REPRESENTATIVE',
  since: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('represented profiles', () => {
  it('lets representatives leave, never administrators', () => {
    expect(canLeave(entry({}))).toBe(true);
    expect(canLeave(entry({ role: 'FUND_REPRESENTATIVE' }))).toBe(true);
    expect(canLeave(entry({ role: 'ADMINISTRATOR' }))).toBe(false);
  });

  it('splits corporates from funds', () => {
    const list = [entry({ name: 'A' }), entry({ name: 'F', profileType: 'FUND' })];
    expect(representedOfType(list, 'CORPORATE').map((e) => e.name)).toEqual(['A']);
    expect(representedOfType(list, 'FUND').map((e) => e.name)).toEqual(['F']);
  });

  it('switches from the person into the entry', () => {
    const call = switchCallFor(switchTargetFor(entry({})), true);
    expect(call).toEqual({
      path: '/customer-user/switch-to-corporate-user',
      query: { corporateProfileId: '7d3f0a52-1111-4c1e-9a3e-000000000001', deleteToken: 'YES' },
    });
  });
});
