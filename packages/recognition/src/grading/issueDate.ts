import { dateKey } from '../dates.js';
import { graded, type Graded } from './fields.js';

/** Documents are valid for at most this many years (ICAO documents 5-10, some cards 15). */
const MAX_VALIDITY_YEARS = 20;

/** Two dates that differ in at most one digit: on a small scan, a misreading of one another. */
export const oneDigitApart = (a: string, b: string) => a.length === b.length && [...a].filter((c, i) => c !== b[i]).length <= 1;

/** A date that can be the issue date: after birth, before expiry, not in the future, at most MAX_VALIDITY_YEARS before expiry. */
export function couldBeIssued(date: string, birth: string, expiry: string, today = new Date()): boolean {
  const now = today.getUTCFullYear() * 10000 + (today.getUTCMonth() + 1) * 100 + today.getUTCDate();
  const key = dateKey(date);
  return key > dateKey(birth) && key < dateKey(expiry) && key <= now && key >= dateKey(expiry) - MAX_VALIDITY_YEARS * 10000;
}

/** A variant must be this many times likelier than the next plausible one to be taken. */
const MARGIN = 3;

/**
 * The issue date from dates read with some digits as the recogniser's second choice (pipeline/dateVariants.ts),
 * when the first reading showed none that could be it (a small scan's '26.09.2035' for 26.09.2025, issued ten
 * years before its expiry of 25.09.2035). Only a variant that could be the issue date counts, and never one a
 * digit away from the birth or expiry date (that is those dates misread); the likeliest is taken when it is
 * clearly likelier than any other. Always a WARNING: a value of the visual zone alone, partly a second choice.
 */
export function issueFromVariants(variants: { value: string; likelihood: number }[], birth: string, expiry: string): Graded | null {
  if (!birth || !expiry) return null;
  const best = new Map<string, number>();
  for (const v of variants) {
    if (!couldBeIssued(v.value, birth, expiry) || oneDigitApart(v.value, birth) || oneDigitApart(v.value, expiry)) continue;
    best.set(v.value, Math.max(best.get(v.value) ?? 0, v.likelihood));
  }
  const ranked = [...best].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || (second && first[1] < MARGIN * second[1])) return null;
  return graded(first[0], 'WARNING', "date of issue: printed in the visual zone only, some digits read as the recogniser's second choice");
}
