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
