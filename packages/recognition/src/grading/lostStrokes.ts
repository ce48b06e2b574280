import { FILLER_MISREADS } from '../mrz/normalize.js';
import type { ParsedMrz } from '../mrz/parse.js';
import type { Graded } from './fields.js';
import type { FieldCode } from '../types.js';
import { restoreNames, zoneWords } from './thinLetters.js';

/**
 * Letters the recogniser reads, at 5-8 px a character, as the letter they become without some of their strokes: a Q
 * without its tail as O ('LINDOVIST'); an M without its middle strokes as H or N ('HEREDITH', 'THONPSON'). It loses
 * strokes; it does not add them, so the reverse (an O read as Q, an H as M) is not taken.
 */
const LOST_STROKES: Record<string, string> = { O: 'Q', H: 'M', N: 'M' };

/**
 * Names whose letter the zone read without some of its strokes (LOST_STROKES), where another reading of the zone's lines
 * shows that word with the whole letter (the band's reading, the zone read again nearer its size, the printed zone read
 * again: 'P<NGALINDQVIST<<LUCY'; seed 47's small-scan-jpeg-18: LINDOVIST in the zone and in the print, graded PASS,
 * wrong; seed 131's small-scan-jpeg-15: THONPSON on the page, THOMPSON in the band). `readings` are zone lines only: the
 * print adds strokes too (seed 131's small-scan-25: ANNA in three readings of the zone, ANMA printed). A word of four
 * letters or more takes the letter where exactly one such word is a word of a reading (thinLetters.ts zoneWords), as a WARNING: one reading
 * against others. Returns the names' new grades, or null when nothing changed.
 */
export function restoreLostStrokes(p: ParsedMrz, readings: string[]): Partial<Record<FieldCode, Graded>> | null {
  const seen = zoneWords(readings);
  const whole = (word: string) => {
    if (word.length < 4) return word;
    const found = [...word].flatMap((c, i) => (LOST_STROKES[c] ? [word.slice(0, i) + LOST_STROKES[c] + word.slice(i + 1)] : [])).filter((w) => seen.has(w));
    return found.length === 1 ? found[0]! : word;
  };
  return restoreNames(p, (_, value) => value.split(' ').map(whole).join(' '), 'a letter the zone read without some of its strokes, as another reading shows it whole');
}

/**
 * Names with a word the zone read with a character lost beside it (a gap of two pitches between its characters:
 * pipeline/lostLetters.ts), where another reading of the zone's lines shows that word with one letter more (seed 313's
 * small-scan-28: LEE<<OHN<OMAR on the page, its J lost; LEE<<JOHN<OMAR in the band and the zone read again). Taken where
 * exactly one such word is a word of those readings (`readings`: zone lines only, as for restoreLostStrokes), as a
 * WARNING: the gap says a letter is missing, another reading which. Returns the names' new grades, or null.
 */
export function restoreLostLetters(p: ParsedMrz, readings: string[], lost: readonly string[]): Partial<Record<FieldCode, Graded>> | null {
  if (!lost.length) return null;
  const seen = zoneWords(readings);
  const gapped = new Set(lost);
  const whole = (word: string) => {
    if (!gapped.has(word)) return word;
    // Not a filler look-alike at the word's start or end: a filler read as a letter beside it ('JOHNSON<CNOAH', seed 99's
    // small-scan-jpeg-28, where the gap before NOAH was the separator's second filler).
    const added = (w: string, i: number) => w.slice(0, i) + w.slice(i + 1) === word && !((i === 0 || i === word.length) && FILLER_MISREADS.includes(w[i]!));
    const found = [...seen].filter((w) => w.length === word.length + 1 && /^[A-Z]+$/.test(w) && [...w].some((_, i) => added(w, i)));
    return found.length === 1 ? found[0]! : word;
  };
  return restoreNames(p, (_, value) => value.split(' ').map(whole).join(' '), 'a letter lost in reading the zone (a gap of two characters), as another reading shows the word whole');
}
