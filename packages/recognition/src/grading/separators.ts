import { splitName, type ParsedMrz } from '../mrz/parse.js';
import { vizHasName, type VisualZone } from './viz.js';
import { FILLER_MISREADS, normalizeMrzText } from '../mrz/normalize.js';
import { FILLER_WEIGHT } from '../mrz/confusions.js';

const fillerLike = (c: string | undefined) => c !== undefined && (c === '<' || FILLER_MISREADS.includes(c));

/** A name the visual zone prints as a line of its own (a field's value), spaces aside. */
const printedAlone = (viz: VisualZone, name: string) => viz.lines.some((ws) => ws.join('') === name.replace(/[^A-Z]/g, ''));

/** Where the name field lies: TD1 line 3 whole, TD2 and TD3 line 1 from its sixth character (ICAO 9303). */
export const nameField = (p: ParsedMrz): [line: number, start: number] => (p.format === 'TD1' ? [2, 0] : [0, 5]);

/** Letters a printed word differs from a name's by: one each read otherwise, or one lost from the print; else Infinity. */
function printedEdits(word: string, name: string): number {
  if (word.length === name.length) return [...word].filter((c, k) => c !== name[k]).length;
  if (word.length !== name.length - 1) return Infinity;
  return [...name].some((_, k) => name.slice(0, k) + name.slice(k + 1) === word) ? 1 : Infinity;
}

/**
 * Names of two words or more that a line of the visual zone prints as as many words, one letter in all read otherwise
 * or lost from the print (seed 313's small-scan-9: ZOE OLVIA printed for ZOECOLIVIA).
 */
function nearlyPrinted(viz: VisualZone, name: string): boolean {
  const parts = name.split(' ');
  if (parts.length < 2) return false;
  return viz.nameLines.some((line) => {
    const words = line.filter((w) => w !== ',');
    return words.length === parts.length && words.reduce((sum, w, i) => sum + printedEdits(w, parts[i]!), 0) === 1;
  });
}

/**
 * Names whose fillers a small scan read as letters ('OBRIENKCEVA' for OBRIEN<<EVA, 'SARAHCGRACE' for
 * SARAH<GRACE), put right where the visual zone prints the names so separated and not as read: the two
 * characters after a printed surname, both filler look-alikes, are the separator '<<' (one look-alike there is
 the separator collapsed by the decoding, when no pair is found); one look-alike
 * inside the given names that the printed names show as a space is a '<'; a single filler in a field with no
 * separator, followed by the printed given names, is the separator collapsed. Only a single such reading is
 * taken. The names come back 'corrected': PASS only as the visual zone prints them. Returns true when the
 * zone's name field was rewritten (the zone as a whole is then no more than a WARNING).
 */
