/** The two brandings (spec §1): normal and onboard-plus (securities-lending onboarding). */
export type Brand = 'vault' | 'onboardPlus';

export interface BrandingFacts {
  /** The onboard-plus flag stored in this browser. */
  storedFlag: boolean;
  /** The deployment's `onboardPlus` config entry ('true' / 'false'), when loaded. */
  configValue: string | null | undefined;
  /** The current address. */
  href: string;
  /**
   * On an invitation page: the inviting company's branding named by the link. It decides there, over
   * the stored flag and the address (/onboardplus/invite is every invitation's address). Null or
   * absent elsewhere and for links sent before invitations named it.
   */
  invitationBrand?: Brand | null;
}

/**
 * Onboard-plus when the deployment says so; on an invitation page, when the inviting company's
 * branding is onboard-plus; elsewhere when the flag is stored or the address contains onboardplus.
 */
export function isOnboardPlus(facts: BrandingFacts): boolean {
  if (facts.configValue === 'true') return true;
  if (facts.invitationBrand) return facts.invitationBrand === 'onboardPlus';
  return facts.storedFlag || facts.href.toLowerCase().includes('onboardplus');
}

/**
 * Whether a page's onboard-plus branding is stored for the pages after it (the shell keeps it on
 * /manage pages). Never from an invitation page: its branding is the inviting company's, and the
 * portal the invited person goes on to use does not inherit it.
 */
export function keepsOnboardPlus(onboardPlus: boolean, onInvitationPage: boolean): boolean {
  return onboardPlus && !onInvitationPage;
}

export function brandOf(onboardPlus: boolean): Brand {
  return onboardPlus ? 'onboardPlus' : 'vault';
}

/** Where logout lands (spec §4): the onboard-plus login alias on that variant. */
export function logoutTarget(onboardPlus: boolean): string {
  return onboardPlus ? '/onboardplus' : '/login';
}
