import { mrzDate } from '../dates.js';
import { isCheckValid } from './checkDigit.js';
import { alnumVariants, stateCodeReadings, toDigits, toLetters, uprightReadings } from './confusions.js';
import { isKnownStateCode } from './countries.js';
import { layoutFor, slice, type MrzFormat, type MrzLayout, type Span } from './layouts.js';
import { codeGuessed, fitLength, readLengthsOf } from './normalize.js';
import { frenchIdShaped, parseFrenchId } from './frenchId.js';
import { realignDates } from './realign.js';
import { compositePasses, longNumber, restoreKFillers, restoreLookAlikes, restoreLostFillerRun, restoreOptionalFillers } from './optionalData.js';
import { put, solveNumeric, solveSex } from './solve.js';

/** How a value was obtained: read as is and confirmed, corrected then confirmed, or unconfirmed. */
export type Check = 'valid' | 'corrected' | 'invalid' | 'none';

export interface MrzValue {
  value: string;
  check: Check;
  /** Corrections that pass equally (a document number with two); the printed zone may tell them apart. */
  candidates?: string[];
  /** The document number as read, where its correction changed characters: the printed zone may show a closer one. */
  read?: string;
}

export interface ParsedMrz {
  /** An ICAO 9303 layout, or FR-ID: the French identity card of 1988-2021 (frenchId.ts). */
  format: MrzFormat | 'FR-ID';
  /** The zone after accepted corrections. */
  lines: string[];
  documentCode: string;
  issuingState: MrzValue;
  documentNumber: MrzValue;
  nationality: MrzValue;
  /** YYMMDD. */
  birthDate: MrzValue;
  /** YYMMDD; '' with check 'none' on a French card, whose zone carries no expiry date. */
  expiryDate: MrzValue;
  sex: MrzValue;
  surname: MrzValue;
  givenNames: MrzValue;
  optional: string;
  /** null when the layout has no composite digit, or when it was not read (compositeUnread). */
  composite: boolean | null;
  /**
   * The composite's place holds a filler: its digit was not read (the picture cut at the zone's right edge, the
   * line's last character lost). No evidence against the values its own digits confirm, but no confirmation either.
   */
  compositeUnread: boolean;
  /** Optional data read as filler look-alikes was put back as fillers because the composite then passes. */
  fillersRestored: boolean;
  /**
   * The composite digit was read inside the optional data (its line's run of fillers lost) and put back at its place,
   * where it passes: no evidence against the values its own digits confirm (as when it is unread), no PASS for the zone.
   */
  compositeMoved: boolean;
  /** The document code's first letter was not read and was put back as the usual one (normalize.ts). */
  codeGuessed: boolean;
  /**
   * Optional data held a K beside a filler (restored to fillers where the field is only fillers and K): K weighs 20,
   * a filler 0, alike modulo 10, so the composite (and TD3's personal-number digit) passes whichever was printed.
   */
  optionalK: boolean;
  /**
   * Optional data taken as fillers where none was read: a TD1's first line read with no filler at all and short of its
   * length (looksLikeCardStartLine), or the French card's office read with fillers among its six characters
   * (frenchId.ts). The composite cannot see data that weighs as fillers do (0, A, K, U; 33 as 00 at weights 7 and 3).
   */
  optionalUnread: boolean;
  /**
   * Optional data of fillers and a few look-alikes whose composite passes either way was taken as fillers
   * (optionalData.ts restoreLookAlikes): the composite still confirms the number and dates, but not the optional data.
   */
  optionalLookAlikes: boolean;
  /** The document number's field held a K right before its fillers ('AB123K<<<'): its check digit cannot tell it from one. */
  numberK: boolean;
  /**
   * The document code's first letter was read as one ICAO 9303 does not use (P, V, I, A, C): put back where the zone's
   * shape says which it was ('TD' on a card is ID, 'RP' on a passport P<), else left as read; or a card's ID read as
   * I0, put back as ID. No check digit covers it.
   */
  codeCorrected: boolean;
}

