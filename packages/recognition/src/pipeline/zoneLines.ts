import { looksLikeMrzLine, normalizeMrzText } from '../mrz/normalize.js';
import { cellsOf } from './glyphCells.js';
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
  const length = lineLengthOf(n, expected);
  return length === null ? null : length === 30 ? 0 : 5;
}

/** The zone length a line read at `n` characters has: its own, or `expected` when it is up to three short of it. */
export const lineLengthOf = (n: number, expected: number | null): number | null =>
  LENGTHS.includes(n) ? n : expected !== null && n < expected && n >= expected - 3 ? expected : null;

/**
 * The zone's line length, from the longest of the lines read in one pass with a digit in it: a zone length, or up to
 * three characters short of one (a card's data line whose fillers were lost in part, 28 for 30, where no line read
 * whole); null when none is.
 */
export function zoneLength(lines: OcrLine[]): number | null {
  const longest = Math.max(0, ...lines.map((l) => (l.glyphs && /\d/.test(l.text) ? normalizeMrzText(l.text).length : 0)));
  return LENGTHS.find((length) => lineLengthOf(longest, length) === length) ?? null;
}

/**
 * The zone's character pitch on the page (pixels a character; `scale`: the lines' crops' pixels per pixel of the
 * page): the median over the zone lines read as one region, read at its length or a few characters short (the pitch
 * is the median step between characters, which a lost filler hardly moves). Undefined when none was.
 */
export function zonePitch(lines: OcrLine[], scale: number): number | undefined {
  const pitches = lines.flatMap((line) => {
    const g = looksLikeMrzLine(line.text) ? cellsOf(line) : null;
    return g && g.normalized.length >= LENGTHS[0]! - 6 ? [g.pitch / scale] : [];
  }).sort((a, b) => a - b);
  return pitches.length ? pitches[Math.floor(pitches.length / 2)] : undefined;
}
