import { parseAamva } from '../licence/aamva.js';
import { euCountry, parseEuLines } from '../licence/euLicence.js';
import { extractZone, FILLER_MISREADS, looksLikeMrzLine, normalizeMrzText } from '../mrz/normalize.js';
import { SMALL_CHARACTER_PITCH, toLetters } from '../mrz/confusions.js';
import { mergeNameField } from '../mrz/merge.js';
import { dataLineFromReadings, expiryFromReadings, takeDataLine } from '../mrz/dataLineAgain.js';
import { blindLettersFromReadings, blindLettersShown, cardLettersLostInLead, cardLineFromReadings, cardNumberLostInLead, letterPrefixFromReadings, numberAndCompositeFromReadings, numberFromZoneAgain } from '../mrz/numberAgain.js';
import { checkedValues, chooseDocumentNumber, layoutOf, parseMrz, printedNumberFor, takeCardLine, takeNumberAndComposite, type ParsedMrz } from '../mrz/parse.js';
import type { DocType, DocumentFormat, DocumentKind, FieldCode, ImageQuality, RecognitionResult } from '../types.js';
import { buildFields, cap, type Graded } from './fields.js';
import { gradeFrenchId } from './frenchId.js';
import { issueDate } from './issueDate.js';
import { issuingStateFromReadings, nationalityFromOther, nationalityFromPrint, nationalityFromReadings } from './nationalityAgain.js';
import { gradeAamva, gradeEuLicence } from './licenceFields.js';
import { nameFieldFromPrint } from './printedNames.js';
import { separatorsFromReadings } from './separatorVotes.js';
import { restoreDroppedSeparator, restorePassportCode, restoreSeparators, takeNameField } from './separators.js';
import { gradeMrz, mrzKind } from './mrzFields.js';
import { restoreLostLetters, restoreLostStrokes } from './lostStrokes.js';
import { restoreThinLetters, withRestoredNames } from './thinLetters.js';
import { restoreUnreadSex } from './unreadSex.js';
import { visualZone, vizHasName, vizHasNames, type VisualZone } from './viz.js';

/** What the reading stages produced, in reading order; the input of the pure interpretation. */
export interface Readings {
  /** OCR text lines of the whole page, top to bottom. */
  lines: string[];
  /** A second, independently preprocessed OCR reading of the zone area, if one was made. */
  secondZoneLines?: string[];
  /** Decoded barcode texts (control characters kept). */
  barcodes: string[];
  quality: ImageQuality;
  /** The zone's character pitch on the page, pixels a character (pipeline/zoneLines.ts zonePitch), when it was measured. */
  zonePitch?: number;
  /** The printed zone of a small page read again at another scale (pipeline/printedAgain.ts): for the date of issue only. */
  printedAgain?: string[];
  /**
   * The zone's lines of those readings: a third reading of the names, of a sex the zone read as none and of a number that
   * fails its check digit; confirms nothing.
   */
  zoneAgain?: string[];
  /**
   * Words of the zone's names a reading of the zone (the page's, the band's, the zone's read again whole) lost a
   * character beside (pipeline/lostLetters.ts): the print, read at the same size, loses it too, so it confirms none.
   */
  lostLetters?: string[];
}

interface Interpretation {
  kind: DocumentKind;
  format: DocumentFormat;
  country: string;
  values: Partial<Record<FieldCode, Graded>>;
  /** Something a check digit, barcode or cross-check confirmed. */
  verified: boolean;
  /** Everything verifiable was confirmed (every zone check digit, or a barcode): evidence that outweighs pixel counts. */
  conclusive: boolean;
  reasons: string[];
}