/** The document code's first letters ICAO 9303 uses: P passports, V visas, I, A and C cards and other travel documents. */
const DOCUMENT_LETTERS = 'PVIAC';
/**
 * Misreadings of a card's I (T, L, J: a thin upright stroke; E: OCR-B's I with its serifs, at 5-8 px a character) and of
 * a passport's P (R, F: its bowl half seen).
 */
const CARD_I = 'TLJE';
const PASSPORT_P = 'RF';

function correctCodeLetter(code: string, format: string): { code: string; corrected: boolean } {
  const first = code.slice(0, 1);
  // A card's ID read as I0 or IO (a small scan's D, seed 103's small-scan-jpeg-2): no state uses a zero or an O there,
  // and ID is the usual card code.
  if (first === 'I' && (code[1] === '0' || code[1] === 'O') && (format === 'TD1' || format === 'TD2')) return { code: 'ID', corrected: true };
  if (DOCUMENT_LETTERS.includes(first)) return { code, corrected: false };
  if ((format === 'TD1' || format === 'TD2') && CARD_I.includes(first)) return { code: 'I' + code.slice(1), corrected: true };
  if (format === 'TD3' && PASSPORT_P.includes(first)) return { code: 'P' + code.slice(1), corrected: true };
  return { code, corrected: true };
}

/**
 * Parses fitted zone lines; never throws for bad content, only returns null for an unknown shape. Two lines of 36 that
 * start with IDFRA are read as the French identity card (frenchId.ts) when more of its check digits pass than read as
 * TD2, or as many and its composite passes where TD2's does not: a TD2 card issued by France is read as TD2.
 */
export function parseMrz(input: string[]): ParsedMrz | null {
  const icao = parseIcao(input);
  if (icao?.format === 'TD1') return cardStartRestored(input, icao) ?? icao;
  if (!frenchIdShaped(input)) return icao;
  const french = parseFrenchId(input);
  if (!icao) return french;
  // Dates are the grammar the two layouts disagree on most: where the card's birth date reads as a date and TD2's dates
  // do not ('Z0E<<S', the card's given names, in TD2's birth date), the chance passes of TD2's digits (a card's zone is
  // mostly fillers and zeros, which weigh alike) are no evidence for it.
  if (datesAreDates(french) && !datesAreDates(icao)) return french;
  const [f, t] = [checksPassing(french), checksPassing(icao)];
  return f > t || (f === t && f > 0 && french.composite === true && icao.composite !== true) ? french : icao;
}

/** Every date the layout carries (the French card has no expiry date) reads as a calendar date, as read or solved. */
const datesAreDates = (p: ParsedMrz): boolean =>
  mrzDate(p.birthDate.value, 'birth') !== '' && (p.format === 'FR-ID' || mrzDate(p.expiryDate.value, 'expiry') !== '');

/**
 * A card's first line whose code and state collapsed ('DH20R05649666' for 'IDCHNDR05649666' at 5-8 px a character: I
 * lost, DC read as one D, N as 2) leaves its number out of place, and its check digit fails. When the holder's
 * nationality is known and not read in the state's place, the line is tried with its first one to four characters
 * taken as the code and state (put back as ID and the nationality) and parsed again; the one start at which the
 * number's check digit and the composite pass (as read before corrected, or else its corrections that pass alike, each
 * agreeing with the composite) is taken. The code is a guess (`codeGuessed`): the zone is never PASS, and the number,
 * passing as read or corrected, a WARNING.
 */
