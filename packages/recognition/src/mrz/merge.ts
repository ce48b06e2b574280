import { layoutFor, slice } from './layouts.js';
import { splitName, type ParsedMrz } from './parse.js';
import { FILLER_MISREADS } from './normalize.js';

/**
 * The name field of `lead` with what an independent reading (`other`) of the same zone settles: where one reads a
 * filler and the other a letter small fillers are read as, a filler ('CHENKCNOAH' and 'CHEN<<N0AH'), but for a filler
 * that would make a second separator before more names; where one reads a digit and the other a letter, the letter
 * (names hold no digits); where one reads O and the other Q, the Q; where both read different letters, the letter of
 * the reading that took fewer fillers for letters, or as many and whose word there is closer to a printed one.
 * Only for two readings of one format whose name fields agree in most places (aligned); the names come
 * back corrected, so only the printed zone can confirm them. Returns null when nothing changes.
 */
export function mergeNameField(lead: ParsedMrz, other: ParsedMrz | null, otherWordCloser?: (leadWord: string, otherWord: string) => boolean): ParsedMrz | null {
  if (!other || other.format !== lead.format || lead.lines.length !== other.lines.length) return null;
  const layout = layoutFor(lead.lines.length, lead.lines[0]!.length, lead.documentCode.slice(0, 1));
  if (!layout) return null;
  const [a, b] = [slice(lead.lines, layout.name), slice(other.lines, layout.name)];
  // Aligned: the places where either reading has a letter mostly agree (fillers agree on any shift). A
  // filler one reading shows as a look-alike is what the merge settles, not a sign of misalignment: a name
  // field whose fillers read mostly as K did not count as aligned with its other reading.
  const settled = (c: string, d: string) => (c === '<' && (d === '<' || FILLER_MISREADS.includes(d))) || (d === '<' && FILLER_MISREADS.includes(c));
  const lettered = [...a].map((c, i) => [c, b[i]!] as const).filter(([c, d]) => !settled(c, d));
  if (a.length !== b.length || lettered.filter(([c, d]) => c === d).length < lettered.length * 0.7) return null;
  // Where both read a letter and the letters differ, the reading that took fewer fillers for letters saw the line's
  // small characters better: its letter stands ('ERIKSSONKCSOEIACCCKK' and 'ERIKSSON<<SOFIA<<<<': SOFIA).
  const misreadFillers = (x: string, y: string) => [...x].filter((c, i) => y[i] === '<' && FILLER_MISREADS.includes(c)).length;
  // As many either way: the reading whose word there is closer to what the visual zone prints (`otherWordCloser`, the caller's).
  const [misreadByOther, misreadByLead] = [misreadFillers(b, a), misreadFillers(a, b)];
  const wordAt = (x: string, i: number) => /[A-Z]+/.exec(x.slice(x.slice(0, i).search(/[A-Z]*$/)))?.[0] ?? '';
  const otherSawBetter = (i: number) => misreadByOther < misreadByLead || (misreadByOther === misreadByLead && !!otherWordCloser?.(wordAt(a, i), wordAt(b, i)));
  // Each field with the fillers the other reading settles as such (its words without fillers read as letters).
  const settledIn = (x: string) => [...x].map((c, i) => (settled(a[i]!, b[i]!) ? '<' : c)).join('');
  const [aSettled, bSettled] = [settledIn(a), settledIn(b)];
  // The readings read different filler look-alikes at `k`.
  const unlike = (k: number) => a[k] !== b[k] && FILLER_MISREADS.includes(a[k] ?? '<') && FILLER_MISREADS.includes(b[k] ?? '<');
  const merged = [...a].map((c, i) => {
    const d = b[i]!;
    if (c === d) return c;
    // A filler that would make a second '<<' before more names is a letter (seed 97's small-scan-jpeg-0: EMMA<<HLOE in
    // the band, EMMA<CHLOE on the page).
    if (c === '<' && FILLER_MISREADS.includes(d) && secondSeparator(a, i)) return d;
    if (d === '<' && FILLER_MISREADS.includes(c) && secondSeparator(a, i)) return c;
    if (d === '<' && FILLER_MISREADS.includes(c)) return '<';
    // Two places side by side that the readings read as different filler look-alikes ('MARTINSSIVANS' beside
    // 'MARTINCCIVAN'): fillers, the separator; a letter of a name reads alike in both far more often.
    if (unlike(i) && (unlike(i - 1) || unlike(i + 1)) && !secondSeparator(a, i)) return '<';
    if (/[0-9]/.test(c) && /[A-Z]/.test(d)) return d;
    // Names hold no digits: where the other reads a filler, a digit is a filler misread (2-5 at 5-8 px a character).
    if (/[0-9]/.test(c) && d === '<' && !secondSeparator(a, i)) return d;
    // A letter one reading shows after a word where the other shows a filler, its word read alike up to there
    // ('SMITHEKNOAH' beside 'SMITH<<N0AH'): the filler, where the other's word is the closer to the print (SMTH printed).
    // Not a word the other read a letter short (KENI for KENJI): its letters stand one place off.
    if (d === '<' && /[A-Z]/.test(c) && /[A-Z]/.test(b[i - 1] ?? '')) {
      const [leadWord, otherWord] = [wordAt(aSettled, i), wordAt(bSettled, i - 1)];
      if (leadWord.startsWith(otherWord) && !!otherWordCloser?.(leadWord, otherWord)) return d;
    }
    // A Q's tail is what small characters lose, not what they gain: where one reading shows it, the letter is a Q
    // (LINDQVIST read LINDOVIST by the page and the band, LINDQVIST by the zone read again nearer its size).
    if (c === 'O' && d === 'Q') return d;
    if (c === 'Q' && d === 'O') return c;
    // Only between words of one length: a word one reading read a letter short (KENI for KENJI) stands one place off
    // from its letter on, and its letters there are no reading of the other's (seed 131's small-scan-10 read KENII).
    if (/[A-Z]/.test(c) && /[A-Z]/.test(d) && wordAt(aSettled, i).length === wordAt(bSettled, i).length && otherSawBetter(i)) return d;
    return c;
  }).join('');
  // As in each reading (normalize.ts): a run of three fillers ends the names; what follows is fillers misread.
  const end = merged.indexOf('<<<');
  const field = end < 0 ? merged : merged.slice(0, end).padEnd(merged.length, '<');
  if (field === a) return null;
  const [line, start] = layout.name;
  const lines = [...lead.lines];
  lines[line] = lines[line]!.slice(0, start) + field + lines[line]!.slice(start + field.length);
  const { surname, givenNames } = splitName(field);
  return { ...lead, lines, surname: { ...surname, check: 'corrected' }, givenNames: { ...givenNames, check: 'corrected' } };
}

/**
 * A filler at `i` of the name field `field` would stand in a second run of two or more, or in a run of three or more,
 * before more names: ICAO 9303 separates the surname from the given names by two fillers, and the names' words by one
 * (seed 211's small-scan-jpeg-1: FOX<<CHLOE on the page, FOX<<<HLOE in the band, which ended the names at FOX). A name is
 * a word of two letters or more, not all filler look-alikes (`PETER<<C<<<`: the C is a filler misread, not a name).
 */
function secondSeparator(field: string, i: number): boolean {
  const t = field.slice(0, i) + '<' + field.slice(i + 1);
  let [from, to] = [i, i];
  while (t[from - 1] === '<') from--;
  while (t[to + 1] === '<') to++;
  const next = /^[A-Z]*/.exec(t.slice(to + 1))![0];
  return to > from && (t.indexOf('<<') < from || to - from >= 2) && next.length >= 2 && [...next].some((c) => !FILLER_MISREADS.includes(c));
}