/** Interprets the readings as the document type the user chose and grades every field. */
export function interpret(docType: DocType, r: Readings): Omit<RecognitionResult, 'timings'> {
  const zone = (readings: Readings) => fromZone(readings, docType);
  const order = docType === 'DL' ? [fromBarcode, fromLicence, zone] : [zone, fromBarcode, fromLicence];
  const found = order.map((f) => f(r)).find((x): x is Interpretation => x !== null);
  const i: Interpretation = found ?? { kind: 'unknown', format: 'none', country: '', values: {}, verified: false, conclusive: false, reasons: ['nothing readable found'] };
  const fields = buildFields(i.values);
  const refusal = whyNotClear(i, r.quality);
  const typeMatch = matchesType(docType, i.kind);
  const value = (code: FieldCode) => fields.find((f) => f.code === code)?.value ?? '';
  return {
    clearEnough: refusal === null,
    typeMatch,
    kind: i.kind,
    format: i.format,
    country: i.country,
    fields,
    entries: [{ name: 'Given Names', value: value(9) }, { name: 'Surname', value: value(8) }],
    quality: r.quality,
    reasons: [...i.reasons, ...(refusal ? [refusal] : []), ...r.quality.problems, ...(typeMatch ? [] : [`a ${i.kind} does not match the chosen type ${docType}`])],
  };
}

/**
 * Acceptance by evidence (issue 12): an image is clear enough when something verifiable was read. A small
 * or badly exposed image needs conclusive evidence (every check digit passing, or two of the number's, birth
 * date's and expiry date's passing as read), since one check digit in ten passes by chance on garbage; pixel
 * counts alone never refuse. Accepting grades nothing: what no check digit covers stays WARNING for the
 * person reviewing it. Returns why it is refused, or null.
 */
function whyNotClear(i: Interpretation, quality: ImageQuality): string | null {
  if (!i.verified) return 'not clear enough: nothing verifiable was read (no check digit passed, no barcode decoded)';
  const severe = quality.problems.filter((p) => p.startsWith('resolution') || p.startsWith('exposure'));
  if (severe.length && !i.conclusive) return `not clear enough: only part of the zone verified on a poor image (${severe.join('; ')})`;
  return null;
}

const TYPE_KINDS: Record<string, DocumentKind[]> = {
  PP: ['passport'],
  DL: ['driving-licence'],
  NC: ['id-card'],
  RTWV: ['visa', 'residence-permit'],
};

export const matchesType = (docType: DocType, kind: DocumentKind): boolean => (TYPE_KINDS[docType] ?? []).includes(kind);

/**
 * The lines of a reading that are print, not zone: neither a zone line nor a piece of one (a name line read short,
 * CHEN<PETER< for 30 characters, would confirm the names it misread). Printed names and dates hold no filler.
 */
const printedLines = (lines: string[]) => lines.filter((l) => !looksLikeMrzLine(l) && !l.includes('<'));