function cardStartRestored(input: string[], read: ParsedMrz): ParsedMrz | null {
  if (read.documentNumber.check !== 'invalid' || read.documentNumber.candidates?.length || read.nationality.check === 'invalid') return null;
  // A line that reads the holder's state in its place, as read or corrected ('0EU' as DEU), did not lose its start.
  if (read.issuingState.value === read.nationality.value) return null;
  const line = input[0]!;
  const state = read.nationality.value.padEnd(3, '<');
  // How strongly a start is confirmed: the number passing as read (3), once corrected (2), corrections passing alike (1).
  const strength = (p: ParsedMrz | null): number => {
    if (!p) return 0;
    const number = p.documentNumber;
    if (number.check === 'invalid') return number.candidates?.length ? 1 : 0;
    return p.composite !== true ? 0 : number.check === 'valid' ? 3 : 2;
  };
  const tried = [1, 2, 3, 4].map((start) => parseIcao([fitLength('ID' + state + line.slice(start), line.length), ...input.slice(1)]));
  const best = Math.max(...tried.map(strength));
  const restored = tried.filter((p) => best > 0 && strength(p) === best);
  if (restored.length !== 1) return null;
  // The number's first characters stand next to what was lost: a letter lost there and a digit read for another weigh
  // alike at times (W as 2, 32 and 2 at any weight; seed 103's small-scan-13 read 'DP2K9029199' for IDJPNWK9029199), so
  // a number passing as read once moved is a correction too.
  const number = restored[0]!.documentNumber;
  return { ...restored[0]!, codeGuessed: true, documentNumber: number.check === 'valid' ? { ...number, check: 'corrected' } : number };
}

function parseIcao(input: string[]): ParsedMrz | null {
  const lines = [...input];
  const layout = layoutFor(lines.length, lines[0]?.length ?? 0, toLetters(lines[0]?.slice(0, 1) ?? ''));
  if (!layout || lines.some((l) => l.length !== layout.lineLength)) return null;
  // The code's first character is a letter (P, V, I, A, C); the second is the state's choice and may be a
  // digit ('C1'), so only the first is coerced.
  const rawCode = slice(lines, layout.documentCode);
  const letter = correctCodeLetter(toLetters(rawCode.slice(0, 1)) + rawCode.slice(1), layout.format);
  const docCode = letter.code;
  put(lines, layout.documentCode, docCode);
  // A line of the dates shifted by a character lost or gained before them is put back in place first.
  const realigned = realignDates(lines, layout, readLengthsOf(input)?.[layout.birthDate[0]]);
  if (realigned) lines.splice(0, lines.length, ...realigned.lines);
  // Dates first: a corrected document number must then agree with the composite digit as well.
  const shifted = (v: MrzValue): MrzValue => (realigned && v.check === 'valid' ? { ...v, check: 'corrected' } : v);
  const birthDate = shifted(solveNumeric(lines, layout.birthDate, layout.birthDateCheck));
  const expiryDate = shifted(solveNumeric(lines, layout.expiryDate, layout.expiryDateCheck));
  const numberShifted = solveDocumentNumber(lines, layout);
  const documentNumber = layout.documentNumber[0] === layout.birthDate[0] ? shifted(numberShifted) : numberShifted;
  const nationality = solveState(lines, layout.nationality);
  const issuingState = fromNationality(lines, layout.issuingState, solveState(lines, layout.issuingState), nationality);
  // A sex the realignment put in was never read: a lost M or F is no filler (grading takes it from another reading).
  const sex = realigned?.sexPutIn ? { value: slice(lines, layout.sex), check: 'invalid' as const } : solveSex(lines, layout.sex);
  const { surname, givenNames } = splitName(slice(lines, layout.name));
  // ICAO names never hold digits: the zone shows the letters the names were read as.
  put(lines, layout.name, toLetters(slice(lines, layout.name)));
  const checksRead = [birthDate, expiryDate, documentNumber].every((v) => v.check !== 'invalid');
  const compositeMoved = checksRead && restoreLostFillerRun(lines, layout);
  const fillersRestored = checksRead && restoreOptionalFillers(lines, layout);
  const optionalK = restoreKFillers(lines, layout);
  const optionalLookAlikes = checksRead && restoreLookAlikes(lines, layout, fillersRestored);
  const numberK = !longNumber(lines, layout) && /K</.test(slice(lines, layout.documentNumber));
  // A filler where the composite digit belongs is a digit not read; fillers alone never need a composite digit.
  const compositeUnread = !!layout.composite && slice(lines, layout.composite.at) === '<';
  const composite = layout.composite && !compositeUnread ? isCheckValid(layout.composite.covers.map((s) => slice(lines, s)).join(''), slice(lines, layout.composite.at)) : null;
  return {
    format: layout.format,
    lines,
    documentCode: docCode.replace(/<+$/, ''),
    issuingState,
    documentNumber,
    nationality,
    birthDate,
    expiryDate,
    sex,
    surname,
    givenNames,
    optional: optionalText(lines, layout),
    composite,
    compositeUnread,
    fillersRestored,
    compositeMoved,
    codeGuessed: codeGuessed(input),
    optionalK,
    optionalUnread: optionalUnread(input, layout),
    optionalLookAlikes,
    numberK,
    codeCorrected: letter.corrected,
  };
}

