import { extractZone } from '../mrz/normalize.js';
import { parseMrz } from '../mrz/parse.js';

/**
 * The order in which a page's regions after its zone are read (issue 12, CPU). Reading stops once the grading is
 * settled (settled.ts), which needs the printed names, dates, state code and sex: the regions shaped like those are read
 * first. A region's shape tells its length well enough: printed text is 0.55-0.82 of its box's height wide a
 * character, so a title ('PASSPORT/PASSEPORT'), an authority or a caption printed under the zone is put after the
 * values, where the early stop leaves it unread once the values settle the grading.
 */

/** A character's width as a share of its region's height, across the printed fonts of the corpus (0.55-0.82). */
const CHARACTER_ASPECT = 0.7;

/** Printed dates: 24NOV2029 (9), 24.11.2029 (10), 24 NOV 2029 (11). */
const DATE_LENGTHS = [9, 10, 11];

/** Lengths of the texts the settled grading needs printed, from the zone read so far; [] when no zone parses. */
export function wantedLengths(zoneTexts: string[]): number[] {
  const zone = extractZone(zoneTexts);
  const parsed = zone ? parseMrz(zone) : null;
  if (!parsed) return [];
  const [surname, given] = [parsed.surname.value, parsed.givenNames.value];
  // A name is printed whole, or its words stand apart as regions of their own; visas print both names on one line
  // ('DAVIES, DAVID LUCAS'), which on a passport is a title's length.
  const visa = parsed.documentCode.startsWith('V');
  const names = [surname, given, ...(visa && surname && given ? [`${surname}, ${given}`, `${given} ${surname}`] : [])].filter(Boolean);
  const words = names.flatMap((n) => n.split(/\s+/));
  return [...new Set([...names, ...words].map((t) => t.length).filter((n) => n > 0).concat(DATE_LENGTHS))];
}

/** How far (as a ratio, 1 = exactly) a region's estimated length is from the nearest wanted length. */
function distance(longSide: number, shortSide: number, wanted: number[]): number {
  const estimate = longSide / Math.max(1, shortSide * CHARACTER_ASPECT);
  return Math.min(...wanted.map((n) => Math.max(estimate / n, n / estimate)));
}

/**
 * Regions in reading order: the few-letter ones first (a code, the sex: they cost next to nothing), then those shaped
 * like a wanted text, nearest first, and among alike the tallest (values are printed larger than their labels). With no
 * wanted lengths, the few-letter ones, then the tallest.
 */
export function readingOrder<T extends { box: number[][] }>(regions: T[], wanted: number[], sides: (box: number[][]) => { long: number; short: number }): T[] {
  const keyed = regions.map((region) => {
    const { long, short } = sides(region.box);
    const few = long <= 3 * short;
    // Within 25 % of a wanted length counts as shaped like it: the aspect's spread across fonts.
    const far = wanted.length > 0 && !few ? Math.max(1.25, distance(long, short, wanted)) : 1;
    return { region, few, far, short };
  });
  keyed.sort((a, b) => Number(b.few) - Number(a.few) || a.far - b.far || b.short - a.short);
  return keyed.map((k) => k.region);
}
