import { checkBlind, checkDigit, isCheckValid } from './checkDigit.js';
import { letterPrefixReadings, toDigits, toLetters } from './confusions.js';
import { slice } from './layouts.js';
import { normalizeMrzText } from './normalize.js';
import { compositeAllows, layoutOf, type ParsedMrz } from './parse.js';
import { put } from './solve.js';

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

/**
 * A card's first line as another reading shows it, where the zone's own reading of that line lost or gained a character
 * before the number's check digit (issue 12, small scans: IDNLDDP52219924 read IDNLD00P52219924, IDSWENN33170129 read
 * IDSENN33170129): the number and its check digit then stand one place off, so no number passes the check digit the lead
 * reads at its place, and the corrections above, which keep that digit, find nothing. A line of `lines` (every other
 * reading: the page's, the band's, the zone and the print read again) is taken whole, fillers lost at its end put back,
 * when it starts with the lead's document code and, after it, the state the lead reads or the nationality its second line
 * gives, but for one character (seed 281's small-scan-1: IDCHNTY88644261 read IDCHNT88644261, ID0HNTY88644261 again); its
 * number passes its own check digit; and the composite, which covers the whole of the first line from the number on and
 * the second line's dates, passes with it. A misreading passes both one time in a hundred, and the lead's number fails:
 * one reading is enough (seeds 269, 277 and 281: the line read whole once, by the zone or the print read again, where
 * the page and the band lost a letter). Only one such number may be offered. Returns the line and its number; the caller
 * puts it in the zone as a correction: never PASS.
 */
export function cardLineFromReadings(p: ParsedMrz, lines: readonly string[]): { line: string; number: string } | undefined {
  if (p.format !== 'TD1' || p.documentNumber.check !== 'invalid' || p.compositeUnread) return undefined;
  const layout = layoutOf(p);
  const lead = p.lines[0]!;
  const states = [lead.slice(2, 5), p.nationality.value];
  const stateOf = (read: string) => states.some((s) => [...s].filter((c, i) => c !== read[2 + i]).length <= 1);
  const found = new Map<string, string>();
  for (const text of lines) {
    const read = normalizeMrzText(text);
    if (read.length < 15 || read.length > layout.lineLength || read.slice(0, 2) !== lead.slice(0, 2) || !stateOf(read)) continue;
    const [field, digit] = [read.slice(5, 14), read[14]!];
    if (!/^[A-Z0-9]+<*$/.test(field) || !isCheckValid(field, digit)) continue;
    const number = field.replace(/<+$/, '');
    // The reading's state where it is one of those, else the lead's: the reading's may be the one misread (0HN for CHN).
    const state = states.includes(read.slice(2, 5)) ? read.slice(2, 5) : lead.slice(2, 5);
    const line = (read.slice(0, 2) + state + read.slice(5)).padEnd(layout.lineLength, '<');
    if (number === p.documentNumber.value || found.has(number) || !compositeAllows({ ...p, lines: [line, ...p.lines.slice(1)] }, number)) continue;
    found.set(number, line);
  }
  const [only, ...others] = [...found];
  return only && !others.length ? { line: only[1], number: only[0] } : undefined;
}

/**
 * The document number and the composite check digit as other readings show them, where the lead misread both (issue 12,
 * small scans: a card's VF9952852 read VF99S2852 and its composite 4 read 6 in the band, while the page and the zone
 * read again show VF99528524 and 4). The number's one-look-alike correction then fails the composite, and
 * numberFromZoneAgain finds nothing for the same reason. A reading of the composite's line stands at the same place
 * when it has the line's length and the lead's dates, sex and their check digits (TD1: its first fifteen characters;
 * TD2 and TD3: from the birth date to the expiry's check digit); its composite digit, where it differs from the lead's,
 * is tried in the lead's place, and a number is taken as numberFromZoneAgain takes one with that digit. Only one pair
 * of composite digit and number may be found. The caller puts both in the zone as corrections: never PASS.
 */
