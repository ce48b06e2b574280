import type { ProfileType, RelatedProfile } from '@vault/contract';
import type { QueryParams } from '../../../lib/api/query';

export interface SwitchCall {
  path: string;
  query?: QueryParams;
}

/**
 * Which call switches to `target` (spec §4 Profile switch): back to the person's own profile with
 * one call; into a company or fund with one of two others, depending on whether the session acts
 * as the person now.
 */
export function switchCallFor(target: Pick<RelatedProfile, 'profileId' | 'isPerson'>, currentIsPerson: boolean): SwitchCall {
  if (target.isPerson) return { path: '/customer-user/switch-back-to-admin-user' };
  if (currentIsPerson) {
    return { path: '/customer-user/switch-to-corporate-user', query: { corporateProfileId: target.profileId, deleteToken: 'YES' } };
  }
  return { path: '/customer-user/switch-corporate-to-corporate', query: { corporateProfileId: target.profileId } };
}

/**
 * Does the session act as the person now? The list marks the current profile; should it be missing
 * from the list, the acting profile type decides (only the person acts as an individual).
 */
export function isActingAsPerson(profiles: readonly RelatedProfile[], actingType: ProfileType): boolean {
  const current = profiles.find((p) => p.isSwitchUser);
  return current ? current.isPerson : actingType === 'INDIVIDUAL';
}

/** The current profile cannot be chosen (spec §2 Profile switcher). */
export const canChooseProfile = (profile: RelatedProfile): boolean => !profile.isSwitchUser;
