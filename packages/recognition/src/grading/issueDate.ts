/** The date of issue: printed in the visual zone only (no check digit covers it, so never PASS). */
import { dateKey, formatDate, isRealDate, monthNamedDigits } from '../dates.js';
import { graded, type Graded } from './fields.js';
import type { VisualZone } from './viz.js';

/** Documents are valid for at most this many years (ICAO documents 5-10, some cards 15). */
const MAX_VALIDITY_YEARS = 20;

/** Two dates that differ in at most one digit: on a small scan, a misreading of one another. */
const oneDigitApart = (a: string, b: string) => a.length === b.length && [...a].filter((c, i) => c !== b[i]).length <= 1;

/**
 * `date` misread as `reading` (`near` it: by default one digit apart), `date` itself not among what was `read`: no date
 * of its own.
 */
const misreadOf = (reading: string, date: string, read: string[], near = oneDigitApart) => reading !== date && near(reading, date) && !read.includes(date);

/** Today as a sortable number (dateKey's form). */
const todayKey = () => {
  const t = new Date();
  return t.getUTCFullYear() * 10000 + (t.getUTCMonth() + 1) * 100 + t.getUTCDate();
};

/**
 * A printed date between birth and expiry, not in the future, is the issue date: one reading. Among
 * several, a date one digit away from the birth or expiry date is that date misread (03.01.2012 for an
 * expiry of 03.01.2032); a date more than MAX_VALIDITY_YEARS before the expiry is never the issue date.
 */
export function issueFromViz(dates: string[], birth: string, expiry: string): Graded | null {
  if (!birth || !expiry) return null;
  const now = todayKey();
  const earliest = dateKey(expiry) - MAX_VALIDITY_YEARS * 10000;
  const plausible = [...new Set(dates)].filter((d) => dateKey(d) > dateKey(birth) && dateKey(d) < dateKey(expiry) && dateKey(d) <= now && dateKey(d) >= earliest);
  // An issue date is often one digit from the expiry (issued 03.01.2022, valid to 03.01.2032): the rule
  // only chooses between several dates. The only one is set aside only when it is the birth or expiry date
  // misread, that date not read itself, and not where a common validity puts the issue date (02.12.2014
  // read for an expiry of 02.12.2034).
  const common = commonIssueDates(expiry);
  const misread = (d: string, of: string) => misreadOf(d, of, dates) && !common.includes(d);
  const candidates = plausible.length > 1
    ? plausible.filter((d) => !oneDigitApart(d, birth) && !oneDigitApart(d, expiry))
    : plausible.filter((d) => !misread(d, birth) && !misread(d, expiry));
  if (candidates.length === 1) return graded(candidates[0]!, 'WARNING', 'date of issue: printed in the visual zone only');
  // Several dates of their own (an entry stamp on the facing page of an open booklet, a date in the observations):
  // the one a common validity puts before the expiry is the issue date, when only one is. Where every date was set aside
  // as one digit from the expiry, so was the issue date of a ten-year validity (01.04.2025 for an expiry of 01.04.2035,
  // beside the expiry misread as 01.04.2015 on a small scan): the one of them a common validity gives is taken.
  const usual = (candidates.length ? candidates : plausible).filter((d) => common.includes(d));
  return usual.length === 1 ? graded(usual[0]!, 'WARNING', 'date of issue: printed in the visual zone only; the date a common validity gives among several printed') : null;
}

/** Validity periods issuing states commonly give passports and identity cards: adults 10 years, children 5. */
const COMMON_VALIDITY_YEARS = [10, 5];

/**
 * A date of issue worth reading again on a small page: none was read, or one that no common validity gives for the
 * expiry (the digit misread most often on a small scan: pipeline/printedAgain.ts).
 */
export const issueInDoubt = (issue: string, expiry: string): boolean => !issue || !expiry || !commonIssueDates(expiry).includes(issue);

