import { checkDigit } from '../mrz/checkDigit.js';
import { formatDate } from '../dates.js';
import { GIVEN_F, GIVEN_M, Random, STATES, SURNAMES } from './random.js';

export interface YMD {
  year: number;
  month: number;
  day: number;
}

/** A random but valid identity; the truth the corpus and the accuracy tests compare against. */
export interface Identity {
  surname: string;
  givenNames: string;
  sex: 'M' | 'F';
  birth: YMD;
  issue: YMD;
  expiry: YMD;
  documentNumber: string;
  nationality: string;
  issuingState: string;
}

const date = (r: Random, from: number, to: number): YMD => ({ year: r.int(from, to), month: r.int(1, 12), day: r.int(1, 28) });

export function randomIdentity(r: Random, numberShape: 'alnum9' | 'digits9' = 'alnum9'): Identity {
  const sex = r.next() < 0.5 ? 'F' : 'M';
  const given = sex === 'F' ? GIVEN_F : GIVEN_M;
  const givenNames = r.next() < 0.5 ? r.pick(given) : `${r.pick(given)} ${r.pick(given)}`;
  const issue = date(r, 2017, 2025);
  const documentNumber = numberShape === 'digits9' ? r.chars('0123456789', 9) : r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2) + r.chars('0123456789', 7);
  const state = r.pick(STATES);
  return {
    surname: r.pick(SURNAMES),
    givenNames: givenNames.split(' ').filter((w, i, all) => all.indexOf(w) === i).join(' '),
    sex,
    birth: date(r, 1950, 2005),
    issue,
    expiry: { ...issue, year: issue.year + 10, day: Math.max(1, issue.day - 1) },
    documentNumber,
    nationality: state,
    issuingState: state,
  };
}

export const ddmmyyyy = (d: YMD): string => formatDate(d.year, d.month, d.day);
export const yymmdd = (d: YMD): string => [d.year % 100, d.month, d.day].map((n) => String(n).padStart(2, '0')).join('');
export const field = (text: string, length: number): string => text.replace(/[ '-]/g, '<').padEnd(length, '<').slice(0, length);
const nameField = (p: Identity, length: number): string => field(`${p.surname}<<${p.givenNames}`, length);
export const withCheck = (text: string): string => text + checkDigit(text);

/** ICAO 9303 zone lines for the identity, with every check digit computed. */
export function buildZone(p: Identity, format: 'TD1' | 'TD2' | 'TD3' | 'MRV-A' | 'MRV-B', code: string, optional = ''): string[] {
  const num = withCheck(field(p.documentNumber, 9));
  const birth = withCheck(yymmdd(p.birth));
  const expiry = withCheck(yymmdd(p.expiry));
  const head = field(code, 2) + field(p.issuingState, 3);
  if (format === 'MRV-A' || format === 'MRV-B') {
    // Visas carry no composite digit; optional data fills the rest of line 2 (often without any filler).
    const length = format === 'MRV-A' ? 44 : 36;
    return [head + nameField(p, length - 5), `${num}${p.nationality}${birth}${p.sex}${expiry}${field(optional, length - 28)}`];
  }
  if (format === 'TD3') {
    const personal = withCheck(field('', 14)).replace(/0$/, '<');
    const composite = checkDigit(num + birth + expiry + personal);
    return [head + nameField(p, 39), `${num}${p.nationality}${birth}${p.sex}${expiry}${personal}${composite}`];
  }
  if (format === 'TD2') {
    const optional = field('', 7);
    return [head + nameField(p, 31), `${num}${p.nationality}${birth}${p.sex}${expiry}${optional}${checkDigit(num + birth + expiry + optional)}`];
  }
  // A number longer than nine characters (Belgian and Portuguese cards) continues in the optional data: nine, a filler
  // at the check digit's place, the rest and the check digit over the whole number (ICAO 9303 part 5, 4.2.4).
  const line1 = p.documentNumber.length > 9
    ? field(head + p.documentNumber.slice(0, 9) + '<' + withCheck(p.documentNumber).slice(9), 30)
    : head + num + field('', 15);
  const optional2 = field('', 11);
  const composite = checkDigit(line1.slice(5) + birth + expiry + optional2);
  return [line1, `${birth}${p.sex}${expiry}${p.nationality}${optional2}${composite}`, nameField(p, 30)];
}
