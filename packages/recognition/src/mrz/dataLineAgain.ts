import { mrzDate } from '../dates.js';
import { isCheckValid } from './checkDigit.js';
import { isKnownStateCode } from './countries.js';
import type { Span } from './layouts.js';
import { fitLength, normalizeMrzText } from './normalize.js';
import { compositePasses } from './optionalData.js';
import { layoutOf, parseMrz, type MrzValue, type ParsedMrz } from './parse.js';
import { put } from './solve.js';

/** The data line's fields another reading may show better: its grammar beyond the number and the birth date. */
const DATA_FIELDS = ['nationality', 'sex', 'expiryDate'] as const;

/** A value's span with its check digit's after it (number, dates: the check digit follows the value). */
const withCheck = (value: Span, check: Span): Span => [value[0], value[1], check[2]];

/** Readings (normalised) of the line `lead` that read it as the lead does at each of `spans`: another reading of that line. */
function readingsOf(lead: string, lines: readonly string[], spans: Span[]): string[] {
  const at = (text: string, [, from, to]: Span) => text.slice(from, to);
  return [...new Set(lines.map(normalizeMrzText))].filter((read) => read.length <= lead.length && spans.every((s) => at(read, s) === at(lead, s)));
}

/** How much of a data line's grammar holds: its expiry passes its check digit, its nationality is a known code, its sex a sex, its composite passes. */
function grammarHolds(p: ParsedMrz): number {
  const passes = (v: MrzValue) => v.check !== 'invalid';
  return (
    (p.expiryDate.check === 'valid' ? 1 : 0) +
    (passes(p.nationality) && isKnownStateCode(p.nationality.value) ? 1 : 0) +
    (passes(p.sex) && /^[MFX<]$/.test(p.sex.value) ? 1 : 0) +
    (p.composite === true ? 1 : 0)
  );
}

/**
 * A passport's or visa's data line as another reading shows it, where that reading's line holds more of the grammar
 * than the lead's (issue 12, small scans: 'KM727709800L05109089429101168 8' read on the page, its nationality 0L0, its
 * M read as 4 and a character too many in its expiry, which passed its check digit by chance; the zone read again
 * nearer the page's size shows 'KM72770980NLD5109089M2911168<<<<'). A reading stands at the same place when it reads
 * the lead's number, birth date and their check digits at their places, which pass in the lead (as read or corrected). Its line, its lost
 * fillers put back, is taken when its expiry passes its check digit, and its nationality, sex, expiry and composite hold
 * more than the lead's; of several, the one that holds the most, and none where two hold as much. Returns the zone parsed with that line (its names
 * line the lead's), the values it changed; the caller keeps them corrections: never PASS.
 */
export function dataLineFromReadings(p: ParsedMrz, lines: readonly string[]): { parsed: ParsedMrz; changed: (typeof DATA_FIELDS)[number][] } | undefined {
  if (p.format === 'FR-ID' || p.format === 'TD1' || p.documentNumber.check === 'invalid' || p.birthDate.check === 'invalid') return undefined;
  const layout = layoutOf(p);
  const lead = p.lines[1]!;
  const number = withCheck(layout.documentNumber, layout.documentNumberCheck);
  const better = new Map<string, ParsedMrz>();
  for (const read of readingsOf(lead, lines, [number, withCheck(layout.birthDate, layout.birthDateCheck)])) {
    // Up to the expiry's check digit at least: the fields the grammar weighs.
    if (read.length < layout.expiryDateCheck[2]) continue;
    const line = fitLength(read, lead.length);
    if (line === lead) continue;
    const trial = parseMrz([p.lines[0]!, line]);
    if (!trial || trial.format !== p.format || trial.expiryDate.check !== 'valid' || grammarHolds(trial) <= grammarHolds(p)) continue;
    better.set(trial.lines[1]!, trial);
  }
  // The reading that holds the most; two that hold as much and differ leave the lead as it is.
  const most = Math.max(0, ...[...better.values()].map(grammarHolds));
  const [only, ...others] = [...better.values()].filter((t) => grammarHolds(t) === most);
  if (!only || others.length) return undefined;
  const changed = DATA_FIELDS.filter((f) => only[f].value !== p[f].value);
  if (!changed.length) return undefined;
  if (only.compositeUnread) compositeFromReadings(only, readingsOf(lead, lines, [number]));
  return { parsed: only, changed };
}

