import { describe, expect, it } from 'vitest';
import { brandOf, isOnboardPlus, logoutTarget } from './branding';

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
});
