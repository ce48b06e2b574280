import { describe, expect, it } from 'vitest';
import { brandOf, isOnboardPlus, keepsOnboardPlus, logoutTarget } from './branding';

const normal = { storedFlag: false, configValue: 'false', href: 'https://vault.example.com/login' };

describe('branding', () => {
  it('is normal without any onboard-plus signal', () => {
    expect(isOnboardPlus(normal)).toBe(false);
    expect(isOnboardPlus({ ...normal, configValue: undefined })).toBe(false);
    expect(brandOf(false)).toBe('vault');
    expect(logoutTarget(false)).toBe('/login');
  });

  it('follows the stored flag', () => {
    expect(isOnboardPlus({ ...normal, storedFlag: true })).toBe(true);
  });

  it('follows the deployment config', () => {
    expect(isOnboardPlus({ ...normal, configValue: 'true' })).toBe(true);
  });

  it('follows an address containing onboardplus, in any case', () => {
    expect(isOnboardPlus({ ...normal, href: 'https://x.example.com/onboardplus' })).toBe(true);
    expect(isOnboardPlus({ ...normal, href: 'https://OnboardPlus.example.com/login' })).toBe(true);
    expect(isOnboardPlus({ ...normal, href: 'https://x.example.com/onboardplus/invite?data=abc' })).toBe(true);
  });

  it('uses the onboard-plus brand and logout target', () => {
    expect(brandOf(true)).toBe('onboardPlus');
    expect(logoutTarget(true)).toBe('/onboardplus');
  });

  it('on an invitation page follows the inviting company, not the address or the stored flag', () => {
    const invite = { storedFlag: true, configValue: 'false', href: 'https://vault.example.com/onboardplus/invite?data=abc' };
    expect(isOnboardPlus({ ...invite, invitationBrand: 'vault' })).toBe(false);
    expect(isOnboardPlus({ ...invite, storedFlag: false, invitationBrand: 'onboardPlus' })).toBe(true);
    // A link sent before invitations named their branding keeps the address rule.
    expect(isOnboardPlus({ ...invite, storedFlag: false, invitationBrand: null })).toBe(true);
    // An onboard-plus deployment is onboard-plus everywhere.
    expect(isOnboardPlus({ ...invite, configValue: 'true', invitationBrand: 'vault' })).toBe(true);
  });

  it('never keeps an invitation page’s branding for the portal', () => {
    expect(keepsOnboardPlus(true, true)).toBe(false);
    expect(keepsOnboardPlus(true, false)).toBe(true);
    expect(keepsOnboardPlus(false, false)).toBe(false);
  });
});
