import { isCheckValid } from './checkDigit.js';
import { toDigits, toLetters } from './confusions.js';
import { slice } from './layouts.js';
import { normalizeMrzText } from './normalize.js';
import { compositeAllows, layoutOf, type ParsedMrz } from './parse.js';

/**
 * The document number as the zone read again shows it, where the zone's own reading of it fails its check digit and no
 * look-alike correction passes alone (issue 12, small scans: enlarged 2.4 times, a card's GC6347374 is read 606347374;
 * read again at 1.0 the same line shows GC6347374). `lines`: the zone's lines read again at other scales
 * (pipeline/printedAgain.ts), fillers lost at their end as the recogniser drops them. A line is a reading of the number's
 * line when it stands at the same place: on a card's first line the same document code and, but for one character, the
 * same state before the number; on a passport's or visa's data line the same birth date and check digit after it. Its
 * number is taken when it passes the zone's number check digit as read (that digit itself read alike), the composite
 * passes with it where it can be checked, and no other reading offers another such number. The caller puts it in the
 * zone as a correction (chooseDocumentNumber): never PASS.
 */
export function numberFromZoneAgain(p: ParsedMrz, lines: readonly string[]): string | undefined {
  if (p.format === 'FR-ID' || p.documentNumber.check !== 'invalid') return undefined;
  const layout = layoutOf(p);
  const [index, start, end] = layout.documentNumber;
  const zoneLine = p.lines[index]!;
  const check = toDigits(slice(p.lines, layout.documentNumberCheck));
  // A data line is anchored by its birth date, which must pass its check digit in the lead.
  if (layout.format !== 'TD1' && p.birthDate.check === 'invalid') return undefined;
  const anchored = (read: string) => {
    if (layout.format !== 'TD1') return read.slice(13, 20) === zoneLine.slice(13, 20);
    const state = toLetters(read.slice(2, 5));
    return toLetters(read.slice(0, 2)) === zoneLine.slice(0, 2) && [...state].filter((c, i) => c !== zoneLine[2 + i]).length <= 1;
  };
  const numbers = new Set(
    lines
      .map(normalizeMrzText)
      .filter((read) => read.length > end && read.length <= zoneLine.length && anchored(read))
      .map((read) => ({ number: read.slice(start, end), digit: read[end]! }))
      .filter(({ number, digit }) => /^[A-Z0-9]+<*$/.test(number) && digit === check && isCheckValid(number, digit))
      .map(({ number }) => number.replace(/<+$/, ''))
      .filter((number) => number !== p.documentNumber.value && compositeAllows(p, number)),
  );
  return numbers.size === 1 ? [...numbers][0] : undefined;
}