/**
 * The composite digit of a data line whose filler run, and its last character with it, was lost in the reading taken
 * ('KM72770980NLD5109089M2911168<<<<'): the digit another reading of the same line shows after a filler at its end
 * ('KM727709802051090892911168<<<8'), where the composite passes with it, and no reading shows another that does. Put
 * in place as moved (compositeMoved): it confirms the values, but the zone is never PASS on it. `readings`: those of the
 * same line (readingsOf).
 */
function compositeFromReadings(p: ParsedMrz, readings: string[]): void {
  const composite = layoutOf(p).composite;
  if (!composite) return;
  const passing = new Set(
    readings
      .filter((read) => /<\d$/.test(read))
      .map((read) => read.at(-1)!)
      .filter((digit) => {
        const trial = [...p.lines];
        put(trial, composite.at, digit);
        return compositePasses(trial, composite);
      }),
  );
  if (passing.size !== 1) return;
  put(p.lines, composite.at, [...passing][0]!);
  Object.assign(p, { composite: true, compositeUnread: false, compositeMoved: true });
}

/**
 * Puts the data line dataLineFromReadings found in the zone: everything parsed from it, the values it changed as
 * corrections; what the first line carries (code, state, names, as the lead read and settled them) stays the lead's.
 */
export function takeDataLine(p: ParsedMrz, found: NonNullable<ReturnType<typeof dataLineFromReadings>>): void {
  const { parsed: q, changed } = found;
  const corrected = Object.fromEntries(changed.map((f) => [f, { value: q[f].value, check: 'corrected' }]));
  const { documentCode, issuingState, surname, givenNames, codeGuessed, codeCorrected } = p;
  Object.assign(p, q, corrected, { lines: [p.lines[0]!, q.lines[1]!], documentCode, issuingState, surname, givenNames, codeGuessed, codeCorrected });
}

/**
 * A data line's expiry date that fails as the lead reads it, as other readings of the line show it passing, where no
 * whole line was taken (dataLineFromReadings; a card's data line always, passports' where no reading holds more as a
 * whole). Issue 12, small scans: a card's band read '0S12055F3106266USA...' (its expiry 310626 failing) and the page
 * '0512055F310624609A...' (the expiry passing; its nationality 09A is nationalityAgain.ts's to settle). A reading stands
 * at the same place when it reads the lead's birth date and its check digit, which pass in the lead, at their place. The
 * expiry is taken with its check digit where it is a date that passes it, and no reading shows another. Put in the zone
 * as a correction: never PASS. Returns whether it was taken.
 */
export function expiryFromReadings(p: ParsedMrz, lines: readonly string[]): boolean {
  if (p.format === 'FR-ID' || p.birthDate.check === 'invalid' || p.expiryDate.check !== 'invalid') return false;
  const layout = layoutOf(p);
  const expiry = withCheck(layout.expiryDate, layout.expiryDateCheck);
  const dates = new Set(
    readingsOf(p.lines[expiry[0]]!, lines, [withCheck(layout.birthDate, layout.birthDateCheck)])
      .map((r) => r.slice(expiry[1], expiry[2]))
      .filter((e) => /^\d{7}$/.test(e) && isCheckValid(e.slice(0, 6), e[6]!) && mrzDate(e.slice(0, 6), 'expiry') !== ''),
  );
  if (dates.size !== 1) return false;
  const [date] = [...dates] as [string];
  put(p.lines, expiry, date);
  p.expiryDate = { value: date.slice(0, 6), check: 'corrected' };
  if (layout.composite && !p.compositeUnread) p.composite = compositePasses(p.lines, layout.composite);
  return true;
}