/** DD/MM/YYYY as its eight digits. */
const digitsOf = (ddmmyyyy: string) => ddmmyyyy.replace(/\//g, '');

/**
 * Dates as read, day-first numeric and with a month name, impossible ones included ('24.16.2023' for 24.10.2023,
 * '00JUL2019' for 08JUL2019 on a small scan): their eight digits, for comparison with a date they may be a misreading of.
 */
const readDigits = (text: string): string[] => [
  ...[...text.matchAll(/(?<!\d)(\d{1,2})\s?[./,-]\s?(\d{1,2})\s?[./,-]\s?(\d{3,4})(?!\d)/g)].map((m) => m[1]! + m[2]! + m[3]!).filter((d) => d.length >= 7),
  // A year with one character read as no digit ('22.11.20#9'): that place is unread ('?', a digit wrong for nearDigits).
  ...[...text.matchAll(/(?<!\d)(\d{2})[./,-](\d{2})[./,-](\d{2}[^\d\s./,:-]\d|\d{3}[^\d\s./,:-]|\d[^\d\s./,:-]\d{2})(?![\dA-Za-z])/g)].map((m) => m[1]! + m[2]! + m[3]!.replace(/\D/, '?')),
  ...monthNamedDigits(text),
];

/**
 * A reading of `date` (eight digits each) whose day and year are the date's and whose month is none ('25.35.2018' for
 * 25.10.2018 on a small scan): the month read wrong, nothing else.
 */
const monthUnread = (reading: string, date: string): boolean =>
  reading.length === 8 && /^\d{8}$/.test(reading) && reading.slice(0, 2) === date.slice(0, 2) && reading.slice(4) === date.slice(4) && Number(reading.slice(2, 4)) > 12;

/** A reading that may be `date` misread: a digit wrong or lost, or its month read as none. */
const nearIssue = (reading: string, date: string): boolean => nearDigits(reading, date) || monthUnread(reading, date);

/**
 * Digits read for a date that may be that date misread (eight digits each): one digit read wrong, or one lost ('05.09.219'
 * for 05.09.2019 on a small scan: 0509219).
 */
const nearDigits = (reading: string, date: string): boolean =>
  oneDigitApart(reading, date) || (reading.length === date.length - 1 && [...date].some((_, i) => date.slice(0, i) + date.slice(i + 1) === reading));

/** The issue dates of a document expiring on `expiry` with a common validity: that day or the day after, N years before. */
function commonIssueDates(expiry: string): string[] {
  const [d, m, y] = expiry.split('/').map(Number) as [number, number, number];
  return COMMON_VALIDITY_YEARS.flatMap((years) => {
    // 29 February has no anniversary in most years: the validity then starts on 1 March.
    const start = isRealDate(y - years, m, d) ? new Date(Date.UTC(y - years, m - 1, d)) : new Date(Date.UTC(y - years, m, 1));
    const next = new Date(start.getTime() + 86_400_000);
    return [start, next].map((t) => formatDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate()));
  });
}

/**
 * The date of issue: the printed one (issueFromViz), else one a common validity gives (issueFromValidity). Read from
 * small characters (`small`: a zone of SMALL_CHARACTER_PITCH px a character or less, its visual zone smaller still), a
 * printed date one digit from a common validity's issue date is that date with the digit misread (13,04.2021 read where
 * 13.08.2021 is printed next to an expiry of 12.08.2031): at that size a 4 and an 8 are a few pixels apart.
 */
export function issueDate(viz: VisualZone, birth: string, expiry: string, small: boolean): Graded | null {
  const printed = issueFromViz(viz.dates, birth, expiry);
  if (printed && small && !commonIssueDates(expiry).includes(printed.value)) return issueFromValidity(viz, birth, expiry) ?? printed;
  return printed ?? issueFromValidity(viz, birth, expiry);
}

/**
 * When no printed date reads as the issue date (issueFromViz), a reading one digit away (misread or lost) from a common
 * validity's issue date (the expiry 10 or 5 years earlier, or the day after: 26.09.2035 read where
 * 26.09.2025 is printed, next to an expiry of 25.09.2035) is taken as that date, when it is the only such
 * date and before today. A reading that is the birth or expiry date misread, while that date itself was
 * not read, does not count. A guess backed by a reading: WARNING, for the reviewer to check.
 */
export function issueFromValidity(viz: VisualZone, birth: string, expiry: string): Graded | null {
  if (!birth || !expiry) return null;
  const readings = [...new Set([...viz.dates.map(digitsOf), ...readDigits(viz.text)])];
  const [b, e] = [digitsOf(birth), digitsOf(expiry)];
  // A reading that is the birth or expiry date misread, a digit wrong or lost (that date not read itself), is no evidence.
  const evidence = readings.filter((r) => r !== b && r !== e && !misreadOf(r, b, readings, nearDigits) && !misreadOf(r, e, readings, nearDigits));
  const now = todayKey();
  // How many readings are near each common validity's issue date (after the birth, not in the future); those with any.
  const possible = [...new Set(commonIssueDates(expiry))].filter((c) => dateKey(c) > dateKey(birth) && dateKey(c) <= now);
  const near = new Map(possible.map((c) => [c, evidence.filter((r) => nearIssue(r, digitsOf(c))).length]));
  const matches = possible.filter((c) => near.get(c)! > 0);
  if (matches.length === 1) return graded(matches[0]!, 'WARNING', 'date of issue: read with a digit in doubt; taken as the expiry date less a common validity period');
  // A reading a digit from both days of one validity (00.12.2018 beside an expiry of 07.12.2028: 07.12.2018 or 08.12.2018):
  // the day after, as many states count a validity (issued 08.12.2018, valid to the day before its tenth anniversary).
  const [start, next] = matches;
  if (matches.length === 2 && commonIssueDates(expiry).some((c, i, all) => i % 2 === 0 && c === start && all[i + 1] === next)) {
    return graded(next!, 'WARNING', 'date of issue: read with a digit in doubt, as near the expiry less a common validity as the day after; taken as the day after');
  }
  // Otherwise the one more readings are near than any other (13.07.2010 and 13.07.202, its last digit lost, beside an
  // expiry of 12.07.2030: the second is as near 13.07.2025).
  const support = matches.map((c) => near.get(c)!);
  const most = Math.max(...support);
  if (matches.length > 1 && support.filter((n) => n === most).length === 1) {
    return graded(matches[support.indexOf(most)]!, 'WARNING', 'date of issue: read with a digit in doubt; the expiry less a common validity that most readings are near');
  }
  return null;
}