/** A TD1 whose first line was read short of its 30 characters with no filler in what was read. */
function optionalUnread(input: string[], layout: MrzLayout): boolean {
  const read = readLengthsOf(input)?.[0];
  return layout.format === 'TD1' && read !== undefined && read < 30 && !input[0]!.slice(0, read).includes('<');
}

/** Document numbers: up to two alphanumeric substitutions; kept only when exactly one variant passes. */
function solveDocumentNumber(lines: string[], layout: MrzLayout): MrzValue {
  if (longNumber(lines, layout)) return solveLongTd1Number(lines, layout);
  const raw = slice(lines, layout.documentNumber);
  const check = toDigits(slice(lines, layout.documentNumberCheck));
  for (const [changes, group] of alnumVariants(raw, 2).entries()) {
    const passing = group.filter((v) => isCheckValid(v, check) && !/^<|[^<]<+[^<]/.test(v) && (changes === 0 || compositeAgrees(lines, layout, v, check)));
    if (passing.length > 1) return { value: raw.replace(/<+$/, ''), check: 'invalid', candidates: passing.map((v) => v.replace(/<+$/, '')) };
    if (passing.length === 1) {
      put(lines, layout.documentNumber, passing[0]!);
      const corrected = changes > 0 || check !== slice(lines, layout.documentNumberCheck);
      put(lines, layout.documentNumberCheck, check);
      const value = passing[0]!.replace(/<+$/, '');
      return changes > 0 ? { value, check: 'corrected', read: raw.replace(/<+$/, '') } : { value, check: corrected ? 'corrected' : 'valid' };
    }
  }
  return { value: raw.replace(/<+$/, ''), check: 'invalid' };
}

/** The ICAO layout of a parsed zone (its lines' count and length, its document code). */
export const layoutOf = (p: ParsedMrz): MrzLayout => layoutFor(p.lines.length, p.lines[0]!.length, p.documentCode.slice(0, 1))!;

/** The values a check digit of their own covers: number, birth and expiry dates (a French card has no expiry date). */
export const checkedValues = (p: ParsedMrz): MrzValue[] => (p.format === 'FR-ID' ? [p.documentNumber, p.birthDate] : [p.documentNumber, p.birthDate, p.expiryDate]);

/** How many of a zone's own check digits (checkedValues) pass, as read or corrected. */
export const checksPassing = (p: ParsedMrz): number => checkedValues(p).filter((v) => v.check !== 'invalid').length;

/** Every check digit of the zone's values passes, as read or corrected (the composite aside). */
export const allChecksPass = (p: ParsedMrz): boolean => checkedValues(p).every((v) => v.check !== 'invalid');

/**
 * Takes one of the document number's equally passing corrections (chosen by the caller from another
 * reading): puts it in the zone and recomputes the composite. The number stays a correction (WARNING).
 */