export function restoreSeparators(p: ParsedMrz, viz: VisualZone): boolean {
  const [line, start] = nameField(p);
  const field = p.lines[line]!.slice(start);
  const surnamePrinted = vizHasName(viz, p.surname.value);
  const givenPrinted = !p.givenNames.value || vizHasName(viz, p.givenNames.value);
  if (surnamePrinted && givenPrinted) return false;
  const candidates = new Set<string>();
  const end = field.search(/<<<|<+$/) < 0 ? field.length : field.search(/<<<|<+$/);
  const surnameAt = (trial: string) => vizHasName(viz, splitName(trial).surname.value);
  for (let i = 1; i < end - 1 && !surnamePrinted; i++) {
    const pair = field.slice(i, i + 2);
    // The surname ends at a pair of filler look-alikes that is not already the separator.
    const trial = field.slice(0, i) + '<<' + field.slice(i + 2);
    if (pair !== '<<' && fillerLike(pair[0]) && fillerLike(pair[1]) && !field.slice(0, i).includes('<<') && surnameAt(trial)) {
      candidates.add(trial);
    }
  }
  // CTC decoding collapses a repeated character: '<<' read as 'CC' comes out as one C. The field's
  // trailing fillers make room for the filler put back.
  for (let i = 1; i < end - 1 && !surnamePrinted && !candidates.size && field.endsWith('<'); i++) {
    if (!FILLER_MISREADS.includes(field[i]!) || fillerLike(field[i - 1]) || fillerLike(field[i + 1]) || field.slice(0, i).includes('<')) continue;
    const trial = field.slice(0, i) + '<<' + field.slice(i + 1, -1);
    if (surnameAt(trial)) candidates.add(trial);
  }
  // No separator at all and a single filler between two words: the '<<' collapsed to one by the decoding,
  // when the words after it are the given names the visual zone prints as a field of their own ('SILVA<MATEO',
  // MATEO printed alone; a surname of two words printed misread, 'SIDVA MATEO', is not that).
  for (let i = 1; i < end - 1 && !field.slice(0, end).includes('<<') && field.endsWith('<'); i++) {
    if (field[i] !== '<' || field[i - 1] === '<' || field[i + 1] === '<') continue;
    const trial = field.slice(0, i) + '<' + field.slice(i, -1);
    const { givenNames } = splitName(trial);
    if (givenNames.value && printedAlone(viz, givenNames.value)) candidates.add(trial);
  }
  // One look-alike inside the given names standing for the filler between two of them. The next name may begin with
  // a look-alike itself ('NOAHKKENJI' for NOAH<KENJI): the print decides which of the two is the filler.
  // Failing that, where the print shows the names so separated with one letter of theirs read otherwise ('ISLA GRACI'
  // printed for ISLACGRACE, seed 101's small-scan-jpeg-27): the given names are then not printed as read, so no PASS.
  const separator = field.indexOf('<<');
  if (surnamePrinted && !givenPrinted && separator > 0) {
    const near: string[] = [];
    for (let i = separator + 3; i < end - 1; i++) {
      if (!FILLER_MISREADS.includes(field[i]!) || fillerLike(field[i - 1]) || field[i + 1] === '<') continue;
      const trial = field.slice(0, i) + '<' + field.slice(i + 1);
      if (vizHasName(viz, splitName(trial).givenNames.value)) candidates.add(trial);
      else if (nearlyPrinted(viz, splitName(trial).givenNames.value)) near.push(trial);
    }
    if (!candidates.size && near.length === 1) candidates.add(near[0]!);
  }
  // The first filler after the names read as a look-alike ('MULLER<<SARAHS<<<' for SARAH): the last name, printed
  // without that letter and not with it, ends before it.
  if (end > 1 && FILLER_MISREADS.includes(field[end - 1]!)) {
    const trial = field.slice(0, end - 1) + '<' + field.slice(end);
    const [before, after] = [splitName(field), splitName(trial)];
    const last = (n: ReturnType<typeof splitName>) => (n.givenNames.value ? n.givenNames.value : n.surname.value);
    if (vizHasName(viz, last(after)) && !vizHasName(viz, last(before))) candidates.add(trial);
  }
  // No reading puts three fillers before more names: they end the names there (FOX<<MEREDITH, the print reading FO, is no
  // FO<<<MEREDITH: the X before a separator already in place is a letter; seed 197's small-scan-22, graded FO PASS).
  for (const c of candidates) if (/<<<[A-Z]/.test(c)) candidates.delete(c);
  // Nor two separators before more names: ICAO 9303 has one (GARCIA<<ANNA, the print reading GAR, is no GAR<<IA<<ANNA:
  // seed 239's small-scan-jpeg-4, graded GAR PASS).
  for (const c of candidates) if ((c.match(/<<(?=[A-Z])/g) ?? []).length > 1) candidates.delete(c);
  // Given names the print confirmed as read stay confirmed: a reading that takes part of the surname into them is no
  // correction (seed 83's small-scan-11: JOHNSON<<JOHN read as JOHN<<ON<<JOHN, its surname 'printed' by the given name).
  if (p.givenNames.value && givenPrinted) {
    for (const c of candidates) if (!vizHasName(viz, splitName(c).givenNames.value)) candidates.delete(c);
  }
  // Two readings (the surname 'MORGANK' with the '<<' collapsed, or MORGAN with the separator's first filler read
  // as K): the one whose surname and given names the visual zone both prints is taken.
  const printedBoth = [...candidates].filter((c) => {
    const names = splitName(c);
    return vizHasName(viz, names.surname.value) && (!names.givenNames.value || vizHasName(viz, names.givenNames.value));
  });
  const chosen = candidates.size === 1 ? [...candidates][0] : printedBoth.length === 1 ? printedBoth[0] : undefined;
  if (chosen === undefined) return false;
  takeNameField(p, chosen);
  return true;
}

