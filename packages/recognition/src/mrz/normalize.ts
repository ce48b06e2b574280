/** Turning OCR text lines into machine-readable-zone lines of the right length. */
import { checkDigit } from './checkDigit.js';
import { letterReadings, toLetters } from './confusions.js';
import { isKnownStateCode } from './countries.js';
import { FRENCH_SURNAME_END, frenchIdFirstLine } from './frenchId.js';

const FILLER_LOOKALIKES = /[«‹〈<([{＜くく]/g;

/** Characters PaddleOCR's Chinese-and-Latin dictionary returns for zone letters: × for X, Cyrillic look-alikes. */
const LETTER_LOOKALIKES: Record<string, string> = {
  '×': 'X', Х: 'X', х: 'X', О: 'O', о: 'O', А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', Р: 'P', С: 'C', Т: 'T', У: 'Y', І: 'I',
};

/**
 * Upper case, no spaces, full-width forms as ASCII, look-alike letters mapped, filler look-alikes as '<',
 * and a run of four or more of one letter small fillers are read as ('CCCCCCCCCC', 'KKKK') as fillers:
 * no zone field holds such a run (names never repeat a letter three times; numbers are not made so).
 */
export function normalizeMrzText(text: string): string {
  const cleaned = [...text.normalize('NFKC')]
    .map((c) => LETTER_LOOKALIKES[c] ?? c)
    .join('')
    .toUpperCase()
    .replace(FILLER_LOOKALIKES, '<')
    .replace(/\s+/g, '')
    // An X read as '>' next to the filler it stands before ('F0><<J0HN' for FOX<<JOHN; X is '>' and '<' drawn
    // over one another). Runs of '>' (a zone upside down) are left.
    .replace(/(?<=[A-Z0-9])>(?=<)/g, 'X')
    .replace(/[^A-Z0-9<]/g, '');
  return separatorMisread(cleaned).replace(/([KCSXZ])\1{3,}/g, (run) => '<'.repeat(run.length));
}

/**
 * A line whose fillers read as one letter (a run of four or more) and that holds no '<<' before its first
 * run of three: the one doubled letter there is the names' separator read the same way ('KIMKKISLA' is
 * KIM<<ISLA, 'EDWARDSCCSARAH' EDWARDS<<SARAH). Never when the letter is doubled twice or more.
 */
function separatorMisread(line: string): string {
  const run = /([KCSXZ])\1{3,}/.exec(line);
  if (!run) return line;
  const pair = run[1]!.repeat(2);
  const head = line.slice(0, line.indexOf(run[1]!.repeat(3)));
  if (head.includes('<<') || head.split(pair).length !== 2) return line;
  // After a filler read as one, only the pair's first letter is the separator's other half, its second the given names'
  // first letter (seed 307's small-scan-29: 'TANAKA<CCHLOECCCCCC' is TANAKA<<CHLOE; both taken, the names ended at
  // '<<<' and CHLOE was lost).
  const at = head.indexOf(pair);
  if (head[at - 1] === '<') return head.slice(0, at) + '<' + head.slice(at + 1) + line.slice(head.length);
  return head.replace(pair, '<<') + line.slice(head.length);
}

/**
 * The line as zone characters (normalizeMrzText), when they keep at least `share` of its characters, spaces aside: OCR
 * text of a zone is nearly all [A-Z0-9<]; printed prose has lower case and punctuation. Else null.
 */
function zoneText(text: string, share: number): string | null {
  const cleaned = normalizeMrzText(text);
  return cleaned.length >= text.replace(/\s+/g, '').length * share ? cleaned : null;
}

const digitCount = (text: string) => (text.match(/[0-9]/g) ?? []).length;

/** A text line that looks like part of a machine-readable zone. */
export function looksLikeMrzLine(text: string): boolean {
  const cleaned = zoneText(text, 0.9);
  return !!cleaned && cleaned.length >= 26 && cleaned.includes('<');
}

/**
 * A zone line with no filler at all: a visa's or card's line 2 whose optional data fills it (ICAO 9303
 * allows it). Taken only next to a line with fillers; it must be zone-shaped: upper case and digits only,
 * a zone's length, and as many digits as the dates and check digits of a line 2 carry.
 */
export function looksLikeFillerlessLine(text: string): boolean {
  const cleaned = zoneText(text, 0.95);
  return !!cleaned && cleaned.length >= 28 && cleaned.length <= 46 && digitCount(cleaned) >= 12;
}

/**
 * A zone's data line however its fillers were read: a date and its check digit, one character (the sex), a date and its
 * check digit, one of the two digits passing (seed 277's small-scan-jpeg-10: '7502204M290801808004426', a card's line 2
 * read with no filler, the page reading's other zone lines garbled). Printed dates are not so: their separators, or two
 * dates run together with nothing between them. Taken only to find the zone's band (zoneBand.ts).
 */
export function looksLikeDataRun(text: string): boolean {
  const m = /(\d{6})(\d)[A-Z<](\d{6})(\d)/.exec(normalizeMrzText(text));
  return !!m && (checkDigit(m[1]!) === m[2] || checkDigit(m[3]!) === m[4]);
}

/**
 * A zone line cut short: its end is a run of fillers the detector's box or the OCR's repeated-character
 * collapsing shortened ('IDFRADH78839935<<<<<' for a 30-character TD1 line 1 on a small scan). Taken only
 * to start a run that a full zone line continues; its filler run is then grown to the line length.
 */
export function looksLikeCutZoneLine(text: string): boolean {
  const cleaned = zoneText(text, 0.9);
  return !!cleaned && cleaned.length >= 14 && cleaned.length < 26 && /[A-Z0-9]<{3,}$/.test(cleaned);
}

/**
 * A TD1 card's data line read short (issue 12: a card scanned small, its line 2's fillers read as C, 6 or nothing,
 * '0006220M330606822L6<C<C66'): zone characters only, 18 to 29 of them, mostly digits (its dates and check digits). Taken
 * only between a card's first line and another zone line, where a TD1's line 2 stands; it is fitted to 30 at its
 * fillers, and its dates stand where they were read, so what was lost past them changes only the composite.
 */
export function looksLikeShortDataLine(text: string): boolean {
  const cleaned = zoneText(text, 0.95);
  return !!cleaned && cleaned.length >= 18 && cleaned.length < 30 && digitCount(cleaned) >= 12 && /^[0-9]{6}/.test(cleaned);
}

/**
 * A card's first line whose filler run was lost altogether ('10P0LDM97358658' for IDPOLDM97358658<<<<<<<<<<<<<<< on a card
 * scanned about 200 px wide): 12 to 16 zone characters (code, state, number and check digit: longer, its fillers were
 * more likely read as look-alikes, 'IDPOLX254955564C4444'), no filler, a card's document code (I, A or C, or a digit read
 * for it) and a known issuing state (its letters as read or as digits read for them), digits after them. Taken only
 * before a card's data line (zoneRuns); the optional data after the number was not read (`optionalUnread`, parse.ts).
 */
export function looksLikeCardStartLine(text: string): boolean {
  const cleaned = zoneText(text, 0.95);
  return !!cleaned && cleaned.length >= 12 && cleaned.length <= 16 && !cleaned.includes('<') && cardStart(cleaned, false);
}

/**
 * A card's document code (I, A or C, or a digit read for it), a known issuing state (its digits as their plain
 * look-alikes, or with `anyLetter` as any letter they may stand for: '1N0' is IND), and a digit after them.
 */
const cardStart = (start: string, anyLetter: boolean): boolean =>
  /^[IAC]$/.test(toLetters(start[0]!)) &&
  (anyLetter ? letterReadings(start.slice(2, 5)).some(isKnownStateCode) : isKnownStateCode(toLetters(start.slice(2, 5)))) &&
  /\d/.test(start.slice(5));

/**
 * A card's first line whose filler run was read as look-alikes, none as a filler ('101N0GU062045924CCC5CC4' for
 * IDINDGU06204592<<<<<<<<<<<<<<< on a card scanned 400 px wide): 17 to 32 zone characters, a card's document code (I, A
 * or C, or a digit read for it), a state that reads as a known one with its digits as letters ('1N0'), a digit in the
 * number, and after the number's check digit more filler look-alikes (KCSXZ) than anything else. Taken only before a
 * card's data line (zoneRuns); what it holds after the number is weighed by the composite like any optional data. Or,
 * in a reading of the zone's band only (`band`: a crop of the zone, read large), read short of a zone line's 26 with two
 * fillers or more read as fillers after the check digit, the rest there digits and look-alikes: on the page such a
 * line (seed 97's small-scan-4: 'I0NL00U87425442<<44<') led over the band, which reads the zone better.
 */
export function looksLikeCardFirstLine(text: string, band = false): boolean {
  const cleaned = zoneText(text, 0.95);
  if (!cleaned || cleaned.length < 17 || cleaned.length > 32) return false;
  const tail = cleaned.slice(15);
  // Its fillers read, some of them as digits, the line short of a zone line's 26 (seed 311's small-scan-4:
  // '10NL02L2652467222<33<3'): two fillers or more after the number's check digit, and nothing there but fillers, their
  // look-alikes and digits; its state read with one digit at most (seed 313's small-scan-1: '10682XE91871258<44444<444'
  // would make 682 GBN, where the band reads GBR).
  if (cleaned.includes('<')) {
    if (!band) return false;
    const fillers = (tail.match(/</g) ?? []).length;
    const stateDigits = (cleaned.slice(2, 5).match(/\d/g) ?? []).length;
    return cleaned.length < 26 && stateDigits <= 1 && fillers >= 2 && cardStart(cleaned.slice(0, 15), true) && new RegExp(`^[<0-9${FILLER_MISREADS}]+$`).test(tail);
  }
  const lookAlikes = [...tail].filter((c) => FILLER_MISREADS.includes(c)).length;
  return cardStart(cleaned.slice(0, 15), true) && lookAlikes * 2 > tail.length;
}

/**
 * The start of a document's first zone line with its filler run lost ('IOAUSOKAFORC' for IDAUSOKAFOR<<IVAN<<<... on a
 * card 200 px wide): a document code (I, A, C, P or V), one character, a known issuing state, and a name or number
 * after it, spaces aside. Printed words do not start so ('IDENTITY' has ENT, 'PASSPORT' SSP).
 */
export function looksLikeZoneStart(text: string): boolean {
  const t = text.replace(/\s+/g, '');
  return t.length >= 8 && /^[IACPV][A-Z0-9<][A-Z]{3}[A-Z0-9<]{3,}$/.test(t) && isKnownStateCode(t.slice(2, 5));
}

/**
 * The zone-like part of a line the detector merged with neighbouring printed text ('Authority PASSPORT
 * OFFICE P<UTOERIKSSON<<ANNA<<<'): the longest stretch of words made of zone characters that holds a filler.
 */
export function zonePart(text: string): string {
  const plain = (t: string) => looksLikeMrzLine(t) && normalizeMrzText(t).length <= 46 && !/[a-z]{2}/.test(t);
  if (plain(text)) return text;
  const words = text.trim().split(/\s+/);
  let best = '';
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j <= words.length; j++) {
      const part = words.slice(i, j).join(' ');
      if (normalizeMrzText(part).length > normalizeMrzText(best).length && plain(part)) best = part;
    }
  }
  return best || text;
}

/**
 * Fits a line to `length` by growing or shrinking its longest run of fillers (OCR drops or adds
 * a '<' in long runs more than anywhere else). Runs at the end win ties. A line of names (no digit) with no run
 * longer than the separator's two grows at its end: its fillers are there, read as letters ('...LUCASKC<CKC<CC'),
 * and two more between surname and given names would end the names there (clearNameTail).
 */
export function fitLength(line: string, length: number): string {
  if (line.length < length && !/\d/.test(line) && !line.includes('<<<')) return line + '<'.repeat(length - line.length);
  if (line.length === length) return line;
  if (line.length > length) {
    const runs = [...line.matchAll(/<{2,}/g)];
    const longest = runs.reduce<RegExpMatchArray | null>((a, r) => (!a || r[0].length >= a[0].length ? r : a), null);
    if (!longest || longest[0].length <= line.length - length) return line.slice(0, length);
    const at = longest.index! + longest[0].length;
    return line.slice(0, at - (line.length - length)) + line.slice(at);
  }
  const runs = [...line.matchAll(/<+/g)];
  const longest = runs.reduce<RegExpMatchArray | null>((a, r) => (!a || r[0].length >= a[0].length ? r : a), null);
  const at = longest ? longest.index! + longest[0].length : line.length;
  return line.slice(0, at) + '<'.repeat(length - line.length) + line.slice(at);
}

const FORMATS = [
  { count: 3, length: 30 },
  { count: 2, length: 36 },
  { count: 2, length: 44 },
];

/** A card's data line, whole or read short: it begins with the birth date, six digits. */
const cardDataLine = (text: string) => /^[0-9]{6}/.test(normalizeMrzText(text)) && (looksLikeMrzLine(text) || looksLikeShortDataLine(text));

/**
 * Runs of zone lines in reading order. A line with fillers starts or continues a run; a filler-less
 * zone-shaped line joins a run that has one; one line of printed text (a caption between the zone lines)
 * is stepped over when a zone line follows it.
 */
function zoneRuns(texts: string[], band: boolean): string[][] {
  const parts = texts.map(zonePart);
  const runs: string[][] = [];
  let current: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const text = parts[i]!;
    const next = parts[i + 1] ?? '';
    const opens = !current.length && ((looksLikeMrzLine(next) && (looksLikeFillerlessLine(text) || looksLikeCutZoneLine(text))) || ((looksLikeCardStartLine(text) || looksLikeCardFirstLine(text, band)) && cardDataLine(next)));
    // A card's data line read short, between its first line (30 characters or about) and another zone line.
    const shortData = current.length === 1 && Math.abs(current[0]!.length - 30) <= 3 && looksLikeMrzLine(next) && looksLikeShortDataLine(text);
    if (looksLikeMrzLine(text) || (looksLikeFillerlessLine(text) && current.length > 0) || opens || shortData) {
      current.push(normalizeMrzText(text));
      continue;
    }
    if (current.length && current.length < 3 && looksLikeMrzLine(parts[i + 1] ?? '')) continue;
    if (current.length) runs.push(current);
    current = [];
  }
  if (current.length) runs.push(current);
  return runs;
}