export function chooseDocumentNumber(p: ParsedMrz, value: string): void {
  if (p.format === 'FR-ID') return; // its number is solved by frenchId.ts alone
  const layout = layoutOf(p);
  if (value.length > 9) p.lines[0] = placeLongNumber(p.lines[0]!, value, toDigits(longNumberTail(p.lines[0]!).slice(-1)));
  else put(p.lines, layout.documentNumber, value.padEnd(9, '<'));
  p.documentNumber = { value, check: 'corrected' };
  // A composite left unread because its line's fillers were lost may now be put back at its place (restoreLostFillerRun
  // waits for the number's check digit to pass).
  if (p.compositeUnread && restoreLostFillerRun(p.lines, layout)) Object.assign(p, { compositeUnread: false, compositeMoved: true });
  // Optional data read as look-alikes of fillers, likewise (restoreOptionalFillers and restoreLookAlikes wait for it too,
  // as parseIcao runs them).
  if (!p.compositeUnread && restoreOptionalFillers(p.lines, layout)) p.fillersRestored = true;
  if (!p.compositeUnread && allChecksPass(p) && restoreLookAlikes(p.lines, layout, p.fillersRestored)) p.optionalLookAlikes = true;
  p.optional = optionalText(p.lines, layout);
  if (layout.composite && !p.compositeUnread) p.composite = isCheckValid(layout.composite.covers.map((s) => slice(p.lines, s)).join(''), slice(p.lines, layout.composite.at));
}

/**
 * A card's first line put in the zone whole, as another reading shows it (numberAgain.ts cardLineFromReadings: its number
 * passes its own check digit and the composite passes with the line): the number, its check digit and the optional data
 * after them, with the state where that reading shows another. The number is a correction: never PASS.
 */
export function takeCardLine(p: ParsedMrz, line: string, number: string): void {
  p.lines[0] = line;
  p.documentNumber = { value: number, check: 'corrected' };
  p.optional = optionalText(p.lines, layoutOf(p));
  if (line.slice(2, 5) !== p.issuingState.value) p.issuingState = { value: line.slice(2, 5), check: 'corrected' };
  p.composite = compositeAllows(p, number);
}

/**
 * The composite check digit and the document number as other readings show them (numberAgain.ts
 * numberAndCompositeFromReadings: the number passes its own check digit and the composite passes with both): the digit
 * put at the composite's place, then the number as chooseDocumentNumber puts it. Both are corrections: never PASS.
 */
export function takeNumberAndComposite(p: ParsedMrz, number: string, composite: string): void {
  const layout = layoutOf(p);
  if (!layout.composite) return;
  put(p.lines, layout.composite.at, composite);
  chooseDocumentNumber(p, number);
}

/**
 * The printed number a failing one was misread from: where the number's check digit fails as read and no correction
 * passes (at 5-8 px a letter read as a digit the confusion tables do not hold: HN4148066 as H24148066), a printed word of
 * the same length, at most two characters from it, that passes the number's check digit and, where the layout has one
 * and it was read, the composite. Likewise where a correction passes but the print shows a word closer to the number as
 * read that passes both as well (1B6016459 corrected to 1B6C16A59, two look-alikes changed, where TB6016459 is printed:
 * one character the tables do not hold). The caller puts it in the zone as a correction (chooseDocumentNumber): never PASS.
 */
export function printedNumberFor(p: ParsedMrz, words: Iterable<string>): string | undefined {
  const { value, check, candidates, read: asRead } = p.documentNumber;
  const corrected = check === 'corrected' && asRead !== undefined;
  const read = corrected ? asRead : value;
  if (p.format === 'FR-ID' || (check !== 'invalid' && !corrected) || candidates?.length || read.length > 9) return undefined;
  const layout = layoutOf(p);
  const digit = slice(p.lines, layout.documentNumberCheck);
  const apart = (w: string) => [...w].filter((c, i) => c !== read[i]).length;
  // A correction already stands: only a printed word nearer to what was read replaces it.
  const limit = corrected ? Math.min(2, apart(value) - 1) : 2;
  const near = (w: string) => w.length === read.length && w !== read && w !== value && /^[A-Z0-9]+$/.test(w) && apart(w) <= limit;
  const agreeing = [...new Set(words)].filter(near).filter((w) => isCheckValid(w, digit) && compositeAllows(p, w));
  return agreeing.length === 1 ? agreeing[0] : undefined;
}

