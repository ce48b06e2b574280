import { normalizeMrzText } from '../mrz/normalize.js';
import type { OcrLine } from './paddle.js';

/** The line lengths of the three zone formats (TD1, TD2, TD3). */
export const LENGTHS = [30, 36, 44];

/**
 * Where a name line's names start: a TD1's third line (30) from its first character, a TD2's or TD3's first (36, 44)
 * from its sixth. A reading up to three characters short of the zone's length (`expected`, from the other lines read
 * with it: two fillers side by side read as one, the recogniser's repeats merging) is one too; the names' places are
 * counted from the start, which such a loss does not move.
 */
export function nameStart(n: number, expected: number | null): number | null {
  const length = LENGTHS.includes(n) ? n : expected !== null && n < expected && n >= expected - 3 ? expected : null;
  return length === null ? null : length === 30 ? 0 : 5;
}

/** The zone's line length, from the longest of the lines read in one pass that is one (null when none is). */
export function zoneLength(lines: OcrLine[]): number | null {
  const longest = Math.max(0, ...lines.map((l) => (l.glyphs && /\d/.test(l.text) ? normalizeMrzText(l.text).length : 0)));
  return LENGTHS.includes(longest) ? longest : null;
}
