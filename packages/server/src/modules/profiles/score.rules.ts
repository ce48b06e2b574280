import type { ProfileType } from '@vault/contract';
import type { ProfileRow } from './profiles.table.js';

/** What the score rules look at besides the profile row itself. */
export interface ScoreFacts {
  profile: ProfileRow;
  /** Individuals: the login's e-mail was confirmed with a code (true for every account). */
  emailVerified: boolean;
  /** Corporates: authorised representatives; funds: fund representatives. */
  representatives: number;
}

interface Rule {
  item: string;
  percentage: number;
  met: (f: ScoreFacts) => boolean;
}

const filled = (...values: Array<string | null | undefined>) => values.every((v) => typeof v === 'string' && v.trim() !== '');
const address = (p: ProfileRow) => filled(p.addressLine1, p.city, p.postcode, p.country);

/**
 * Completeness rules per profile type; the weights of a type add up to 1. Documented in
 * docs/scoring.md. Document-based items (identity document, proof of address, company documents)
 * join when the document vault exists and the weights are rebalanced then.
 */
export const SCORE_RULES: Record<ProfileType, Rule[]> = {
  INDIVIDUAL: [
    { item: 'personalDetails', percentage: 0.3, met: ({ profile: p }) => filled(p.firstName, p.lastName, p.dateOfBirth, p.nationality) },
    { item: 'residentialAddress', percentage: 0.25, met: ({ profile }) => address(profile) },
    { item: 'emailVerified', percentage: 0.15, met: (f) => f.emailVerified },
    { item: 'phoneVerified', percentage: 0.2, met: ({ profile }) => profile.phoneVerifiedAt !== null },
    { item: 'workDetails', percentage: 0.1, met: ({ profile: p }) => filled(p.jobTitle) || filled(p.employer) },
  ],
  CORPORATE: [
    { item: 'companyDetails', percentage: 0.3, met: ({ profile: p }) => filled(p.legalName, p.tradingName, p.registrationNumber, p.jurisdiction) },
    { item: 'registeredAddress', percentage: 0.25, met: ({ profile }) => address(profile) },
    { item: 'companyPhone', percentage: 0.15, met: ({ profile }) => filled(profile.companyPhone) },
    { item: 'authorisedRepresentative', percentage: 0.3, met: (f) => f.representatives > 0 },
  ],
  FUND: [
    { item: 'fundDetails', percentage: 0.4, met: ({ profile: p }) => filled(p.fundName, p.jurisdiction, p.fundClassification, p.collateralType, p.currency) },
    { item: 'registeredAddress', percentage: 0.3, met: ({ profile }) => address(profile) },
    { item: 'fundRepresentative', percentage: 0.3, met: (f) => f.representatives > 0 },
  ],
  LENDING_AGENT: [
    { item: 'companyDetails', percentage: 0.5, met: ({ profile: p }) => filled(p.legalName, p.tradingName, p.registrationNumber, p.jurisdiction) },
    { item: 'registeredAddress', percentage: 0.5, met: ({ profile }) => address(profile) },
  ],
};

/** The score of a profile: each rule with whether it is met, and the sum of the weights met (0..1). */
export function scoreProfile(facts: ScoreFacts) {
  const items = SCORE_RULES[facts.profile.type].map((r) => ({ item: r.item, percentage: r.percentage, valid: r.met(facts) }));
  const score = Math.round(items.reduce((sum, i) => sum + (i.valid ? i.percentage : 0), 0) * 1000) / 1000;
  return { profileId: facts.profile.id, profileType: facts.profile.type, score: Math.min(1, score), items };
}