/**
 * Picks the zone from OCR lines in reading order: the last run of zone-like lines, read as the
 * format whose line length is nearest. Returns the lines fitted to that length, or null. `band`: the lines are a reading
 * of a crop of the zone (looksLikeCardFirstLine).
 */
/** The lengths a zone's lines were read at before fitting, by zone (realign.ts uses them). */
const READ_LENGTHS = new WeakMap<string[], number[]>();
export const readLengthsOf = (zone: string[]): number[] | undefined => READ_LENGTHS.get(zone);
/** Zones whose document code's first letter was not read and was put back (restoreStateCode): a guess, never PASS. */
const CODE_GUESSED = new WeakSet<string[]>();
export const codeGuessed = (zone: string[]): boolean => CODE_GUESSED.has(zone);

export function extractZone(texts: string[], { band = false }: { band?: boolean } = {}): string[] | null {
  for (const run of zoneRuns(texts, band).reverse()) {
    const lines = run.slice(-3);
    // The longest line decides the format: OCR loses parts of a line (a box split at a filler run, CTC
    // collapsing repeated fillers) far more often than it adds any; a mean made a TD3 card with one
    // broken line look like TD2, whose check digits then all pass on the shortened line 2.
    const mean = Math.max(...lines.map((l) => l.length));
    // A passport's zone is always two lines of 44, even when OCR lost most of its filler runs.
    const passport = lines.length === 2 && lines[0]!.startsWith('P');
    // Two lines of at most 30 are a TD1 whose third line was not assembled, not a TD2 that lost 6 of 36.
    if (lines.length === 2 && mean <= 30) continue;
    const candidates = FORMATS.filter((f) => f.count <= lines.length && (!passport || f.length === 44));
    if (!candidates.length) continue;
    const best = candidates.reduce((a, f) => (score(f, lines.length, mean) < score(a, lines.length, mean) ? f : a));
    if (Math.abs(best.length - mean) > (passport ? 12 : 6)) continue;
    const zone = lines.slice(-best.count).map((l) => fitLength(l, best.length));
    const restored = restoreStateCode(lines[lines.length - best.count]!, zone, best.length);
    zone[0] = restored.line;
    const fitted = zone.map((l, i) => clearNameTail(l, best.length, i));
    READ_LENGTHS.set(fitted, lines.slice(-best.count).map((l) => l.length));
    if (restored.codeGuessed) CODE_GUESSED.add(fitted);
    return fitted;
  }
  return null;
}