export function numberAndCompositeFromReadings(p: ParsedMrz, lines: readonly string[]): { number: string; composite: string } | undefined {
  if (p.format === 'FR-ID' || p.documentNumber.check !== 'invalid' || p.documentNumber.candidates?.length || p.composite !== false) return undefined;
  const layout = layoutOf(p);
  const place = layout.composite?.at;
  if (!place) return undefined;
  const [line, at] = place;
  const lead = p.lines[line]!;
  const [from, to] = layout.format === 'TD1' ? [0, 15] : [13, 28];
  const digits = new Set(
    lines
      .map(normalizeMrzText)
      .filter((read) => read.length === layout.lineLength && read.slice(from, to) === lead.slice(from, to))
      .map((read) => read[at]!)
      .filter((digit) => /\d/.test(digit) && digit !== lead[at]),
  );
  const found = [...digits].flatMap((composite) => {
    const trial = { ...p, lines: [...p.lines] };
    put(trial.lines, place, composite);
    const number = numberFromZoneAgain(trial, lines);
    return number ? [{ number, composite }] : [];
  });
  return found.length === 1 ? found[0] : undefined;
}

/**
 * A card's number the lead read with one of its characters lost (issue 12, small scans: IDNZLWF27655813 read
 * IDNZLF27655813, the W gone), where another reading shows the whole number as a word of its own (the band's crop holds
 * the printed number beside the zone: 'WF2765581'). A nine-character word of `lines` is taken when its check digit
 * follows it in the lead once one character of the two is put back (the lead's 'F27655813' is 'WF2765581' and 3 with
 * the W lost), and the composite passes with the line so rebuilt: the lead reads all but one of its characters, so it is
 * a second reading of them. Only one such word may be offered. Returns the line and number; the caller puts them in the
 * zone as corrections: never PASS.
 */
export function cardNumberLostInLead(p: ParsedMrz, lines: readonly string[]): { line: string; number: string } | undefined {
  if (p.format !== 'TD1' || p.documentNumber.check !== 'invalid' || p.compositeUnread) return undefined;
  const lead = p.lines[0]!;
  const read = lead.slice(5, 14);
  const found = new Map<string, string>();
  for (const word of new Set(lines.flatMap((l) => l.split(/\s+/)))) {
    if (!/^[A-Z0-9]{9}$/.test(word) || !/\d/.test(word) || found.has(word)) continue;
    const whole = word + checkDigit(word);
    if (![...whole].some((_, i) => whole.slice(0, i) + whole.slice(i + 1) === read)) continue;
    const line = (lead.slice(0, 5) + whole + lead.slice(14)).slice(0, lead.length);
    if (compositeAllows({ ...p, lines: [line, ...p.lines.slice(1)] }, word)) found.set(word, line);
  }
  const [only, ...others] = [...found];
  return only && !others.length ? { line: only[1], number: only[0] } : undefined;
}

/**
 * A card's number whose leading letters the lead lost, merged or read as one digit (issue 12, small scans: seed 293's
 * IDITAYM99760678 read IDITA199760678, YM as 1), where the print beside the zone shows the number with a misread or two
 * after its letters ('YM9976667'). The lead then holds the number's other characters and its check digit a place or two
 * early, fillers after them: the number is the print's letters before its first digit (one to three) and the lead's
 * characters after the one or two it read for them, counted to nine. Taken when it passes the check digit the lead reads
 * after it, its characters after the letters are the print's but for two at most, and the composite passes with the line
 * so rebuilt (fillers put back at its end); not where the composite was not read (the same seed's IDDEUMM58336692 read
 * ID050858336692, its composite lost: the check digit alone would pass one guess in ten). `lines`: every other reading; only their
 * nine-character words of letters and digits (the print's number), not zone lines. Only one such number may be found.
 * Returns the line and number; the caller puts them in the zone as corrections: never PASS.
 */