function fromZone(r: Readings, docType?: DocType): Interpretation | null {
  const zone = extractZone(r.lines);
  const first = zone ? parseMrz(zone) : null;
  // The band's or the zone's second reading: a crop of the zone, where a card's first line read short is one (normalize.ts).
  const secondZone = r.secondZoneLines ? extractZone(r.secondZoneLines, { band: true }) : null;
  const other = secondZone ? parseMrz(secondZone) : null;
  const viz = visualZone(printedLines(r.lines));
  // The reading whose check digits pass best, and whose names the printed zone confirms, leads.
  const better = other && first && other.format === first.format && zoneScore(other, viz) > zoneScore(first, viz);
  const [leading, secondParsed] = !first || better ? [other, first] : [first, other];
  if (!leading) return null;
  guessCodeAsChosen(leading, docType);
  // The French identity card's zone is not ICAO's: none of the corrections below applies to its layout.
  if (leading.format === 'FR-ID') return zoneInterpretation(leading, gradeFrenchId(leading, viz));
  // Names no check digit covers: where the other reading shows a filler or a letter, it settles the lead's
  // misread; names the printed zone already confirms are left as read.
  const confirmedNames = vizHasNames(viz, leading);
  // The zone read again whose detector boxed its lines short of their filler runs ('P<NLDTAYLOR<<LIAM<<<<<<<<<<', 27 of
  // 44: a zone printed in another face), which assembles no zone: its name line, where its names end in it.
  const cutNameLine = secondParsed ? undefined : pageNameLines(leading, r.secondZoneLines ?? [], true)[0];
  const nameReading = secondParsed ?? pageNameLines(leading, r.lines, true)[0] ?? cutNameLine ?? null;
  // By the first reading's print only: a small page's print read again is as noisy as its zone ('UINDOMIST' for LINDQVIST).
  const closer = (leadWord: string, otherWord: string) => printedDistance(otherWord, viz) < printedDistance(leadWord, viz);
  const merged = (!confirmedNames && mergeNameField(leading, nameReading, closer)) || leading;
  // A small page's zone read again nearer its own size: its name line settles what it saw better, as the second reading's;
  // where it reads a word otherwise than the lead, it stands when another reading again reads that word too.
  const namesAgain = !confirmedNames && r.zoneAgain ? pageNameLines(merged, r.zoneAgain, true) : [];
  const readAgain = (word: string) => namesAgain.filter((p) => `${p.surname.value} ${p.givenNames.value}`.split(' ').includes(word)).length >= 2;
  const closerAgain = (leadWord: string, otherWord: string) => closer(leadWord, otherWord) || readAgain(otherWord);
  const parsed = (namesAgain[0] && mergeNameField(merged, namesAgain[0], closerAgain)) || merged;
  // Two corrections of the number pass its check digit alike: the one the printed zone shows is taken;
  // failing that, the only one shaped like most numbers (letters, then digits). Either stays a WARNING.
  const candidates = parsed.documentNumber.candidates ?? [];
  const printedNumber = candidates.filter((c) => viz.words.has(c));
  const shaped = candidates.filter((c) => /^[A-Z]*[0-9]+$/.test(c));
  const chosen = printedNumber.length === 1 ? printedNumber[0] : shaped.length === 1 ? shaped[0] : undefined;
  // Failing that, a small page's zone read again where it reads a number that passes as read.
  const printed = chosen ?? printedNumberFor(parsed, viz.words) ?? (r.zoneAgain && numberFromZoneAgain(parsed, r.zoneAgain));
  if (printed) chooseDocumentNumber(parsed, printed);
  // Every reading of the zone's lines: the page's, the band's, and a small page's zone read again.
  const zoneReadings = [...r.lines, ...(r.secondZoneLines ?? []), ...(r.zoneAgain ?? [])];
  // Failing that, a card whose first line was read a character long or short: that line as another reading shows it
  // (the printed zone read again holds the zone's lines too).
  const otherReadings = [...zoneReadings, ...(r.printedAgain ?? [])];
  // Failing that, its number read with a character lost, as a word another reading shows whole.
  const cardLine = !printed && (cardLineFromReadings(parsed, otherReadings) || cardNumberLostInLead(parsed, otherReadings) || cardLettersLostInLead(parsed, otherReadings));
  if (cardLine) takeCardLine(parsed, cardLine.line, cardLine.number);
  // Failing that, the number and the composite digit both misread: both as other readings show them.
  const withComposite = !printed && !cardLine && numberAndCompositeFromReadings(parsed, zoneReadings);
  if (withComposite) takeNumberAndComposite(parsed, withComposite.number, withComposite.composite);
  // On a small page, the number's digits another reading shows as the letters its check digit cannot tell from them.
  const small = r.zonePitch !== undefined && r.zonePitch <= SMALL_CHARACTER_PITCH;
  const lettered = small ? blindLettersFromReadings(parsed, otherReadings) : undefined;
  if (lettered) chooseDocumentNumber(parsed, lettered);
  // Failing that, its first two digits as the letters another reading shows, where those pass the check digit alike.
  const prefixed = small && !lettered ? letterPrefixFromReadings(parsed, otherReadings) : undefined;
  if (prefixed) chooseDocumentNumber(parsed, prefixed);
  // A passport's or visa's data line that another reading shows holding more of its grammar (before the sex, which is
  // taken from between the dates).
  const dataLine = dataLineFromReadings(parsed, zoneReadings);
  if (dataLine) takeDataLine(parsed, dataLine);
  // Failing that, its expiry failing, as other readings show it passing.
  const dataFields = !dataLine && expiryFromReadings(parsed, zoneReadings) ? (['expiryDate'] as const) : [];
  // Separators most readings of the name line show otherwise than the lead (a filler lost from a line read short),
  // before the print's rules: those may then put the rest right.
  const namesBeforeVotes = [parsed.surname.value, parsed.givenNames.value];
  const voted = !vizHasNames(viz, parsed) && separatorsFromReadings(parsed, otherReadings);
  // Several separators wrong at once: the printed names whose letters are the zone's one for one, found before the
  // single-mistake rules (and a separator another reading dropped) may put one right wrongly ('HUGHES<KENJI...' to
  // HUGHES<<ENJI), taken where they leave the names unprinted.
  const fromPrintField = confirmedNames ? null : nameFieldFromPrint(parsed, viz);
  const separatedOnce = restoreSeparators(parsed, viz) || (!confirmedNames && restoreDroppedSeparator(parsed, zoneReadings));
  // A second separator read as a letter, found once the first is put back ('DAVIESCCISLACGRACE': the surname's, then the
  // given names'): the names it changes were split by the print alone, as fromPrint's are.
  const namesOnce = [parsed.surname.value, parsed.givenNames.value];
  const separatedTwice = separatedOnce && restoreSeparators(parsed, viz);
  const fromPrint = fromPrintField !== null && !vizHasNames(viz, parsed);
  const namesBefore = [parsed.surname.value, parsed.givenNames.value];
  if (fromPrint) takeNameField(parsed, fromPrintField);
  const separated = fromPrint || separatedOnce;
  const renamed = !confirmedNames && takeNamesOf(parsed, secondParsed ?? cutNameLine ?? null, viz);
  // The other reading where it is of the same format: its characters stand at the same places as the lead's.
  const sameFormat = secondParsed?.format === parsed.format ? secondParsed : null;
  // The zone's lines as the readings other than the lead's read them (whether or not they assembled a zone).
  const notLead = [...(leading === first ? (r.secondZoneLines ?? []) : r.lines), ...(r.zoneAgain ?? [])];
  const restored = restoreThinLetters(parsed, viz, sameFormat, notLead);
  // Every other reading of the zone's lines (lines with fillers): the page's, the band's, the zone and the printed zone
  // read again. Not the print: it adds strokes too (seed 131's small-scan-25: ANNA in three readings of the zone, ANMA printed).
  const zoneLineReadings = [...zoneReadings, ...(r.printedAgain ?? [])].filter((l) => normalizeMrzText(l).includes('<'));
  const lostStrokes = restoreLostStrokes(parsed, zoneLineReadings);
  // A word read with a character lost beside it, that another reading of the zone shows whole.
  const lostLetter = restoreLostLetters(parsed, zoneLineReadings, r.lostLetters ?? []);
  const codeRestored = restorePassportCode(parsed, viz, zoneReadings);
  // Every reading of the data line where the sex stands between its dates.
  const sexRestored = restoreUnreadSex(parsed, viz, sameFormat, zoneReadings);
  const stateTaken = issuingStateFromReadings(parsed, otherReadings, viz);
  const nationalityTaken = nationalityFromOther(parsed, sameFormat, viz) || nationalityFromReadings(parsed, otherReadings, viz);
  const nationalityPrinted = !nationalityTaken && nationalityFromPrint(parsed, viz);
  const values = gradeMrz(parsed, viz, secondParsed, r.zonePitch);
  if (nationalityTaken) {
    values[11] = cap(values[11]!, 'WARNING', 'nationality: read as no known code; taken from another reading of the zone');
    values[51] = cap(values[51]!, 'WARNING', 'machine-readable zone: its nationality taken from another reading');
  }
  if (stateTaken) values[51] = cap(values[51]!, 'WARNING', 'machine-readable zone: its issuing state, read as no known code, taken from another reading of its first line');
  if (nationalityPrinted) {
    values[11] = cap(values[11]!, 'WARNING', 'nationality: read as no known code in any reading; taken as the issuing state, the one code the visual zone prints or the one it reads as but for a character');
    values[51] = cap(values[51]!, 'WARNING', 'machine-readable zone: its nationality taken as the issuing state');
  }
  if (lettered) {
    values[2] = cap(values[2]!, 'WARNING', 'document number: a digit read where another reading shows the letter its check digit cannot tell from it');
    values[51] = cap(values[51]!, 'WARNING', 'machine-readable zone: a letter of its number taken from another reading');
  }
  // Where a reading still shows a letter the check digit cannot tell from a digit of the number as taken (after a digit,
  // where no letter is taken), the check digit confirms neither.
  const blindShown = small && values[2]?.grade === 'PASS' ? [...blindLettersShown(parsed.documentNumber.value, otherReadings)] : [];
  if (blindShown.length) {
    const shown = blindShown.map(([i, c]) => `${c} at ${i + 1}`).join(', ');
    values[2] = cap(values[2]!, 'WARNING', `document number: another reading shows ${shown}, which its check digit cannot tell from the digit read`);
  }
  if (prefixed) {
    values[2] = cap(values[2]!, 'WARNING', 'document number: its first characters read as digits where another reading shows letters that pass its check digit alike');
    values[51] = cap(values[51]!, 'WARNING', 'machine-readable zone: the letters of its number taken from another reading');
  }
  if (withComposite) values[51] = cap(values[51]!, 'WARNING', 'machine-readable zone: its number and composite check digit taken from other readings');
  if (sexRestored) values[12] = cap(values[12]!, 'WARNING', 'gender: the zone read no sex there; taken from another reading');
  const codes = { nationality: 11, sex: 12, expiryDate: 3 } as const;
  for (const f of dataLine?.changed ?? dataFields) values[codes[f]] = cap(values[codes[f]]!, 'WARNING', 'taken from another reading of the zone, where it passes');
  if (dataLine || dataFields.length) values[51] = cap(values[51]!, 'WARNING', 'machine-readable zone: part of its data line taken from another reading');
  if (codeRestored) values[51] = cap({ ...values[51]!, value: parsed.lines.join('\n') }, 'WARNING', "machine-readable zone: the filler after the passport's P was read as a letter");
  if (renamed) values[51] = cap(values[51]!, 'WARNING', 'machine-readable zone: its names as another reading of the zone reads them, which the visual zone prints');
  if (separated) values[51] = cap({ ...values[51]!, value: parsed.lines.join('\n') }, 'WARNING', 'machine-readable zone: a separator between names was read as a letter');
  if (restored) withRestoredNames(values, restored, parsed.lines);
  if (lostStrokes) withRestoredNames(values, lostStrokes, parsed.lines, 'a letter read without some of its strokes, as another reading shows it whole');
  if (lostLetter) withRestoredNames(values, lostLetter, parsed.lines, 'a letter lost in reading, as another reading shows the word whole');
  // The letters were read twice, the separators between them only once, by the print.
  if (fromPrint) capChangedNames(values, namesBefore, parsed);
  if (separatedTwice) capChangedNames(values, namesOnce, parsed);
  if (voted) {
    capChangedNames(values, namesBeforeVotes, parsed, 'name: its separators as most readings of the zone show them');
    values[51] = cap({ ...values[51]!, value: parsed.lines.join('\n') }, 'WARNING', 'machine-readable zone: separators between names as most readings of the zone show them');
  }
  // A name with a character lost beside it in a reading of the zone: the print lost it too, and confirms nothing.
  const lost = new Set(r.lostLetters ?? []);
  ([8, 9] as const).forEach((code) => {
    if (values[code]?.grade !== 'PASS' || !values[code]!.value.split(' ').some((w) => lost.has(w))) return;
    values[code] = cap(values[code]!, 'WARNING', 'name: a character beside it was lost in reading the zone (a gap of two characters)');
    values[51] = cap(values[51]!, 'WARNING', 'machine-readable zone: a character of its names was lost in reading');
  });
  // The printed zone read again adds its dates to the first reading's (issueFromViz chooses among several), nothing else.
  const issueViz = r.printedAgain ? visualZone(printedLines([...r.lines, ...r.printedAgain])) : viz;
  const issue = issueDate(issueViz, values[5]?.value ?? '', values[3]?.value ?? '', small);
  if (issue) values[4] = issue;
  return zoneInterpretation(parsed, values);
}

