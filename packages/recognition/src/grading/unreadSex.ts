import { UPRIGHT_PAIRS } from '../mrz/confusions.js';
import { slice } from '../mrz/layouts.js';
import { chooseSex, layoutOf, type ParsedMrz } from '../mrz/parse.js';
import type { VisualZone } from './viz.js';

/** The printed words that name each sex (the visual zone's field: M, F; MALE, FEMALE; H for homme). */
export const SEX_WORDS: Record<'M' | 'F' | 'X', readonly string[]> = { M: ['M', 'MALE', 'H'], F: ['F', 'FEMALE'], X: ['X'] };

/**
 * A sex the zone read as no sex at all (at 5-8 px a character M is read as 4, F as 5; so is a filler), taken from
 * another reading: the second reading of the zone where it reads M or F as is on a line whose dates pass; else any
 * reading of that zone line (`lines`: the page's, the band's, the zone read again) where M or F, or a look-alike of M,
 * stands between the two dates and their check digits (sexBetweenDates); else the visual zone where it prints exactly
 * one of them. Never a guess from the digit: a filler (no sex stated) is read as 4 and 5 too. Returns
 * whether the sex was taken (the caller keeps it a WARNING: one reading, not the zone's).
 */
export function restoreUnreadSex(p: ParsedMrz, viz: VisualZone, second: ParsedMrz | null, lines: readonly string[]): boolean {
  if (p.sex.check !== 'invalid' || p.birthDate.check === 'invalid' || p.expiryDate.check === 'invalid') return false;
  // `second`: the other zone reading, of the same format (the caller's choice, as for the thin letters).
  const secondAligned = second && second.birthDate.check !== 'invalid' && second.expiryDate.check !== 'invalid';
  if (secondAligned && second.sex.check === 'none' && (second.sex.value === 'M' || second.sex.value === 'F')) {
    chooseSex(p, second.sex.value);
    return true;
  }
  const between = new Set(lines.flatMap((l) => sexBetweenDates(l.replace(/\s+/g, ''), p)));
  if (between.size === 1) {
    chooseSex(p, [...between][0]!);
    return true;
  }
  const printed = (['M', 'F'] as const).filter((s) => SEX_WORDS[s].some((w) => viz.words.has(w)));
  if (printed.length !== 1) return false;
  chooseSex(p, printed[0]!);
  return true;
}

/** The sex's look-alikes at 5-8 px a character: M is read as N, H or W (mrz/solve.ts solveSex); F and the filler are not. */
const SEX_READ: Record<string, 'M' | 'F'> = { M: 'M', F: 'F', ...Object.fromEntries(UPRIGHT_PAIRS.M!.map((c) => [c, 'M' as const])) };

/**
 * The sex a line shows between the lead's birth date and expiry date, each with its check digit (the same order in every
 * format's data line): M or F, or a look-alike of M (SEX_READ), where those fourteen digits stand as the lead's but for
 * one at most (seed 211's small-scan-jpeg-25: 6304249M3003080 read 630424903003080 by the page, 5304249N3003080 by the
 * band).
 */
function sexBetweenDates(line: string, p: ParsedMrz): ('M' | 'F')[] {
  const layout = layoutOf(p);
  const digits = slice(p.lines, layout.birthDate) + slice(p.lines, layout.birthDateCheck);
  const after = slice(p.lines, layout.expiryDate) + slice(p.lines, layout.expiryDateCheck);
  if (!/^\d{7}$/.test(digits) || !/^\d{7}$/.test(after)) return [];
  const found: ('M' | 'F')[] = [];
  for (let at = 0; at + 15 <= line.length; at++) {
    const sex = SEX_READ[line[at + 7]!];
    if (!sex) continue;
    const read = line.slice(at, at + 7) + line.slice(at + 8, at + 15);
    if ([...read].filter((c, i) => c !== (digits + after)[i]).length <= 1) found.push(sex);
  }
  return found;
}