import { FILLER_MISREADS, normalizeMrzText } from '../mrz/normalize.js';
import type { ParsedMrz } from '../mrz/parse.js';
import { nameField, takeNameField } from './separators.js';

/**
 * The names `field` (a name field as one reading shows it, from the names' start) writes with exactly the letters
 * `letters`, in order, and fillers between them: one or two between words, a run of two at most once (ICAO 9303: '<<'
 * between surname and given names, '<' between words), the names ending at a filler, a filler look-alike before one, or
 * the field's end. Null when the field shows other letters there.
 */
export function namesSpelling(field: string, letters: string): string | null {
  let at = 0;
  for (const letter of letters) {
    const run = /^<*/.exec(field.slice(at))![0].length;
    if ((at === 0 && run > 0) || run > 2 || field[at + run] !== letter) return null;
    at += run + 1;
  }
  const names = field.slice(0, at);
  const next = field.slice(at, at + 2);
  const ended = next === '' || next[0] === '<' || (FILLER_MISREADS.includes(next[0]!) && next[1] === '<');
  return ended && (names.match(/<</g) ?? []).length <= 1 ? names : null;
}

/**
 * The separators between a name field's letters as most readings of the zone show them, where the lead's differ (issue
 * 12, small scans: the page read a card's name line CHEN<PETER<, 11 of 30 characters, a filler lost with most of the rest,
 * while the band and the zone read again both read CHEN<<PETER<<<...; OBRIEN<<EVAHANNA on the page, OBRIEN<<EVA<HANNA in
 * four other readings). Every reading of the name line at the zone's length or up to three characters short of it (a line
 * read shorter lost characters, and its separators may be among them) that spells the lead's letters, in order, from the
 * names' start (namesSpelling) is one vote for its separators. The version with the most votes is taken when it is the
 * only one with that many, it differs from the lead's, and at least two readings show it, or one where no reading shows
 * the lead's. Only the separators change: the letters stay the lead's. The caller grades the names WARNING: the print has
 * not confirmed them. Returns whether the zone was changed.
 */
export function separatorsFromReadings(p: ParsedMrz, readings: readonly string[]): boolean {
  if (p.format === 'FR-ID') return false;
  const [line, start] = nameField(p);
  const length = p.lines[line]!.length;
  const field = p.lines[line]!.slice(start);
  const letters = field.slice(0, field.search(/<<<|$/)).replace(/</g, '');
  const lead = namesSpelling(field, letters);
  if (!lead || letters.length < 4 || /[^A-Z]/.test(letters)) return false;
  const votes = new Map<string, number>();
  for (const text of readings) {
    const read = normalizeMrzText(text);
    if (read.length > length || read.length < length - 3) continue;
    // A TD2's or TD3's names follow its document code and state, a TD1's fill its third line: from the same place.
    const names = namesSpelling(read.slice(start), letters);
    if (names) votes.set(names, (votes.get(names) ?? 0) + 1);
  }
  const most = Math.max(0, ...votes.values());
  const best = [...votes].filter(([, n]) => n === most).map(([names]) => names);
  const leadVotes = votes.get(lead) ?? 0;
  if (best.length !== 1 || best[0] === lead || !(most >= 2 || (most === 1 && leadVotes === 0))) return false;
  takeNameField(p, best[0]!.padEnd(length - start, '<'));
  return true;
}
