/**
 * The French national identity card issued from 1988 to March 2021 (valid up to 15 years, so still carried by most
 * French adults) has a zone of two lines of 36 that is not ICAO 9303's TD2:
 *
 *   line 1: ID FRA, the surname (25), the issuing department and office (6)
 *   line 2: the card number (12: year and month of issue, department, serial), its check digit, the given names (14,
 *           separated by two fillers, cut at 14), the date of birth and its check digit, the sex, and a check digit
 *           over both lines up to it.
 *
 * It carries no nationality (the card is issued to French nationals only) and no expiry date.
 */
import { isCheckValid } from './checkDigit.js';
import { toDigits, toLetters } from './confusions.js';
import { slice, type Span } from './layouts.js';
import type { MrzValue, ParsedMrz } from './parse.js';
import { put, solveNumeric, solveSex } from './solve.js';

/** Where the surname's field ends on the card's first line: the issuing office's digits follow it. */
export const FRENCH_SURNAME_END = 30;
const NUMBER: Span = [1, 0, 12];
const NUMBER_CHECK: Span = [1, 12, 13];
const GIVEN_NAMES: Span = [1, 13, 27];
const BIRTH: Span = [1, 27, 33];
const BIRTH_CHECK: Span = [1, 33, 34];
const SEX: Span = [1, 34, 35];
const COMPOSITE: Span = [1, 35, 36];
const SURNAME: Span = [0, 5, FRENCH_SURNAME_END];
const OFFICE: Span = [0, FRENCH_SURNAME_END, 36];

/**
 * The card's first line with its code put back where it is damaged: ID FRA as read (the I read as 1, L, T or J, the D as
 * 0 or O, as on other cards), or with the I lost ('DFRABERTHIER<<<…', the thinnest glyph; the line was padded to 36 in
 * the surname's fillers, so one of them goes). Null for any other line.
 */
function firstLineRestored(line: string): string | null {
  if (line.length !== 36) return null;
  if (/^[I1LTJ][D0O]$/.test(line.slice(0, 2)) && toLetters(line.slice(2, 5)) === 'FRA') return line;
  if (!/^[D0O]$/.test(line[0]!) || toLetters(line.slice(1, 4)) !== 'FRA') return null;
  const restored = ('I' + line).replace(/<(?=<{2,})/, '');
  return restored.length === 36 ? restored : null;
}

/** A first line of 36 that reads ID FRA, or D FRA with the I lost. */
export const frenchIdFirstLine = (line: string): boolean => firstLineRestored(line) !== null;

/** Two lines of 36 whose first reads ID FRA. */
export const frenchIdShaped = (lines: string[]): boolean => lines.length === 2 && lines[1]!.length === 36 && frenchIdFirstLine(lines[0]!);

/** The composite check digit covers line 1 and line 2 up to it. */
const compositePasses = (lines: string[], digit: string): boolean => isCheckValid(lines[0]! + lines[1]!.slice(0, 35), digit);

/** A card number's shape: four digits, the department (2A and 2B are Corsica's), five digits. */
const NUMBER_SHAPE = /^\d{4}[0-9AB]{3}\d{5}$/;

/**
 * The card number (year and month of issue, department, serial): letters read in digit places are taken as digits
 * (the department's A or B kept, or taken as digits too), whichever its check digit passes; kept only when exactly one
 * does.
 */
function solveNumber(lines: string[]): MrzValue {
  const raw = slice(lines, NUMBER);
  const rawCheck = slice(lines, NUMBER_CHECK);
  if (NUMBER_SHAPE.test(raw) && isCheckValid(raw, rawCheck)) return { value: raw, check: 'valid' };
  const check = toDigits(rawCheck);
  const digits = toDigits(raw);
  const corsican = digits.slice(0, 4) + [...raw.slice(4, 7)].map((c, i) => (c === 'A' || c === 'B' ? c : digits[4 + i])).join('') + digits.slice(7);
  const passing = [...new Set([corsican, digits])].filter((v) => NUMBER_SHAPE.test(v) && isCheckValid(v, check));
  if (passing.length !== 1) return { value: raw, check: 'invalid' };
  put(lines, NUMBER, passing[0]!);
  put(lines, NUMBER_CHECK, check);
  return { value: passing[0]!, check: 'corrected' };
}

/**
 * A name field: '<' between words, two between given names; the names never hold digits, and three fillers in a row
 * end them (what follows is fillers misread: 'KENJI<<<<<<<A<').
 */
function names(lines: string[], span: Span): MrzValue {
  const raw = slice(lines, span);
  const read = toLetters(raw);
  const end = read.indexOf('<<<');
  const letters = end < 0 ? read : read.slice(0, end).padEnd(read.length, '<');
  put(lines, span, letters);
  const value = letters
    .replace(/<+$/, '')
    .split('<<')
    .map((part) => part.replace(/</g, ' ').trim())
    .filter(Boolean)
    .join(' ');
  return { value, check: letters === raw ? 'none' : 'corrected' };
}