/**
 * The zone's composite passes with `number` (nine characters at most) in the number's place, or cannot be checked (a
 * visa has none; a composite left unread).
 */
export function compositeAllows(p: ParsedMrz, number: string): boolean {
  const layout = layoutOf(p);
  if (!layout.composite || p.compositeUnread) return true;
  const trial = [...p.lines];
  put(trial, layout.documentNumber, number.padEnd(9, '<'));
  return compositePasses(trial, layout.composite);
}

/** The optional data fields' text, fillers as spaces. */
const optionalText = (lines: string[], layout: MrzLayout): string => layout.optional.map((s) => slice(lines, s)).join('').replace(/<+/g, ' ').trim();

/** Puts a nationality the zone's own characters did not give (taken from another reading by the caller) in the zone, as a correction. */
export function chooseNationality(p: ParsedMrz, value: string): void {
  if (p.format === 'FR-ID') return; // ICAO layouts only
  put(p.lines, layoutOf(p).nationality, value.padEnd(3, '<'));
  p.nationality = { value, check: 'corrected' };
}

/** Puts an issuing state another reading gave (the caller's) in the zone, as a correction. */
export function chooseIssuingState(p: ParsedMrz, value: string): void {
  if (p.format === 'FR-ID') return; // ICAO layouts only
  put(p.lines, layoutOf(p).issuingState, value.padEnd(3, '<'));
  p.issuingState = { value, check: 'corrected' };
}

/** Puts a sex the zone's own character did not give (taken from another reading by the caller) in the zone, as a correction. */
export function chooseSex(p: ParsedMrz, value: 'M' | 'F'): void {
  if (p.format === 'FR-ID') return; // ICAO layouts only
  put(p.lines, layoutOf(p).sex, value);
  p.sex = { value, check: 'corrected' };
}

/**
 * A corrected number is kept only if the composite digit (where the layout has one) agrees with it: on a
 * specimen whose printed number check digit is wrong, some one-letter change always "passes" it. Small scans
 * misread the number and the optional data's fillers at once (PD8571647 read P08571647, '<<<<<<<' read '<<<<<4C'):
 * the composite then agrees only with both put right, so the one choice of fillers that makes it pass
 * (restoreOptionalFillers) counts as agreement too. Either way the number stays a correction (WARNING).
 */
function compositeAgrees(lines: string[], layout: MrzLayout, number: string, check: string): boolean {
  const trial = [...lines];
  put(trial, layout.documentNumber, number);
  put(trial, layout.documentNumberCheck, check);
  return compositeAgreesWith(trial, layout);
}

/** The composite passes on these lines (a copy the caller may lose), or with the one choice of optional fillers that makes it pass. */
function compositeAgreesWith(trial: string[], layout: MrzLayout): boolean {
  return !layout.composite || compositePasses(trial, layout.composite) || restoreOptionalFillers(trial, layout);
}

/**
 * An issuing state read as no known code, one character away from the holder's known nationality
 * ('0AN' for 'CAN' on a small scan): most documents are issued by the holder's state, so the nationality
 * is taken, as a correction (never PASS).
 */
function fromNationality(lines: string[], span: Span, state: MrzValue, nationality: MrzValue): MrzValue {
  if (state.check !== 'invalid' || nationality.check === 'invalid') return state;
  const raw = slice(lines, span);
  const nat = nationality.value.padEnd(3, '<');
  if ([...raw].filter((c, i) => c !== nat[i]).length !== 1) return state;
  put(lines, span, nat);
  return { value: nationality.value, check: 'corrected' };
}

