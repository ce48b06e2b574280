import { toLetters } from '../mrz/confusions.js';
import { FILLER_MISREADS, normalizeMrzText } from '../mrz/normalize.js';
import type { ParsedMrz } from '../mrz/parse.js';
import { nameField, takeNameField } from './separators.js';

/**
 * The names `field` (a name field as one reading shows it, from the names' start) writes with the letters `letters`, in
 * order, and fillers between them: one or two between words, a run of two at most once (ICAO 9303: '<<' between surname
 * and given names, '<' between words), the names ending at a filler, a filler look-alike before one, or the field's end.
 * A letter of `letters` that fillers are misread as (K C S X Z) may stand as a filler in `field` where a filler stands
 * beside it there (PETROV<<GRACE for the lead's PETROV<CGRACE): a separator, never a lone filler inside a word
 * (ERI<SSON is no reading of ERIKSSON). Null when the field shows other letters there.
 */
export function namesSpelling(field: string, letters: string): string | null {
  const lone = (names: string, at: number) => names[at - 1] !== '<' && names[at + 1] !== '<';
  const spell = (i: number, at: number, asFillers: number[]): string | null => {
    if (i === letters.length) {
      const names = field.slice(0, at).replace(/<+$/, '');
      const next = field.slice(at, at + 2);
      const ended = next === '' || next[0] === '<' || (FILLER_MISREADS.includes(next[0]!) && next[1] === '<');
      const wellFormed = !names.includes('<<<') && (names.match(/<</g) ?? []).length <= 1 && !asFillers.some((k) => k < names.length && lone(field, k));
      return ended && names && wellFormed ? names : null;
    }
    const letter = letters[i]!;
    for (let run = 0; run <= (at === 0 ? 0 : 2); run++) {
      if (run > 0 && field[at + run - 1] !== '<') break;
      const here = at + run;
      if (field[here] === letter) {
        const found = spell(i + 1, here + 1, asFillers);
        if (found) return found;
      }
      if (here > 0 && field[here] === '<' && FILLER_MISREADS.includes(letter)) {
        const found = spell(i + 1, here + 1, [...asFillers, here]);
        if (found) return found;
      }
    }
    return null;
  };
  return spell(0, 0, []);
}

/**
 * The separators between a name field's letters as most readings of the zone show them, where the lead's differ (issue
 * 12, small scans: the page read a card's name line CHEN<PETER<, 11 of 30 characters, a filler lost with most of the rest,
 * while the band and the zone read again both read CHEN<<PETER<<<...; OBRIEN<<EVAHANNA on the page, OBRIEN<<EVA<HANNA in
 * four other readings). Every reading of the name line at the zone's length or up to three characters short of it (a line
 * read shorter lost characters, and its separators may be among them) that spells the lead's letters, in order, from the
 * names' start (namesSpelling: a look-alike letter of the lead's may show there as a separator) is one vote for its
 * separators. The version with the most votes (between as many, the one more readings at full length show) is taken
 * when it is the only such one and differs from the lead's, and at least two readings show it, or no reading shows the
 * lead's, or as many do but fewer of them at full length (JOHNSON<JOHN read 28 of 30 long, JOHNSON<<JOHN at 30). Only
 * separators change, and the lead's look-alikes that the readings show as fillers. The caller grades the names WARNING:
 * the print has not confirmed them. Returns whether the zone was changed.
 */
export function separatorsFromReadings(p: ParsedMrz, readings: readonly string[]): boolean {
  if (p.format === 'FR-ID') return false;
  const [line, start] = nameField(p);
  const length = p.lines[line]!.length;
  const field = p.lines[line]!.slice(start);
  const letters = field.slice(0, field.search(/<<<|$/)).replace(/</g, '');
  const lead = namesSpelling(field, letters);
  if (!lead || letters.length < 4 || /[^A-Z]/.test(letters)) return false;
  // Each version's votes, and how many of them are readings at the zone's full length.
  const votes = new Map<string, { all: number; whole: number }>();
  for (const text of readings) {
    const read = normalizeMrzText(text);
    if (read.length > length || read.length < length - 3) continue;
    // A TD2's or TD3's names follow its document code and state, a TD1's fill its third line: from the same place. Names
    // hold no digit: one read there is its letter's look-alike (seed 313's small-scan-13: TH0MPS0N<<MATE0<HUG0 read again,
    // the lead THOMPSONKMATEO<HUGO).
    const names = namesSpelling(toLetters(read.slice(start)), letters);
    if (!names) continue;
    const v = votes.get(names) ?? { all: 0, whole: 0 };
    votes.set(names, { all: v.all + 1, whole: v.whole + (read.length === length ? 1 : 0) });
  }
  // Most votes first; between as many, the version more readings at full length show (a short reading lost characters).
  const rank = ({ all, whole }: { all: number; whole: number }) => all * 100 + whole;
  const top = Math.max(0, ...[...votes.values()].map(rank));
  const best = [...votes].filter(([, v]) => rank(v) === top);
  const leadVotes = votes.get(lead) ?? { all: 0, whole: 0 };
  if (best.length !== 1 || best[0]![0] === lead) return false;
  const [names, v] = best[0]!;
  if (!(v.all >= 2 || leadVotes.all === 0 || (v.all === leadVotes.all && v.whole > leadVotes.whole))) return false;
  takeNameField(p, names.padEnd(length - start, '<'));
  return true;
}