/** Parses a zone `frenchIdShaped` accepted; never throws for bad content. */
export function parseFrenchId(input: string[]): ParsedMrz {
  const lines = [...input];
  const codeRead = lines[0]!.slice(0, 2);
  lines[0] = firstLineRestored(lines[0]!) ?? lines[0]!;
  put(lines, [0, 0, 5], 'IDFRA');
  const documentNumber = solveNumber(lines);
  const birthDate = solveNumeric(lines, BIRTH, BIRTH_CHECK);
  const sex = solveSex(lines, SEX);
  const surname = names(lines, SURNAME);
  const givenNames = names(lines, GIVEN_NAMES);
  // The office code is digits; the composite covers it, so it is taken as digits only when the composite then passes.
  // An office read with fillers among its six characters ('<<O525' for 330525): taken as zeros below where the composite
  // then passes, but the composite cannot tell 33 from 00 there (7 and 3 weigh 3s as 30): the office was not read.
  const officeUnread = slice(lines, OFFICE).includes('<');
  const compositeDigit = toDigits(slice(lines, COMPOSITE));
  const compositeUnread = compositeDigit === '<';
  let composite: boolean | null = null;
  if (!compositeUnread) {
    composite = compositePasses(lines, compositeDigit);
    const office = slice(lines, OFFICE);
    if (!composite && toDigits(office) !== office) {
      const trial = [...lines];
      put(trial, OFFICE, toDigits(office));
      if (compositePasses(trial, compositeDigit)) {
        put(lines, OFFICE, toDigits(office));
        composite = true;
      }
    }
    put(lines, COMPOSITE, compositeDigit);
  }
  const state: MrzValue = { value: 'FRA', check: codeRead === 'ID' && input[0]!.slice(2, 5) === 'FRA' ? 'none' : 'corrected' };
  return {
    format: 'FR-ID',
    lines,
    documentCode: 'ID',
    issuingState: state,
    documentNumber,
    // Issued to French nationals only: the code is the card's own, not a value read.
    nationality: { ...state },
    birthDate,
    expiryDate: { value: '', check: 'none' },
    sex,
    surname,
    givenNames,
    optional: slice(lines, OFFICE).replace(/<+/g, ' ').trim(),
    composite,
    compositeUnread,
    fillersRestored: false,
    compositeMoved: false,
    // The state code FRA is known, so normalize.ts never puts a code letter back on this zone.
    codeGuessed: false,
    optionalK: false,
    optionalUnread: officeUnread,
    optionalLookAlikes: false,
    numberK: false,
    codeCorrected: codeRead !== 'ID',
  };
}

/** What `nameFromPrint` put right: which name, and the zone parsed again with it. */
export interface NameFromPrint {
  parsed: ParsedMrz;
  field: 'surname' | 'givenNames';
}

/**
 * A name misread in the zone (LEHIS for LEWIS at 5-8 px a character) is put right from the printed words: the
 * composite covers the names on this card, so a printed word of the same length, at most two letters away, that makes
 * the failing composite pass is taken, when exactly one does and the number's and birth date's own digits pass. Returns
 * null otherwise. The name stays a correction (the zone as a whole never PASS).
 */
export function nameFromPrint(p: ParsedMrz, printedWords: Iterable<string>): NameFromPrint | null {
  if (p.format !== 'FR-ID' || p.composite !== false || p.documentNumber.check === 'invalid' || p.birthDate.check === 'invalid') return null;
  const words = [...new Set(printedWords)].filter((w) => /^[A-Z]+$/.test(w));
  const found: NameFromPrint[] = [];
  for (const [span, field] of [[SURNAME, 'surname'], [GIVEN_NAMES, 'givenNames']] as const) {
    for (const read of slice(p.lines, span).matchAll(/[A-Z]+/g)) {
      const start = span[1] + read.index;
      for (const word of words) {
        if (word.length !== read[0].length || word === read[0] || [...word].filter((c, i) => c !== read[0][i]).length > 2) continue;
        const lines = [...p.lines];
        put(lines, [span[0], start, start + word.length], word);
        if (!compositePasses(lines, slice(lines, COMPOSITE))) continue;
        const parsed = parseFrenchId(lines);
        parsed[field] = { ...parsed[field], check: 'corrected' };
        // Parsed again from lines whose office may already hold zeros for fillers read there: it stays unread.
        parsed.optionalUnread ||= p.optionalUnread;
        found.push({ parsed, field });
      }
    }
  }
  return found.length === 1 ? found[0]! : null;
}