/** The long number's characters after its first nine, then its check digit (up to the first filler after the place). */
const longNumberTail = (line: string): string => line.slice(15, 30).split('<')[0] ?? '';

/** Line 1 of a TD1 card with a number longer than nine characters put in place: nine, a filler, the rest, its check digit. */
function placeLongNumber(line: string, number: string, check: string): string {
  const tail = line.slice(15).replace(/^[^<]*/, '');
  return fitLength(line.slice(0, 5) + number.slice(0, 9) + '<' + number.slice(9) + check + tail, line.length);
}

/**
 * TD1 numbers longer than 9 characters continue in line 1's optional data, ending with their check digit (Belgian
 * and Portuguese cards: 'IDBEL592123456<7897'). Solved as the short number is: the fewest look-alike changes that pass
 * the check digit, a change kept only when it is the only one and the composite agrees with it (several passing alike
 * are left as candidates for the caller).
 */
function solveLongTd1Number(lines: string[], layout: MrzLayout): MrzValue {
  const line = lines[0]!;
  const rest = longNumberTail(line);
  const raw = line.slice(5, 14) + rest.slice(0, -1);
  if (!rest) return { value: raw, check: 'invalid' };
  const check = toDigits(rest.slice(-1));
  const placed = (number: string): string => placeLongNumber(line, number, check);
  for (const [changes, group] of alnumVariants(raw, 2).entries()) {
    const passing = group.filter((v) => !v.includes('<') && isCheckValid(v, check) && (changes === 0 || compositeAgreesWith([placed(v), ...lines.slice(1)], layout)));
    if (passing.length > 1) return { value: raw, check: 'invalid', candidates: passing };
    if (passing.length === 1) {
      const corrected = changes > 0 || check !== rest.slice(-1);
      lines[0] = placed(passing[0]!);
      return { value: passing[0]!, check: corrected ? 'corrected' : 'valid' };
    }
  }
  return { value: raw, check: 'invalid' };
}

/**
 * The known codes a state code read with digits stands for. State codes are letters only (ICAO 9303): a digit there is
 * a letter misread; the plain look-alike first ('5WE' is SWE), else every reading that makes a known code ('0AN' is CAN,
 * '88A' BRA, 'E8P' ESP).
 */
export function knownStateReadings(raw: string): string[] {
  const fixed = toLetters(raw);
  return isKnownStateCode(fixed) ? [fixed] : [...new Set(stateCodeReadings(raw))].filter(isKnownStateCode);
}

/**
 * State codes: digits in letter positions mapped to letters, or else look-alike upright letters taken for one another,
 * kept only when the code is known (and the only one).
 */
function solveState(lines: string[], span: Span): MrzValue {
  const raw = slice(lines, span);
  if (isKnownStateCode(raw)) return { value: raw.replace(/<+$/, ''), check: 'none' };
  const digitsRead = knownStateReadings(raw);
  // Failing that, an H, M, N or W taken for another of them ('SME' is SWE), when that makes the only known code.
  const known = digitsRead.length ? digitsRead : [...new Set(uprightReadings(toLetters(raw)))].filter(isKnownStateCode);
  if (known.length === 1) {
    put(lines, span, known[0]!);
    return { value: known[0]!.replace(/<+$/, ''), check: 'corrected' };
  }
  return { value: raw.replace(/<+$/, ''), check: 'invalid' };
}

/** Primary identifier before '<<', secondary after; '<' inside each is a space. Digits are never in names. */
export function splitName(field: string): { surname: MrzValue; givenNames: MrzValue } {
  const letters = toLetters(field);
  const corrected = letters !== field;
  const [primary = '', ...rest] = letters.replace(/<+$/, '').split('<<');
  const clean = (t: string) => t.replace(/</g, ' ').replace(/\s+/g, ' ').trim();
  const check: Check = corrected ? 'corrected' : 'none';
  return { surname: { value: clean(primary), check }, givenNames: { value: clean(rest.join(' ')), check } };
}
