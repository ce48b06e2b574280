import { findPrintedDates } from '../dates.js';

/** The visual inspection zone (printed text outside the machine-readable zone), for cross-checks. */
export interface VisualZone {
  /** Upper-case words with accents removed (and ICAO transliterations), plus neighbours joined. */
  words: Set<string>;
  /** Each line's words, to find a name whose spaces OCR lost or added. */
  lines: string[][];
  /** Each line's words and commas ('JACKSON, LUCY' as JACKSON , LUCY): where a printed name ends. */
  nameLines: string[][];
  /** Every printed date, DD/MM/YYYY. */
  dates: string[];
  text: string;
}

/** Upper case without diacritics; letters the zone transliterates (Ä to A) compare equal. */
export const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/[ß]/g, 'SS').replace(/[ØÆŒ]/g, (c) => ({ Ø: 'O', Æ: 'AE', Œ: 'OE' })[c] ?? c);

/** ICAO 9303 part 3 transliterations that differ from dropping the accent (Ü as UE, Å as AA). */
const icao = (text: string): string =>
  text.toUpperCase().replace(/[ÄÆ]/g, 'AE').replace(/[ÖØŒ]/g, 'OE').replace(/Ü/g, 'UE').replace(/Å/g, 'AA').replace(/ß/g, 'SS');

const wordsAndCommas = (text: string): string[] => text.split(/[^A-Z0-9,]+/).flatMap((t) => t.split(/(,)/)).filter(Boolean);

/** An I printed small reads as '!' ('KENJ!'): in a word, the letter (a zone that lost the I must not match 'KENJ'). */
const thinI = (text: string) => text.replace(/(?<=[A-Za-z])!/g, 'I');

export function visualZone(printed: string[]): VisualZone {
  // Only spaces, hyphens, commas and colons break a printed name into words: the zone writes O'NEIL as ONEIL, and a
  // speck read as a full stop inside a small word ('BR.OWN') is no break either. A colon ends a label printed on the
  // value's line ('Nom : BERTHIER', read 'Nom:BERTHIER').
  const nameLines = printed.map((l) => thinI(l).replace(/:/g, ' ').replace(/[^\p{L}\p{N}\s,-]/gu, '')).flatMap((l) => [wordsAndCommas(fold(l)), wordsAndCommas(fold(icao(l)))]);
  const lines = nameLines.map((ws) => ws.filter((w) => w !== ','));
  const tokens = lines.flat();
  // MRZ names drop hyphens and apostrophes (O'NEIL is ONEIL): neighbouring printed words count joined too.
  const joined = lines.flatMap((ws) => ws.slice(1).map((w, i) => ws[i] + w));
  return { words: new Set([...tokens, ...joined]), lines, nameLines, dates: printed.flatMap((l) => findPrintedDates(l)), text: printed.join('\n') };
}

/**
 * True when one printed line carries the whole name, in order, as a run of whole words once spaces
 * are ignored (OCR often reads 'OLIVIA EMMA' as 'OLIVIAEMMA'; the zone writes O'NEIL as ONEIL), and the
 * name ends there: at the end of the line (a name is printed under its label, or after it) or at a comma
 * ('JACKSON, LUCY MEREDITH', as visas print both). Words scattered over the page do not count, nor the
 * start of a longer name: a zone that lost the '<<' between surname and given names would otherwise have
 * its shifted names confirmed, and one that read 'DE<VRIES' as 'DE<<VRIES' its surname DE by the printed
 * 'DE VRIES'. Nor a name the zone wrote as one word where the print separates two words of two letters or more:
 * a zone that lost the filler between 'MATEO<FELIX' is not confirmed by the printed 'MATEO FELIX' (a space read
 * into a printed word splits off one letter, 'O LIVIA'; an apostrophe or a full stop is no word break). Nor a name of
 * one letter.
 */
export function vizHasName(viz: VisualZone, name: string): boolean {
  const parts = fold(name).split(/[^A-Z]+/).filter(Boolean);
  if (!parts.length) return false;
  const compact = parts.join('');
  const breaks = new Set(parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('').length));
  // A name of one letter is never taken as printed: a printed letter alone is most often the sex ('DEU M', nationality
  // and sex printed on one line, confirmed the surname M that a zone read for KIM), and a name that short most often a
  // reading that lost letters.
  if (compact.length === 1) return false;
  return viz.nameLines.some((ws) => ws.some((w, i) => w !== ',' && runEquals(ws, i, compact, breaks)));
}

/** A zone's names as the visual zone prints them: the surname, and the given names where the zone reads any. */
export const vizHasNames = (viz: VisualZone, names: { surname: { value: string }; givenNames: { value: string } }): boolean =>
  vizHasName(viz, names.surname.value) && (!names.givenNames.value || vizHasName(viz, names.givenNames.value));

function runEquals(ws: string[], start: number, target: string, breaks: Set<number>): boolean {
  let run = '';
  let j = start;
  for (; j < ws.length && ws[j] !== ',' && run.length < target.length; j++) {
    // Two printed words of two letters or more, joined where the zone has no break between them.
    if (run && !breaks.has(run.length) && ws[j - 1]!.length > 1 && ws[j]!.length > 1) return false;
    run += ws[j];
  }
  return run === target && (j === ws.length || ws[j] === ',');
}