/** A name the print's separators changed: its letters were read twice, the separators between them only once. */
function capChangedNames(values: Partial<Record<FieldCode, Graded>>, before: string[], p: ParsedMrz, why = 'name: its separators put back as the visual zone prints the names'): void {
  ([8, 9] as const).forEach((code, i) => {
    const now = i === 0 ? p.surname.value : p.givenNames.value;
    if (values[code] && now !== before[i]) values[code] = cap(values[code]!, 'WARNING', why);
  });
}

function zoneInterpretation(parsed: ParsedMrz, values: Partial<Record<FieldCode, Graded>>): Interpretation {
  const checks = checkedValues(parsed);
  const verified = checks.some((v) => v.check !== 'invalid');
  // Two check digits passing as read are one chance in a hundred on garbage: as conclusive as all of them.
  const conclusive = (checks.every((v) => v.check !== 'invalid') && parsed.composite !== false) || checks.filter((v) => v.check === 'valid').length >= 2;
  return { kind: mrzKind(parsed), format: parsed.format, country: parsed.issuingState.value, values, verified, conclusive, reasons: [`machine-readable zone ${parsed.format}`] };
}

/** Edits (a letter changed, added or dropped) from `a` to `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * How far a name word is from what the visual zone prints: the edits to the nearest printed word (at most the word's
 * length). The print is a third reading, as small: it settles only a tie (mergeNameField).
 */
