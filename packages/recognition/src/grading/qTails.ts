import { normalizeMrzText } from '../mrz/normalize.js';
import type { ParsedMrz } from '../mrz/parse.js';
import type { Graded } from './fields.js';
import type { FieldCode } from '../types.js';
import { restoreNames } from './thinLetters.js';

/**
 * Names whose Q the zone read as O ('LINDOVIST'), where another reading of the document shows that word with the Q (the
 * zone read again nearer its size, the printed zone read again: 'P<NGALINDQVIST<<LUCY'): at 5-8 px a character a Q's
 * tail is what the recogniser loses, not what it adds, and the print, as small, loses it alike (seed 47's
 * small-scan-jpeg-18: LINDOVIST in the zone and in the print, graded PASS, wrong). The word takes the Q, as a WARNING:
 * one reading against others. Returns the names' new grades, or null when nothing changed.
 */
export function restoreQTails(p: ParsedMrz, readings: string[]): Partial<Record<FieldCode, Graded>> | null {
  const seen = readings.map(normalizeMrzText);
  // The word with one of its O as Q, where exactly one such word is among the readings.
  const withQ = (word: string) => {
    const found = [...word].flatMap((c, i) => (c === 'O' ? [word.slice(0, i) + 'Q' + word.slice(i + 1)] : [])).filter((w) => seen.some((s) => s.includes(w)));
    return found.length === 1 ? found[0]! : word;
  };
  return restoreNames(p, (_, value) => value.split(' ').map(withQ).join(' '), 'a Q the zone read as O, as another reading shows it');
}
