import { interpret } from '../grading/document.js';
import { visualZone } from '../grading/viz.js';
import { extractZone, looksLikeMrzLine } from '../mrz/normalize.js';
import type { ImageQuality } from '../types.js';
import { checkDigitsWrongAsPrinted } from './secondReading.js';

/** A quality with no problems: only the fields are looked at. */
const NO_PROBLEMS: ImageQuality = { width: 0, height: 0, sharpness: 0, glare: 0, brightness: 0, contrast: 0, problems: [] };

/**
 * True when the text lines read so far already give a zone document its final grading, so the page's
 * other regions need not be read (issue 12): every zone field PASS, both zone dates among the printed dates,
 * and an issue date found. More lines could not change it: they only add confirmations, and the
 * printed-dates check passes once both dates are printed. The one exception: a second printed date between
 * birth and expiry left unread would have made the issue date (a WARNING at best) ambiguous, so not given.
 * A French identity card settles without them (it carries neither). A specimen is settled the same way once its
 * only doubts are check digits wrong as printed (secondReading.ts): more printed text cannot make a failing check
 * digit pass.
 */
export function gradingSettled(texts: string[]): boolean {
  if (!extractZone(texts)) return false;
  const { fields, format } = interpret('PP', { lines: texts, barcodes: [], quality: NO_PROBLEMS });
  const field = (code: number) => fields.find((f) => f.code === code);
  const printed = () => visualZone(texts.filter((t) => !looksLikeMrzLine(t))).dates;
  // A French identity card's zone carries no expiry date and its front no issue date (mrz/frenchId.ts): settled once
  // the rest is PASS and the date of birth is among the printed dates (no later date can then contradict it).
  if (format === 'FR-ID') {
    return [2, 5, 8, 9, 11, 12, 51].every((code) => field(code)?.grade === 'PASS') && printed().includes(field(5)!.value);
  }
  const final = [2, 3, 5, 8, 9, 11, 12, 51].every((code) => field(code)?.grade === 'PASS') || checkDigitsWrongAsPrinted(fields, texts);
  if (!final || !field(4)?.value) return false;
  const dates = printed();
  return dates.includes(field(3)!.value) && dates.includes(field(5)!.value);
}