/**
 * In the name field, a run of three or more fillers ends the names (names are separated by one or two):
 * anything after it is a filler misread (K, S, X, Z at 5-8 px a character).
 */
function clearNameTail(line: string, length: number, index: number): string {
  const nameLine = length === 30 ? 2 : 0;
  if (index !== nameLine) return line;
  // A French card's first line ends with its issuing office's digits after the surname's field (frenchId.ts).
  if (frenchIdFirstLine(line)) return clearNameTail(line.slice(0, FRENCH_SURNAME_END), length, index) + line.slice(FRENCH_SURNAME_END);
  const start = length === 30 ? 0 : 5;
  const end = line.indexOf('<<<', start);
  const cleared = end < 0 ? line : line.slice(0, end) + '<'.repeat(line.length - end);
  return clearRepeatedTail(clearAfterGivenNames(cleared, start), start);
}

/**
 * Two fillers separate the surname from the given names, and only those (ICAO 9303: one between the
 * parts of either): another pair after the given names ends them, and what follows it, when made only of
 * filler look-alikes ('NOVAK<<MARIA<<KK<<C<<'), is fillers misread. Letters after it are kept (a filler
 * read twice between two given names is no end).
 */
function clearAfterGivenNames(line: string, start: number): string {
  const separator = line.indexOf('<<', start);
  if (separator < 0 || line[separator + 2] === '<') return line;
  const end = line.indexOf('<<', separator + 2);
  if (end < 0 || !new RegExp(`^[<${FILLER_MISREADS}]+$`).test(line.slice(end))) return line;
  return line.slice(0, end) + '<'.repeat(line.length - end);
}