const printedDistance = (word: string, viz: VisualZone) => Math.min(word.length, ...[...viz.words].map((w) => editDistance(word, w)));

/** How many of a zone's names (surname, and given names where it reads any) the visual zone prints. */
const namesPrinted = (p: ParsedMrz, viz: VisualZone) => [p.surname.value, p.givenNames.value].filter((n) => n && vizHasName(viz, n)).length;

/**
 * The other reading's name field put in the lead's zone, when the visual zone prints more of the other's names than of
 * the lead's, separators put back (restoreSeparators): a reading that lost the '<<' between surname and given names
 * ('WANGLIAM<OLIVER<C' for WANG<<LIAM<OLIVER) cannot be merged letter by letter with one that kept it. The names come
 * back 'corrected': PASS only as printed. Returns whether the zone was changed.
 */
function takeNamesOf(lead: ParsedMrz, other: ParsedMrz | null, viz: VisualZone): boolean {
  if (!other || other.format !== lead.format || other.lines.length !== lead.lines.length || namesPrinted(other, viz) <= namesPrinted(lead, viz)) return false;
  const [index, start] = layoutOf(lead).name;
  lead.lines[index] = lead.lines[index]!.slice(0, start) + other.lines[index]!.slice(start);
  lead.surname = { ...other.surname, check: 'corrected' };
  lead.givenNames = { ...other.givenNames, check: 'corrected' };
  return true;
}