export function cardLettersLostInLead(p: ParsedMrz, lines: readonly string[]): { line: string; number: string } | undefined {
  if (p.format !== 'TD1' || p.documentNumber.check !== 'invalid' || p.compositeUnread) return undefined;
  const lead = p.lines[0]!;
  const read = lead.slice(5);
  const words = new Set(lines.flatMap((l) => l.toUpperCase().split(/\s+/)).filter((w) => w.length === 9 && /^[A-Z]{1,3}[0-9][A-Z0-9]+$/.test(w)));
  const found = new Map<string, string>();
  for (const word of words) {
    // As many letters as the print shows before its first digit.
    const letters = /^[A-Z]+/.exec(word)![0].length;
    for (let misread = 0; misread < letters; misread++) {
      const tail = read.slice(misread, misread + 9 - letters);
      const digit = read[misread + 9 - letters] ?? '';
      const number = word.slice(0, letters) + tail;
      if (!/^[A-Z0-9]+$/.test(tail) || !/^\d$/.test(digit) || !/^<*$/.test(read.slice(misread + 10 - letters))) continue;
      if (found.has(number) || !isCheckValid(number, digit) || [...tail].filter((c, i) => c !== word[letters + i]).length > 2) continue;
      const line = (lead.slice(0, 5) + number + digit).padEnd(lead.length, '<');
      if (compositeAllows({ ...p, lines: [line, ...p.lines.slice(1)] }, number)) found.set(number, line);
    }
  }
  const [only, ...others] = [...found];
  return only && !others.length ? { line: only[1], number: only[0] } : undefined;
}

/** Each reading once, as the zone's characters only (upper case, letters, digits and fillers). */
const zoneCharacters = (readings: readonly string[]): string[] => [...new Set(readings.map((r) => r.toUpperCase().replace(/[^A-Z0-9<]/g, '')))];

/**
 * Each run of `n` characters of `text`, and each run of n - 1 with a character lost somewhere in it (held by a space,
 * which matches nothing): the print beside a small zone loses characters as well as it misreads them (GG0160444 read
 * GG01604-4-, its last 4s as dashes).
 */
function windowsOf(text: string, n: number): string[] {
  const whole = Array.from({ length: Math.max(0, text.length - n + 1) }, (_, at) => text.slice(at, at + n));
  const short = Array.from({ length: Math.max(0, text.length - n + 2) }, (_, at) => text.slice(at, at + n - 1));
  return [...whole, ...short.flatMap((w) => Array.from({ length: n }, (_, k) => w.slice(0, k) + ' ' + w.slice(k)))];
}

/**
 * The document number with the letters other readings show where the lead read a digit its check digit cannot tell from
 * them (issue 12, small scans: at 5-8 px a character the recogniser reads a number's G as 6 and its U as 0, and the check
 * digit passes alike: a card's GS5423538 read 6S5423538 on the page, GS5423538 by the band; UG5831880 read 065831880 in
 * every reading of the zone and UGS831880 in the print beside it). The recogniser loses strokes at that size and does
 * not add them: in the numbers and dates of the small-scan corpus (seeds 83, 101, 47, 97, 131, 139 and 149, each reading
 * of the zone) it read none of 7,422 such digits as its letter, and 2 of 250 such letters as their digit
 * (docs/benchmarks.md). Letters that look nothing like their digit are misread too, and pass alike (seed 281's
 * small-scan-16: WL9883039 read 2L9883039 by the zone, W 32 and 2; WL9883039 printed): any letter checkBlind pairs with
 * the digit is taken. A reading shows the number as blindLettersShown finds it. The letters are taken only where they
 * lead the number and the zone read no letter before them. `readings`: every other reading's lines, the print's among
 * them. The caller puts the number in the zone as a correction: never PASS.
 */