/** Letters a filler is read as at 5-8 px a character (NOTES.md: K/<; C, S, X and Z on small scans). */
export const FILLER_MISREADS = 'KCSXZ';

/**
 * The end of the name field read as one letter repeated ('GRACECCCCCCCCCC', 'JONESKKKKK'), mixed or not
 * with fillers and other filler look-alikes ('FELIXCCCK<<<', seed 341): no name holds a letter three times in its last
 * letters, so from that letter's first place in the run, the run is fillers misread. The letters before it stay ('JONES'
 * keeps its S, FELIX its X).
 */
export function clearRepeatedTail(line: string, start: number): string {
  let from = line.length;
  while (from > start && (line[from - 1] === '<' || FILLER_MISREADS.includes(line[from - 1]!))) from--;
  for (const letter of FILLER_MISREADS) {
    let at = from;
    while (at < line.length && line[at] !== letter && line[at] !== '<') at++;
    const run = line.slice(at);
    if (/^[<]*$/.test(run) || !new RegExp(`^[${FILLER_MISREADS}<]+$`).test(run) || run.split(letter).length - 1 < 3) continue;
    return line.slice(0, at) + '<'.repeat(line.length - at);
  }
  return line;
}

const score = (f: { count: number; length: number }, count: number, mean: number): number =>
  Math.abs(f.length - mean) + (f.count === Math.min(count, 3) ? 0 : 3);

