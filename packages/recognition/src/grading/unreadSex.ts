import { chooseSex, type ParsedMrz } from '../mrz/parse.js';
import type { VisualZone } from './viz.js';

/** The printed words that name each sex (the visual zone's field: M, F; MALE, FEMALE; H for homme). */
export const SEX_WORDS: Record<'M' | 'F' | 'X', readonly string[]> = { M: ['M', 'MALE', 'H'], F: ['F', 'FEMALE'], X: ['X'] };

/**
 * A sex the zone read as no sex at all (at 5-8 px a character M is read as 4, F as 5; so is a filler), taken from
 * another reading: the second reading of the zone where it reads M or F as is on a line whose dates pass; else the
 * page's own reading of that zone line (the whole-page pass reads it too, as text the zone's crop did not settle)
 * where M or F stands between the two dates and their check digits exactly; else the visual zone where it prints
 * exactly one of them. Never a guess from the digit: a filler (no sex stated) is read as 4 and 5 too. Returns
 * whether the sex was taken (the caller keeps it a WARNING: one reading, not the zone's).
 */
export function restoreUnreadSex(p: ParsedMrz, viz: VisualZone, second: ParsedMrz | null, pageLines: readonly string[]): boolean {
  if (p.sex.check !== 'invalid' || p.birthDate.check === 'invalid' || p.expiryDate.check === 'invalid') return false;
  // `second`: the other zone reading, of the same format (the caller's choice, as for the thin letters).
  const secondAligned = second && second.birthDate.check !== 'invalid' && second.expiryDate.check !== 'invalid';
  if (secondAligned && second.sex.check === 'none' && (second.sex.value === 'M' || second.sex.value === 'F')) {
    chooseSex(p, second.sex.value);
    return true;
  }
  // Birth date and its digit, the sex, the expiry date: the same order in every format's data line.
  const between = new Set(pageLines.flatMap((l) => {
    const sex = new RegExp(`${p.birthDate.value}\\d([MF])${p.expiryDate.value}\\d`).exec(l.replace(/\s+/g, ''))?.[1];
    return sex ? [sex as 'M' | 'F'] : [];
  }));
  if (between.size === 1) {
    chooseSex(p, [...between][0]!);
    return true;
  }
  const printed = (['M', 'F'] as const).filter((s) => SEX_WORDS[s].some((w) => viz.words.has(w)));
  if (printed.length !== 1) return false;
  chooseSex(p, printed[0]!);
  return true;
}
