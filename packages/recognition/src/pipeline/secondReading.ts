import { interpret } from '../grading/document.js';
import { READ_ONCE } from '../grading/mrzFields.js';
import { fold, visualZone } from '../grading/viz.js';
import { looksLikeMrzLine } from '../mrz/normalize.js';
import type { DocType, RecognitionResult } from '../types.js';

/** Zone fields a second reading of the zone can confirm or correct. */
const SETTLED_BY_SECOND = [2, 3, 5, 11, 12, 51];

/** Nationality and sex: printed in one zone line (the second), between the birth and expiry dates. */
const ON_SEX_LINE = [11, 12];

/** What another reading of the zone could settle: nothing, the sex's line alone, or the whole zone. */
export type SecondReading = 'none' | 'line' | 'zone';

/**
 * A second zone reading costs about as much as a third of the page (~0.45 s of CPU); it is made only when
 * the first leaves something unconfirmed (a check digit failing or corrected, nationality or sex not
 * printed) that another reading could settle. Not when the only doubt is check digits wrong as printed
 * (issue 12: specimens, ~0.55 s each for nothing): every number and date whose check digit fails is
 * printed in the visual zone exactly as the zone reads it, so an independent reading already agrees with
 * the value and another reading of the zone could only read the same printed digit again. When the only
 * doubt is a sex or nationality read once (on a turned or tilted page the printed one-letter sex is often
 * not detected at all), the one line that carries them is read again ('line', ~0.1 s), not the zone.
 */
export function secondReadingNeeded(docType: DocType, texts: string[], barcodes: string[], quality: RecognitionResult['quality']): SecondReading {
  const first = interpret(docType, { lines: texts, barcodes, quality });
  const open = first.fields.filter((f) => SETTLED_BY_SECOND.includes(f.code) && f.display === 2 && f.grade !== 'PASS');
  if (!open.length || checkDigitsWrongAsPrinted(first.fields, texts)) return 'none';
  const readOnce = (f: (typeof open)[number]) => ON_SEX_LINE.includes(f.code) && f.grade === 'WARNING' && f.reasons.some((r) => r.endsWith(READ_ONCE));
  return open.every(readOnce) ? 'line' : 'zone';
}

/**
 * True when the first reading's only doubts are check digits (document number, dates; the zone as a whole
 * for them) and the visual zone prints each of those values as read: the names, nationality and sex PASS,
 * and the document number is printed too (whatever its grade), so that two confusions cancelling out in
 * its check digit are ruled out by the print rather than by a second reading.
 */
export function checkDigitsWrongAsPrinted(fields: RecognitionResult['fields'], texts: string[]): boolean {
  const field = (code: number) => fields.find((f) => f.code === code);
  if (![8, 11, 12].every((code) => field(code)?.grade === 'PASS')) return false;
  const given = field(9);
  if (given?.value && given.grade !== 'PASS') return false;
  const viz = visualZone(texts.filter((t) => !looksLikeMrzLine(t)));
  const number = field(2)?.value ?? '';
  if (!number || !viz.words.has(fold(number))) return false;
  return [3, 5].every((code) => {
    const f = field(code);
    return f?.grade === 'PASS' || (!!f?.value && viz.dates.includes(f.value));
  });
}

/** True when the fields of a reading with the sex's line read again (secondReading 'line') confirm the nationality and sex. */
export function sexLineSettled(fields: RecognitionResult['fields']): boolean {
  return fields.filter((f) => ON_SEX_LINE.includes(f.code) && f.display === 2).every((f) => f.grade === 'PASS');
}