/** Letters a document code starts with, by line length (ICAO 9303): cards I, A, C; visas V; passports P. The usual first. */
const CODE_LETTERS: Record<number, string> = { 30: 'IAC', 36: 'IACV', 44: 'PV' };

/**
 * A first line whose state code is unknown while the holder's nationality is known and the line holds
 * that code minus one letter ('P<NDEVANS' for 'P<INDEVANS'): the letter is put back (and the line
 * refitted), so the names that follow are not shifted. Names are still graded against the printed zone.
 * A line that starts with no letter a document code starts with, and holds the nationality one place
 * early ('DNLDKR612…' for 'IDNLDKR612…': the I, the thinnest glyph, lost on a turned card; 'D1TAED…' for 'IDITAED…', its
 * digits read as letters), lost the code's first letter: the usual one is put back, as a guess (`codeGuessed`).
 */
function restoreStateCode(raw: string, zone: string[], length: number): { line: string; codeGuessed: boolean } {
  const fitted = zone[0]!;
  // Nationality positions hold letters only: a digit read there is its look-alike letter ('5WE' is SWE).
  const nationality = toLetters(length === 30 ? (zone[1] ?? '').slice(15, 18) : (zone[1] ?? '').slice(10, 13));
  // A code that reads as a known one once digits become letters ('UT0', or 'NL0' for NLD on a small scan, where D reads
  // as 0) is the parser's to correct, not shifted.
  const code = fitted.slice(2, 5);
  if (isKnownStateCode(toLetters(code)) || letterReadings(code).some(isKnownStateCode) || !isKnownStateCode(nationality)) return { line: fitted, codeGuessed: false };
  const letters = CODE_LETTERS[length] ?? '';
  if (!letters.includes(raw[0] ?? '') && toLetters(raw.slice(1, 4)) === nationality) return { line: fitLength(letters[0] + raw, length), codeGuessed: true };
  for (let i = 0; i < 3; i++) {
    const candidate = raw.slice(0, 2 + i) + nationality[i] + raw.slice(2 + i);
    if (candidate.slice(2, 5) === nationality) return { line: fitLength(candidate, length), codeGuessed: false };
  }
  return { line: fitted, codeGuessed: false };
}