export function blindLettersFromReadings(p: ParsedMrz, readings: readonly string[]): string | undefined {
  const { value, check } = p.documentNumber;
  if (p.format === 'FR-ID' || check === 'invalid') return undefined;
  const letters = blindLettersShown(value, readings);
  if (!letters.size) return undefined;
  const number = [...value].map((c, i) => letters.get(i) ?? c).join('');
  // Only letters that lead the number, as most numbers' letters do: the print beside a small zone, in its own face, adds
  // a letter after a digit (seed 229's FB2883993 printed-read FE2S83993, EA6600197 EASG00197; every zone reading right).
  if (![...letters.keys()].every((i) => /^[A-Z]*$/.test(number.slice(0, i)))) return undefined;
  // Nor after letters the zone read as letters: there the print, reading letters, reads on in letters (seed 311's
  // FR8549935 printed-read FRI549935, seed 281's KL8749176 KLS749176; every zone reading right).
  if (![...letters.keys()].every((i) => !/[A-Z]/.test(value.slice(0, i)))) return undefined;
  const layout = layoutOf(p);
  return isCheckValid(number, slice(p.lines, layout.documentNumberCheck)) && compositeAllows(p, number) ? number : undefined;
}

/**
 * The document number with letters for its first two characters where the lead read digits and another reading shows
 * those letters (issue 12, small scans: at 5-8 px a character B is read as 8 and D as 0, and B for 8 with D for 0 weigh
 * 21 + 39 at weights 7 and 3, so BD8485462 read 808485462 passes its check digit alike; the zone read again showed
 * BD8485462). A reading of the number with letters at the lead's first two places (letterPrefixReadings) is taken when it
 * passes the check digit as the lead reads it and the composite allows it, a reading shows it (its letters at their
 * places, the rest as the lead's but for one character, or one character lost: windowsOf), and no other such reading of
 * it is shown. `readings`: every other reading's lines, the print's among them. The caller puts the number in the zone as
 * a correction: never PASS.
 */
/**
 * The letters other readings show where `value` (a document number) has a digit its check digit cannot tell from them
 * (checkBlind), by place: a reading shows the number where its characters stand as `value`'s but for those letters and
 * at most one other character, or all but one and that one lost (windowsOf). A digit with two letters shown keeps the
 * last. `readings`: every other reading's lines, the print's among them.
 */
export function blindLettersShown(value: string, readings: readonly string[]): Map<number, string> {
  const letters = new Map<number, string>();
  if (value.length < 6 || value.length > 9 || !/[0-9]/.test(value)) return letters;
  for (const text of zoneCharacters(readings)) {
    for (const window of windowsOf(text, value.length)) {
      const blind = [...window].flatMap((c, i) => (c !== value[i] && checkBlind(c, value[i]!) ? [i] : []));
      const same = [...window].filter((c, i) => c === value[i]).length;
      if (!blind.length || same + blind.length < value.length - 1 || same < value.length - 3) continue;
      for (const i of blind) letters.set(i, window[i]!);
    }
  }
  return letters;
}

export function letterPrefixFromReadings(p: ParsedMrz, readings: readonly string[]): string | undefined {
  const { value, check } = p.documentNumber;
  if (p.format === 'FR-ID' || check === 'invalid' || value.length < 6 || value.length > 9) return undefined;
  const digit = slice(p.lines, layoutOf(p).documentNumberCheck);
  const candidates = letterPrefixReadings(value).filter((v) => isCheckValid(v, digit) && compositeAllows(p, v));
  if (!candidates.length) return undefined;
  const windows = zoneCharacters(readings).flatMap((t) => windowsOf(t, value.length));
  const shown = candidates.filter((v) => {
    const changed = [...v].flatMap((c, i) => (c !== value[i] ? [i] : []));
    return windows.some((w) => changed.every((i) => w[i] === v[i]) && [...w].filter((c, i) => c !== v[i]).length <= 1);
  });
  return shown.length === 1 ? shown[0] : undefined;
}
