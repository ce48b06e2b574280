/** The two brandings (spec §1): normal and onboard-plus (securities-lending onboarding). */
export type Brand = 'vault' | 'onboardPlus';

export interface BrandingFacts {
  /** The onboard-plus flag stored in this browser. */
  storedFlag: boolean;
  /** The deployment's `onboardPlus` config entry ('true' / 'false'), when loaded. */
  configValue: string | null | undefined;
  /** The current address. */
  href: string;
}

/** Onboard-plus when the deployment says so, the flag is stored, or the address contains onboardplus. */
export function isOnboardPlus(facts: BrandingFacts): boolean {
  return facts.storedFlag || facts.configValue === 'true' || facts.href.toLowerCase().includes('onboardplus');
}

export function brandOf(onboardPlus: boolean): Brand {
  return onboardPlus ? 'onboardPlus' : 'vault';
}

/** Where logout lands (spec §4): the onboard-plus login alias on that variant. */
export function logoutTarget(onboardPlus: boolean): string {
  return onboardPlus ? '/onboardplus' : '/login';
}
