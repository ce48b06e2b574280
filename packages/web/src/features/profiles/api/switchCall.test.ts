import type { RelatedProfile } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { canChooseProfile, isActingAsPerson, switchCallFor } from './switchCall';

const profile = (over: Partial<RelatedProfile>): RelatedProfile => ({
  profileId: '00000000-0000-4000-8000-000000000001',
  name: 'Carol Chen',
  profileType: 'INDIVIDUAL',
  isSwitchUser: false,
  isPerson: true,
  score: 0.4,
  role: 'OWNER',
  ...over,
});
const person = profile({});
const company = profile({ profileId: '00000000-0000-4000-8000-000000000002', name: 'Chen Trading Ltd', profileType: 'CORPORATE', isPerson: false, role: 'ADMINISTRATOR' });
const fund = profile({ profileId: '00000000-0000-4000-8000-000000000003', name: 'Harbour Growth Fund', profileType: 'FUND', isPerson: false, role: 'FUND_REPRESENTATIVE' });

describe('switchCallFor', () => {
  it('goes back to the person with the switch-back call, from anywhere', () => {
    expect(switchCallFor(person, false)).toEqual({ path: '/customer-user/switch-back-to-admin-user' });
  });

  it('goes from the person into a company with switch-to-corporate-user and deleteToken YES', () => {
    expect(switchCallFor(company, true)).toEqual({
      path: '/customer-user/switch-to-corporate-user',
      query: { corporateProfileId: company.profileId, deleteToken: 'YES' },
    });
  });

  it('goes from one company or fund to another with switch-corporate-to-corporate', () => {
    expect(switchCallFor(fund, false)).toEqual({
      path: '/customer-user/switch-corporate-to-corporate',
      query: { corporateProfileId: fund.profileId },
    });
  });
});

describe('isActingAsPerson', () => {
  it('reads the current entry of the list', () => {
    expect(isActingAsPerson([{ ...person, isSwitchUser: true }, company], 'CORPORATE')).toBe(true);
    expect(isActingAsPerson([person, { ...company, isSwitchUser: true }], 'INDIVIDUAL')).toBe(false);
  });

  it('falls back to the acting profile type when the list does not mark one', () => {
    expect(isActingAsPerson([person, company], 'INDIVIDUAL')).toBe(true);
    expect(isActingAsPerson([person, company], 'FUND')).toBe(false);
  });
});

describe('canChooseProfile', () => {
  it('refuses the current profile only', () => {
    expect(canChooseProfile({ ...company, isSwitchUser: true })).toBe(false);
    expect(canChooseProfile(company)).toBe(true);
  });
});
