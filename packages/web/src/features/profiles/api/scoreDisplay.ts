import type { Score } from '@vault/contract';

/* How the completeness score is shown (spec §9); pure, so every rule is unit-tested. */

/** Spec §9: a score below 60 (per cent) shows in the danger style. */
export const SCORE_DANGER_BELOW = 60;

/** Spec §9: the score is shown as a percentage, the fraction times 100 as an integer. */
export function scorePercent(score: number): number {
  // Rounded, not truncated: 0.29 * 100 is 28.999999999999996 in floating point.
  return Math.min(100, Math.max(0, Math.round(score * 100)));
}

export const isDangerScore = (percent: number): boolean => percent < SCORE_DANGER_BELOW;

/** Items of the score dialog, split into met and not met, each keeping the server's order. */
export function splitScoreItems(items: Score['items']): { completed: Score['items']; incomplete: Score['items'] } {
  return { completed: items.filter((i) => i.valid), incomplete: items.filter((i) => !i.valid) };
}

/** Score item keys the server sends (GET /customer-user/score), each translated here. */
export const SCORE_ITEM_KEYS = [
  'personalDetails',
  'residentialAddress',
  'emailVerified',
  'phoneVerified',
  'workDetails',
  'companyDetails',
  'registeredAddress',
  'companyPhone',
  'authorisedRepresentative',
  'fundDetails',
  'fundRepresentative',
] as const;
export type ScoreItemKey = (typeof SCORE_ITEM_KEYS)[number];
export const isKnownScoreItem = (item: string): item is ScoreItemKey => (SCORE_ITEM_KEYS as readonly string[]).includes(item);