/**
 * Names whose '<<' between surname and given names the lead read as one or two filler look-alikes ('KIMSKJAMES' for
 * KIM<<JAMES) where another reading of the name line dropped that separator altogether ('KIMJAMES<<<<<'): the two
 * readings agree on every letter but the look-alikes, which stand where the other read nothing, so they are the
 * separator. Taken only where the lead's field has no separator, the names on either side are two letters or more and a
 * single place fits (a letter doubled in the lead, 'NILSSON', which the other reading may have collapsed to one, fits
 * at two); a single look-alike takes a filler from the field's end to make room. The names come back
 * 'corrected': never PASS. Returns true when the zone's name field was rewritten.
 */
export function restoreDroppedSeparator(p: ParsedMrz, readings: readonly string[]): boolean {
  const [line, start] = nameField(p);
  const field = p.lines[line]!.slice(start);
  const end = field.search(/<+$/);
  if (end < 0 || field.slice(0, end).includes('<<')) return false;
  const others = new Set(readings.map((r) => normalizeMrzText(r).replace(/<+$/, '')));
  const prefix = p.lines[line]!.slice(0, start);
  const candidates = new Set<string>();
  for (let i = 2; i < end - 2; i++) {
    for (const run of [1, 2]) {
      const look = field.slice(i, i + run);
      if (![...look].every((c) => FILLER_MISREADS.includes(c)) || i + run > end - 2) continue;
      const dropped = field.slice(0, i) + field.slice(i + run, end);
      if (!others.has(dropped) && !others.has(prefix + dropped)) continue;
      const trial = (field.slice(0, i) + '<<' + field.slice(i + run)).slice(0, field.length);
      candidates.add(trial);
    }
  }
  if (candidates.size !== 1) return false;
  const [chosen] = [...candidates] as [string];
  takeNameField(p, chosen);
  return true;
}

/** Writes a name field into the zone; the names come back 'corrected' (PASS only as the print shows them). */
export function takeNameField(p: ParsedMrz, written: string): void {
  const [line, start] = nameField(p);
  const { surname, givenNames } = splitName(written);
  p.lines[line] = p.lines[line]!.slice(0, start) + written;
  p.surname = { ...surname, check: 'corrected' };
  p.givenNames = { ...givenNames, check: 'corrected' };
}

/**
 * A passport's document code read 'PK' or 'PC': the filler after the P read as one of its two commonest look-alikes
 * (motion blur, 5-8 px characters). Put back as 'P<' unless the visual zone prints the code so (a state may give
 * the second character a meaning); service and diplomatic codes (PS, PD, PO) are left as read, but for a PS, PX or PZ
 * that another reading of the zone shows as P< before the same state. Returns whether the
 * zone was changed: a correction, so the zone as a whole is no more than a WARNING.
 */
export function restorePassportCode(p: ParsedMrz, viz: VisualZone, readings: readonly string[] = []): boolean {
  const code = p.lines[0]!.slice(0, 2);
  if (p.format !== 'TD3' || viz.words.has(code)) return false;
  // Any look-alike where another reading of the zone shows the filler before the same state ('PSUSA' in the band,
  // 'P<USA' on the page): a second witness, where PS alone may be a service passport.
  const state = p.lines[0]!.slice(2, 5);
  const witnessed = FILLER_MISREADS.includes(code[1]!) && readings.some((r) => normalizeMrzText(r).startsWith(`P<${state}`));
  // A letter that weighs as a filler ('PA', A at 10) where another reading shows one of the commonest look-alikes instead
  // before the same state ('PCFRA' in the band, 'PAFRA' on the page): two readings, two letters, one filler.
  const unlike = FILLER_WEIGHT.includes(code[1]!) && readings.map(normalizeMrzText).some((r) => /^P[KC<]/.test(r) && r[1] !== code[1] && r.slice(2, 5) === state);
  if (code !== 'PK' && code !== 'PC' && !witnessed && !unlike) return false;
  p.lines[0] = 'P<' + p.lines[0]!.slice(2);
  p.documentCode = 'P';
  return true;
}
