import type { RelatedProfile, representedProfilesSchema } from '@vault/contract';
import type { SchemaOutput } from '../../../lib/api/schema';

export type RepresentedProfile = SchemaOutput<typeof representedProfilesSchema>[number];

/** Only a representative role can be given up; an administrator stays one. */
export const canLeave = (entry: Pick<RepresentedProfile, 'role'>): boolean =>
  entry.role === 'AUTHORISED_REPRESENTATIVE' || entry.role === 'FUND_REPRESENTATIVE';

/** The entries of one page: corporates or funds. */
export const representedOfType = (list: readonly RepresentedProfile[], type: RepresentedProfile['profileType']): RepresentedProfile[] =>
  list.filter((entry) => entry.profileType === type);

/** The switcher's target for an entry: a company or fund, never the person. */
export const switchTargetFor = (entry: RepresentedProfile): RelatedProfile => ({
  profileId: entry.profileId,
  name: entry.name,
  profileType: entry.profileType,
  isSwitchUser: false,
  isPerson: false,
  score: 0,
  role: entry.role,
});
