/** Date helpers: MRZ YYMMDD and printed dates to the spec's DD/MM/YYYY. */

const pad = (n: number) => String(n).padStart(2, '0');

export function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2199) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

export function formatDate(year: number, month: number, day: number): string {
  return `${pad(day)}/${pad(month)}/${year}`;
}

/**
 * MRZ YYMMDD to DD/MM/YYYY. A birth date is never in the future (so 74 is 1974); an expiry date is in
 * this century unless that would put it more than 50 years ahead. Returns '' for an impossible date.
 */
export function mrzDate(yymmdd: string, kind: 'birth' | 'expiry', now = new Date()): string {
  if (!/^\d{6}$/.test(yymmdd)) return '';
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const thisYear = now.getUTCFullYear();
  let year = 2000 + yy;
  if (kind === 'birth' && year > thisYear) year -= 100;
  if (kind === 'expiry' && year > thisYear + 50) year -= 100;
  return isRealDate(year, month, day) ? formatDate(year, month, day) : '';
}

const MONTHS: Record<string, number> = {
  JAN: 1, FEB: 2, FEV: 2, MAR: 3, MRZ: 3, APR: 4, AVR: 4, MAY: 5, MAI: 5, JUN: 6, JUIN: 6, JUL: 7, JUIL: 7,
  AUG: 8, AOU: 8, SEP: 9, OCT: 10, OKT: 10, NOV: 11, DEC: 12, DEZ: 12,
};

/** Every date printed in a text line, as DD/MM/YYYY, in reading order (numeric day-first and DD MMM YY(YY)). */
export function findPrintedDates(text: string): string[] {
  const found: { at: number; value: string }[] = [];
  // A small scan's point may read as a comma or a colon ('23:06.2024', '24,02.2021').
  // A two-digit year is no year where a character and a digit follow it ('22.11.20#9': a four-digit year, a digit unread).
  const numeric = /(?<!\d)(\d{1,2})\s?[./,:-]\s?(\d{1,2})\s?[./,:-]\s?(\d{4}|\d{2}(?![^\s\d]\d))(?!\d)/g;
  for (const m of text.matchAll(numeric)) {
    const value = toDate(Number(m[1]), Number(m[2]), m[3]!);
    if (value) found.push({ at: m.index, value });
  }
  // A small scan's first separator lost ('2104-2024' for 21.04.2024): only with a four-digit year after it.
  // Or its second ('12.102019' for 12.10.2019).
  for (const pattern of [/(?<![\d./,:-])(\d{2})(\d{2})\s?[./,:-]\s?(\d{4})(?!\d)/g, /(?<![\d./,:-])(\d{2})\s?[./,:-]\s?(\d{2})(\d{4})(?!\d)/g]) {
    for (const m of text.matchAll(pattern)) {
      const value = toDate(Number(m[1]), Number(m[2]), m[3]!);
      if (value) found.push({ at: m.index, value });
    }
  }
  // Bilingual months as passports print them: '12 AUG/AOÛT 74', '12 JAN /JAN 2015'; some print '14-SEP-2025' or
  // '14.SEP.2025', and a small scan's space may read as a hyphen ('14SEP-2025').
  // A month's O read as a zero ('250CT2025') is read as the letter: month names hold no digits. Next to a month
  // name, a day or year's 0 and 1 read as O and I ('OI JAN 2024', '12 MAY 2O15') are the digits; such a day
  // stands apart from any word before it.
  // A small scan's month name may have a letter misread or lost ('20 HAR2019', '05FE82022', '14UL2020'): monthNamed.
  for (const m of monthNamedDates(text)) {
    const value = toDate(Number(m.day), m.month, m.year);
    if (value) found.push({ at: m.at, value });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.value);
}

/** Dates printed with a month name, as read: day and year digits (an impossible day kept), the month's number. */
function monthNamedDates(text: string): { at: number; day: string; month: number; year: string }[] {
  const named = /(?:(?<!\d)(\d{1,2})|(?<![A-Z0-9])([0-9OI]{2}))[\s.-]?([A-Z0-9]{2,4}?[A-Z]*)(?:\s?\/\s?[A-Z]+)?[\s.-]?([0-9OI]{4}|\d{2})(?![0-9OI])/g;
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  const digits = (t: string) => t.replace(/O/g, '0').replace(/I/g, '1');
  return [...folded.matchAll(named)].flatMap((m) => {
    const month = monthNamed(m[3]!);
    const year = digits(m[4]!);
    return month && /^[12]\d{3}$|^\d{2}$/.test(year) ? [{ at: m.index, day: digits(m[1] ?? m[2]!), month, year }] : [];
  });
}

/**
 * The eight digits (DDMMYYYY) of each date printed with a month name and a four-digit year, impossible ones included
 * ('00JUL2019' for 08JUL2019 on a small scan: 00072019), for comparison with a date they may be a misreading of.
 */
export function monthNamedDigits(text: string): string[] {
  return monthNamedDates(text).filter((m) => m.year.length === 4).map((m) => m.day.padStart(2, '0') + pad(m.month) + m.year);
}

/** Digits a small scan's month name may hold in place of its letters (month names hold none). */
const MONTH_LOOK_ALIKES: Record<string, string> = { '0': 'O', '8': 'B', '5': 'S', '1': 'I', '6': 'G', '2': 'Z' };
const MONTH_NAMES = Object.keys(MONTHS);

/**
 * The month a printed name reads as: exactly, or (at least two letters read) one letter from the names of one month
 * only: misread ('HAR' is MAR; 'JUH' could be JUN or JUL, so it is none) or lost ('UL' is JUL; 'AR' could be MAR or
 * APR). Digits read for letters are those letters.
 */
function monthNamed(read: string): number | undefined {
  if (read.replace(/[^A-Z]/g, '').length < 2) return undefined;
  const name = read.replace(/\d/g, (d) => MONTH_LOOK_ALIKES[d] ?? d);
  const exact = MONTHS[name] ?? MONTHS[name.slice(0, 3)];
  if (exact || /\d/.test(name)) return exact;
  const near = new Set(MONTH_NAMES.filter((m) => oneEditApart(name, m)).map((m) => MONTHS[m]));
  return near.size === 1 ? [...near][0] : undefined;
}

/** `a` is `b` with one letter changed, or with one letter lost. */
function oneEditApart(a: string, b: string): boolean {
  if (a.length === b.length) return [...a].filter((c, i) => c !== b[i]).length === 1;
  return a.length === b.length - 1 && [...b].some((_, i) => b.slice(0, i) + b.slice(i + 1) === a);
}

function toDate(day: number, month: number, yearText: string): string {
  let year = Number(yearText);
  if (yearText.length === 2) year += year > (new Date().getUTCFullYear() % 100) + 20 ? 1900 : 2000;
  return isRealDate(year, month, day) ? formatDate(year, month, day) : '';
}

/** DD/MM/YYYY to a sortable number, for comparisons. */
export function dateKey(ddmmyyyy: string): number {
  const [d, m, y] = ddmmyyyy.split('/').map(Number);
  return (y ?? 0) * 10000 + (m ?? 0) * 100 + (d ?? 0);
}