/** A filler's look-alike letters (normalize.ts FILLER_MISREADS), each. */
const FILLER_LIKE = new RegExp(`[${FILLER_MISREADS}]`, 'g');

/** Fillers and the letters they are misread as, and nothing else. */
const FILLERS_ONLY = new RegExp(`^[<${FILLER_MISREADS}]+$`);

/**
 * The zone as `lead` reads it with its name line as a line of `lines` reads it, one for each such line: the page
 * reading's, when it assembled no zone (the band's reading leads, zoneBand.ts; a small scan's page reading often reads
 * the name line well, fillers and all, and its digit lines too badly to make a zone; the band's reading, the other way
 * round: 'ERIKSSON<<SOFIA<<<' on the page, 'ERIKSSONKCSOEIACCCKK' in the band), or a small page's zone read again
 * (pipeline/printedAgain.ts). A line is taken for the name line when it starts as the lead's does, ends in fillers and
 * is at most three characters short (fillers lost at its end), or, with `cut`, shorter still where its names end in
 * it; mergeNameField decides letter by letter.
 */
function pageNameLines(lead: ParsedMrz, lines: string[], cut = false): ParsedMrz[] {
  const [index, start] = layoutOf(lead).name;
  const zoneLine = lead.lines[index]!;
  const head = Math.max(start, 3);
  // Past where the lead's names end, a reading showing only fillers and their look-alikes shows fillers
  // ('MARTIN<<ZOE<MARIA<<CCC<<CCC<CC' for the lead's 'MARTIN<<LOE<MARIA<<<...').
  const namesEnd = zoneLine.indexOf('<<<', start);
  const fillersPast = (read: string) => (namesEnd > 0 && FILLERS_ONLY.test(read.slice(namesEnd)) ? read.slice(0, namesEnd).padEnd(read.length, '<') : read);
  return lines.flatMap((text) => {
    const read = fillersPast(normalizeMrzText(text));
    // `cut`: a line read short of its end is taken too where its names end in it, three fillers after them.
    const namesEndIn = cut && read.endsWith('<<<') && read.indexOf('<<<', start) > start;
    if (read.length > zoneLine.length || (read.length < zoneLine.length - 3 && !namesEndIn) || !read.endsWith('<')) return [];
    const line = read.padEnd(zoneLine.length, '<');
    // Its head as the lead's, a digit read for a letter there aside ('BR0WN<<GRACE' for the lead's 'BROWNK<GRACE'), and a
    // filler for one of its look-alikes ('DE<VRIES' for the lead's 'DECVRIES').
    const headOf = (l: string) => toLetters(l.slice(0, head)).replace(FILLER_LIKE, '<');
    if (line === zoneLine || headOf(line) !== headOf(zoneLine)) return [];
    return parseMrz(lead.lines.map((l, i) => (i === index ? line : l))) ?? [];
  });
}

