import { isCheckValid } from './checkDigit.js';
import { letterReadings, toDigits, toLetters } from './confusions.js';
import { isKnownStateCode } from './countries.js';
import { slice, type MrzLayout, type Span } from './layouts.js';

const passes = (lines: string[], field: Span, check: Span) => {
  const value = toDigits(slice(lines, field));
  return /^\d+$/.test(value) && isCheckValid(value, toDigits(slice(lines, check)));
};

/**
 * Both dates, the document number and the composite digit pass (digits read as look-alike letters
 * allowed, as parseMrz corrects them): one digit alone passes one shifted line in ten.
 */
function aligned(lines: string[], layout: MrzLayout): boolean {
  if (!passes(lines, layout.birthDate, layout.birthDateCheck) || !passes(lines, layout.expiryDate, layout.expiryDateCheck)) return false;
  if (!isCheckValid(slice(lines, layout.documentNumber), toDigits(slice(lines, layout.documentNumberCheck)))) return false;
  const c = layout.composite!;
  return isCheckValid(c.covers.map((s) => slice(lines, s)).join(''), toDigits(slice(lines, c.at)));
}

/**
 * The line of the dates with one character lost or gained before its expiry check digit (the OCR's
 * repeated-character collapsing reads '11' as '1' or '<<' as '<'; 'LIN' reads as 'LN'), which shifts
 * every field after it. When the line was read at another length and the zone's digits do not all pass
 * as fitted, each place is tried with the character before or after it doubled, or a filler, put in
 * (or the character there taken out), the line kept at its length by the filler run after the dates. Taken only when the lines that make both dates,
 * the number and the composite digit pass agree outside nationality and sex (zones with a composite digit
 * only: two date digits alone pass by chance too often). The values it yields are corrections (never PASS
 * on their own). Returns the lines, and whether the character put in stands at the sex's place (`sexPutIn`: no
 * character was read there, so the sex is unread, not a filler), or null.
 */
export function realignDates(lines: string[], layout: MrzLayout, readLength: number | undefined): { lines: string[]; sexPutIn: boolean } | null {
  const index = layout.birthDate[0];
  const text = lines[index]!;
  // Only a line read shorter or longer than its format lost or gained characters; fitting it to length
  // put fillers in or took them out of its longest filler run, which is where they are usually lost.
  if (!layout.composite || readLength === undefined || readLength === text.length || aligned(lines, layout)) return null;
  const [insert, remove] = [readLength < text.length, readLength > text.length];
  const end = layout.expiryDateCheck[2];
  // A card's line 2 (TD1) whose dates pass their digits where they stand and whose nationality after them reads as a
  // known code there is no shifted line: what was lost or gained lies past them (its fillers read as 4 and some lost,
  // '5206070M2907262NGA4<4<4<8'), and a character put in before the expiry that happens to make the composite pass would
  // only move right dates. (A character added before the expiry check digit leaves it passing one time in ten; the
  // nationality then stands one place off.)
  const [nationalityLine, nationalityAt] = layout.nationality;
  const datesPass = passes(lines, layout.birthDate, layout.birthDateCheck) && passes(lines, layout.expiryDate, layout.expiryDateCheck);
  // A nationality read with a digit for one of its letters at 5-8 px a character ('0EU' for DEU) stands there as well.
  const nationality = slice(lines, layout.nationality);
  const nationalityHere = isKnownStateCode(toLetters(nationality)) || letterReadings(nationality).filter(isKnownStateCode).length === 1;
  if (datesPass && nationalityLine === index && nationalityAt >= end && nationalityHere) return null;
  // Each line that aligns, with the places where a character put in makes it.
  const found = new Map<string, Set<number>>();
  const tryLine = (candidate: string | null, putAt?: number) => {
    if (candidate === null || candidate.length !== text.length) return;
    const trial = lines.map((l, i) => (i === index ? candidate : l));
    if (!aligned(trial, layout)) return;
    const at = found.get(candidate) ?? new Set<number>();
    if (putAt !== undefined) at.add(putAt);
    found.set(candidate, at);
  };
  for (let i = 0; i < end; i++) {
    for (const c of insert ? new Set([text[i - 1], text[i], '<'].filter((x): x is string => x !== undefined)) : []) {
      tryLine(dropFiller(text.slice(0, i) + c + text.slice(i), end), i);
    }
    if (remove) tryLine(addFiller(text.slice(0, i) + text.slice(i + 1), end));
  }
  // Nationality and sex are covered by no check digit: lines that differ only there are one alignment,
  // and the one whose nationality is a known code is taken (else any: the nationality then fails).
  const masked = (l: string) => [layout.nationality, layout.sex].reduce((t, [, a, b]) => t.slice(0, a) + '?'.repeat(b - a) + t.slice(b), l);
  const lines2 = [...found.keys()];
  if (!lines2.length || new Set(lines2.map(masked)).size !== 1) return null;
  const sexOk = lines2.filter((l) => /^[MFX<]$/.test(l.slice(layout.sex[1], layout.sex[2])));
  const pool = sexOk.length ? sexOk : lines2;
  const known = pool.filter((l) => isKnownStateCode(toLetters(l.slice(layout.nationality[1], layout.nationality[2]))));
  const chosen = known.length === 1 ? known[0]! : pool.sort()[0]!;
  const [sexLine, sexAt] = layout.sex;
  return { lines: lines.map((l, i) => (i === index ? chosen : l)), sexPutIn: sexLine === index && found.get(chosen)!.has(sexAt) };
}

/** One filler fewer after `from`: the last of the longest run there (a line one character too long). */
function dropFiller(line: string, from: number): string | null {
  const run = [...line.slice(from).matchAll(/<+/g)].sort((a, b) => b[0].length - a[0].length)[0];
  if (!run) return null;
  const at = from + run.index! + run[0].length - 1;
  return line.slice(0, at) + line.slice(at + 1);
}

/** One filler more after `from`, at the end of its longest run (a line one character too short). */
function addFiller(line: string, from: number): string | null {
  const run = [...line.slice(from).matchAll(/<+/g)].sort((a, b) => b[0].length - a[0].length)[0];
  if (!run) return null;
  const at = from + run.index! + run[0].length;
  return line.slice(0, at) + '<' + line.slice(at);
}
