import { isCheckValid } from './checkDigit.js';
import { toDigits, UPRIGHT_PAIRS } from './confusions.js';
import { slice, type Span } from './layouts.js';
import type { MrzValue } from './parse.js';

/** Solving one zone field against its check digit or grammar: shared by the ICAO layouts (parse.ts) and the French card (frenchId.ts). */

export function put(lines: string[], [line, start, end]: Span, text: string): void {
  const l = lines[line]!;
  lines[line] = l.slice(0, start) + text.slice(0, end - start) + l.slice(end);
}

/** Dates: letters in digit positions are mapped to digits; kept only if the check digit then passes. */
export function solveNumeric(lines: string[], span: Span, checkSpan: Span): MrzValue {
  const raw = slice(lines, span);
  const rawCheck = slice(lines, checkSpan);
  if (/^\d+$/.test(raw) && isCheckValid(raw, rawCheck)) return { value: raw, check: 'valid' };
  const fixed = toDigits(raw);
  const fixedCheck = toDigits(rawCheck);
  if (/^\d+$/.test(fixed) && isCheckValid(fixed, fixedCheck)) {
    put(lines, span, fixed);
    put(lines, checkSpan, fixedCheck);
    return { value: fixed, check: 'corrected' };
  }
  return { value: raw, check: 'invalid' };
}

/**
 * What an M at the sex's place is read as at 5-8 px a character (small scans, issue 12): the narrower letters H and N,
 * as in names (OMAR as ONAR, MEREDITH as HEREDITH); blurred by motion, W (the stress pictures). No other sex is drawn
 * like them (F, X, the filler). The value is a correction: never PASS unless the visual zone prints the sex, and the
 * zone as a whole is then no PASS.
 */
const SEX_MISREADS = UPRIGHT_PAIRS.M!;

export function solveSex(lines: string[], span: Span): MrzValue {
  const raw = slice(lines, span);
  if (raw === 'M' || raw === 'F' || raw === '<' || raw === 'X') return { value: raw, check: 'none' };
  if (!SEX_MISREADS.includes(raw)) return { value: raw, check: 'invalid' };
  put(lines, span, 'M');
  return { value: 'M', check: 'corrected' };
}