const zoneScore = (p: ParsedMrz, viz: VisualZone): number =>
  [p.documentNumber, p.birthDate, p.expiryDate].reduce((n, v) => n + (v.check === 'valid' ? 2 : v.check === 'corrected' ? 1 : 0), 0) +
  (p.composite ? 1 : 0) +
  (p.issuingState.check === 'invalid' ? 0 : 1) +
  (p.nationality.check === 'invalid' ? 0 : 1) +
  // Names rarely fill their field: a name field read to its end without fillers has them misread as K or C.
  (p.lines[p.format === 'TD1' ? 2 : 0]!.endsWith('<') ? 1 : 0) +
  [p.surname, p.givenNames].filter((v) => vizHasName(viz, v.value)).length;

function fromBarcode(r: Readings): Interpretation | null {
  const aamva = r.barcodes.map(parseAamva).find((a) => a !== null);
  if (!aamva) return null;
  return { kind: 'driving-licence', format: 'AAMVA', country: aamva.country, values: gradeAamva(aamva), verified: true, conclusive: true, reasons: [`AAMVA barcode version ${aamva.version}`] };
}

function fromLicence(r: Readings): Interpretation | null {
  const f = parseEuLines(r.lines);
  const labelled = (['1', '2', '3', '4a', '4b', '5'] as const).filter((k) => f[k]).length;
  if (labelled < 4) return null;
  const { values, uk } = gradeEuLicence(f);
  const verified = Object.values(values).some((g) => g?.grade === 'PASS') || labelled === 6;
  // A UK driver number that agrees with fields 1 and 3 is the strongest a printed licence offers.
  const conclusive = uk && Object.values(values).some((g) => g?.grade === 'PASS');
  const country = uk ? 'GBR' : euCountry(r.lines);
  return { kind: 'driving-licence', format: uk ? 'UK-DL' : 'EU-DL', country, values, verified, conclusive, reasons: [`EU-format licence, ${labelled} numbered fields read`] };
}

/**
 * A document code whose first letter was not read and was guessed (normalize.ts restoreStateCode: P on a line of 44) is
 * guessed as the type the user chose where that keeps the zone's layout: an identity card's I (seed 137's id-td3-near-3,
 * IDINDWANG read DINDWANG, guessed PD: a card taken for a passport, and refused as not the type chosen). Still a guess:
 * the zone stays a WARNING.
 */
function guessCodeAsChosen(p: ParsedMrz, docType: DocType | undefined): void {
  if (!p.codeGuessed || docType !== 'NC' || p.format !== 'TD3' || !p.documentCode.startsWith('P')) return;
  p.lines[0] = 'I' + p.lines[0]!.slice(1);
  p.documentCode = 'I' + p.documentCode.slice(1);
}
