import { findPrintedDates } from '../dates.js';
import type { RunnerUp } from './runnerUp.js';

/** A printed date read only once some characters are taken as the recogniser's second choice. */
export interface DateVariant {
  /** DD/MM/YYYY. */
  value: string;
  /** How much less likely than the first reading: the product of second to first choice, 0..1. */
  likelihood: number;
}

/** Characters a small date's digits are read as, or the digits themselves: the ones worth a second choice. */
const DATE_CHAR = /[0-9./-]/;
/**
 * At most this many uncertain characters a line, and one taken as second choice at a time: with two, as
 * many wrong dates as right ones were found on small scans (a digit's second choice is often wrong too).
 */
const MAX_POSITIONS = 8;
const MAX_CHANGES = 1;
/** A second choice less than this share of the first is not considered (the right ones measured 0.4-0.95). */
const MIN_RATIO = 0.25;

/**
 * Dates a printed line yields once one of its least certain characters is read as the
 * recogniser's second choice (a digit, or a date's separator), that its first reading does not
 * show: candidates for a date the first reading made impossible or implausible ('37.05.2020' for
 * 27.05.2020). The caller decides which, if any, is the field (the issue date: grading/issueDate.ts).
 */
export function dateVariants(line: { text: string; runnerUps?: (RunnerUp | null)[] }): DateVariant[] {
  const ups = line.runnerUps;
  if (!ups || ups.length !== [...line.text].length || !/\d/.test(line.text)) return [];
  const direct = new Set(findPrintedDates(line.text));
  const uncertain = ups
    .map((u, i) => ({ i, u, ratio: u && u.best > 0 ? u.p / u.best : 0 }))
    .filter(({ u, ratio }) => u && ratio >= MIN_RATIO && DATE_CHAR.test(u.second) && (DATE_CHAR.test(u.char) || /[A-Z]/i.test(u.char)))
    .sort((a, b) => b.ratio - a.ratio)
    .slice(0, MAX_POSITIONS);
  const found = new Map<string, number>();
  const visit = (from: number, text: string[], likelihood: number, changes: number) => {
    if (changes > 0) {
      for (const value of findPrintedDates(text.join(''))) {
        if (!direct.has(value) && likelihood > (found.get(value) ?? 0)) found.set(value, likelihood);
      }
    }
    if (changes === MAX_CHANGES) return;
    for (let k = from; k < uncertain.length; k++) {
      const { i, u, ratio } = uncertain[k]!;
      const next = [...text];
      next[i] = u!.second;
      visit(k + 1, next, likelihood * ratio, changes + 1);
    }
  };
  visit(0, [...line.text], 1, 0);
  return [...found].map(([value, likelihood]) => ({ value, likelihood })).sort((a, b) => b.likelihood - a.likelihood);
}
