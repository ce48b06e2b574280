import { findPrintedDates } from '../dates.js';

/** The visual inspection zone (printed text outside the machine-readable zone), for cross-checks. */
export interface VisualZone {
  /** Upper-case words with accents removed. */
  words: Set<string>;
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

export function visualZone(lines: string[]): VisualZone {
  const text = lines.join('\n');
  const tokens = [...fold(text).split(/[^A-Z0-9]+/), ...fold(icao(text)).split(/[^A-Z0-9]+/)].filter(Boolean);
  // MRZ names drop hyphens and apostrophes (O'NEIL is ONEIL): neighbouring printed words count joined too.
  const words = new Set([...tokens, ...tokens.slice(1).map((t, i) => tokens[i] + t)]);
  return { words, dates: lines.flatMap((l) => findPrintedDates(l)), text };
}

/** True when every word of `name` is printed in the visual zone. */
export function vizHasName(viz: VisualZone, name: string): boolean {
  const words = fold(name).split(/[^A-Z]+/).filter(Boolean);
  return words.length > 0 && words.every((w) => viz.words.has(w));
}
