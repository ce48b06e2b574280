import { mrzDate } from '../dates.js';
import { checkBlind, checkDigit } from '../mrz/checkDigit.js';
import { letterPrefixReadings, SMALL_CHARACTER_PITCH } from '../mrz/confusions.js';
import { FILLER_MISREADS } from '../mrz/normalize.js';
import type { ParsedMrz, MrzValue } from '../mrz/parse.js';
import type { DocumentKind, FieldCode } from '../types.js';
import { cap, graded, type Graded } from './fields.js';
import { SEX_WORDS } from './unreadSex.js';
import { fold, vizHasName, type VisualZone } from './viz.js';

/** Kind of document from the zone's document code (ICAO 9303 part 4-6: P passport, V visa, I/A/C cards). */
export function mrzKind(p: ParsedMrz): DocumentKind {
  const code = p.documentCode;
  if (p.format === 'TD3' && code.startsWith('P')) return 'passport';
  if (code.startsWith('V')) return 'visa';
  if (/^[IAC]R/.test(code)) return 'residence-permit';
  if (/^[IAC]/.test(code)) return 'id-card';
  return 'unknown';
}

/** A check-digit-covered value: PASS when it read true, WARNING when a correction made it pass. */
export function checked(v: MrzValue, display: string, what: string): Graded {
  if (!display) return graded('', 'FAIL', `${what}: not a valid value (${v.value})`);
  if (v.check === 'valid') return graded(display, 'PASS', `${what}: check digit confirms`);
  if (v.check === 'corrected') return graded(display, 'WARNING', `${what}: check digit passes only after correcting OCR confusions`);
  return graded(display, 'FAIL', `${what}: check digit fails`);
}

/** The reason a value no check digit covers ends with when nothing else confirmed it (secondReading.ts reads it). */
export const READ_ONCE = 'one reading only';

/** Values no check digit covers need a second reading: the printed zone or a second OCR pass. */
function confirmed(v: MrzValue, what: string, inViz: boolean, secondAgrees: boolean): Graded {
  if (v.check === 'invalid' || !v.value) return graded(v.value, 'FAIL', `${what}: not a valid value`);
  // A code read with a digit for a letter ('1RL'), corrected to the one known code, and printed so in the
  // visual zone: confirmed by that independent reading, as a name corrected so is.
  if (v.check === 'corrected' && inViz) return graded(v.value, 'PASS', `${what}: corrected from OCR confusions, and the visual zone prints the corrected code`);
  if (v.check === 'corrected') return graded(v.value, 'WARNING', `${what}: corrected from OCR confusions`);
  if (inViz) return graded(v.value, 'PASS', `${what}: also printed in the visual zone`);
  if (secondAgrees) return graded(v.value, 'PASS', `${what}: a second reading of the zone agrees`);
  return graded(v.value, 'WARNING', `${what}: ${READ_ONCE}`);
}

/** Names: no check digit covers them, so PASS needs the printed zone to carry the same words. */
export function name(v: MrzValue, what: string, viz: VisualZone): Graded {
  if (!v.value) return graded('', 'FAIL', `${what}: empty`);
  const printed = vizHasName(viz, v.value);
  // A corrected name is trusted only when the printed zone, read independently, shows the corrected form.
  if (v.check === 'corrected') {
    return printed
      ? graded(v.value, 'PASS', `${what}: digits read in the zone's name were corrected, and the visual zone prints the corrected words`)
      : graded(v.value, 'WARNING', `${what}: digits in the name were corrected`);
  }
  if (printed) return graded(v.value, 'PASS', `${what}: the visual zone prints the same words`);
  return graded(v.value, 'WARNING', `${what}: not found in the visual zone (no check digit covers names)`);
}

const SEX: Record<string, string> = { M: 'M', F: 'F', X: 'X', '<': 'X' };

/** A state code the visual zone prints (its header, the nationality field). */
const printedCode = (viz: VisualZone, code: MrzValue) => viz.words.has(fold(code.value));

export function gradeMrz(p: ParsedMrz, viz: VisualZone, second: ParsedMrz | null, zonePitch?: number): Partial<Record<FieldCode, Graded>> {
  // Another reading confirms a value no check digit covers only where the line is aligned: the dates on
  // either side of nationality and sex pass their check digits (as read or corrected in place). A line
  // that lost or gained characters (a TD1 read as TD2) puts a filler at the sex position in both readings
  // alike, and a one-letter sex found among the printed words is then a coincidence.
  const aligned = p.birthDate.check !== 'invalid' && p.expiryDate.check !== 'invalid';
  // A sex the other reading only corrected to ('H' at its place read as M) is no second reading of it. A corrected
  // nationality still is: its correction is the one known code its characters can read as, not a look-alike guess.
  const agrees = (key: 'nationality' | 'sex') => aligned && second !== null && second[key].value === p[key].value && (key !== 'sex' || second.sex.check === 'none');
  const sexWord = SEX_WORDS[SEX[p.sex.value] as keyof typeof SEX_WORDS] ?? [];
  const values: Partial<Record<FieldCode, Graded>> = {
    2: checked(p.documentNumber, p.documentNumber.value, 'document number'),
    3: checked(p.expiryDate, mrzDate(p.expiryDate.value, 'expiry'), 'date of expiry'),
    5: checked(p.birthDate, mrzDate(p.birthDate.value, 'birth'), 'date of birth'),
    8: name(p.surname, 'surname', viz),
    9: name(p.givenNames, 'given names', viz),
    11: confirmed(p.nationality, 'nationality', printedCode(viz, p.nationality), agrees('nationality')),
    12: { ...confirmed(p.sex, 'gender', aligned && sexWord.some((w) => viz.words.has(w)), agrees('sex')), value: SEX[p.sex.value] ?? '' },
    51: graded(p.lines.join('\n'), 'PASS', 'machine-readable zone'),
  };
  // Check digits weigh characters 7, 3, 1: two confusions can cancel out (CC read as 00 passes the number's
  // digit and the composite alike). Another reading of the zone that reads another number contradicts it.
  if (second && second.format === p.format && second.documentNumber.value !== p.documentNumber.value && values[2]!.grade === 'PASS') {
    values[2] = cap(values[2]!, 'WARNING', `document number: another reading of the zone reads ${second.documentNumber.value}`);
  }
  // A passport's or TD2's number stands on the data line with the dates: where both dates fail their check digits the
  // line may be shifted (a character lost before them), and the number's digit passing is then a coincidence (seed
  // 347's small-scan-jpeg-3: HC7355677 read H73556773, its C lost, the digit after it passing).
  if (p.format !== 'TD1' && values[2]!.grade === 'PASS' && p.birthDate.check === 'invalid' && p.expiryDate.check === 'invalid') {
    values[2] = cap(values[2]!, 'WARNING', 'document number: the dates after it on its line fail their check digits (the line may be shifted)');
  }
  const twin = values[2]!.grade === 'PASS' ? blindTwinIn(viz, p.documentNumber.value) : undefined;
  if (twin) values[2] = cap(values[2]!, 'WARNING', `document number: the visual zone prints ${twin}, which its check digit cannot tell from it`);
  else if (p.numberK && values[2]!.grade === 'PASS' && !viz.words.has(p.documentNumber.value)) {
    values[2] = cap(values[2]!, 'WARNING', 'document number: a K before its fillers weighs as a filler, so its check digit cannot tell whether it was printed');
  }
  // At 5-8 px a character a number's leading letters are read as digits (BZ8316054 as 828316054), and two such misreads
  // can cancel out in every check digit: where one of those readings passes alike, the check digit confirms neither.
  // The printed number is no second reading here: it is as small, and read by the same recogniser with the same
  // confusions (828316054 printed and in the zone alike).
  const small = zonePitch !== undefined && zonePitch <= SMALL_CHARACTER_PITCH;
  const prefixTwin = small && values[2]!.grade === 'PASS' ? letterPrefixTwin(p.documentNumber.value) : undefined;
  if (prefixTwin) values[2] = cap(values[2]!, 'WARNING', `document number: at this size its first characters may be letters read as digits (${prefixTwin} passes its check digit alike)`);
  // Letters a letter becomes with strokes lost, that a check digit weighs alike (P 25 and F 15 read without its bowl's
  // close; Q 26 and G 16 without its tail): at this size the digit cannot tell which was printed (seed 353's
  // small-scan-jpeg-4: PP5335432 read FP5335432 in every reading, graded PASS).
  const strokeTwin = small && values[2]!.grade === 'PASS' ? [...p.documentNumber.value].find((c) => STROKE_TWINS[c]) : undefined;
  if (strokeTwin) values[2] = cap(values[2]!, 'WARNING', `document number: at this size its ${strokeTwin} may be a ${STROKE_TWINS[strokeTwin]} (its check digit weighs them alike)`);
  // No given names (a person with one name) confirm the zone only where no other reading of it reads some (seed 307's
  // small-scan-29: CHLOE lost from the lead's name line, read by the band; the zone graded PASS without it).
  const givenElsewhere = second?.format === p.format && !!second.givenNames.value;
  return applyZoneChecks(p, viz, values, small, givenElsewhere);
}

/** A letter and the one it may have been read from with strokes lost, which a check digit weighs alike (checkBlind's letters). */
const STROKE_TWINS: Record<string, string> = { F: 'P', G: 'Q' };

/** A reading of `value` with letters for its leading digits that passes its check digit alike. */
function letterPrefixTwin(value: string): string | undefined {
  const digit = checkDigit(value);
  return letterPrefixReadings(value).find((v) => checkDigit(v) === digit);
}

/**
 * A printed word that differs from `value` only by letters and digits a check digit cannot tell apart (checkBlind: G and
 * 6, S and 8, W and 2 ...), if the visual zone has one (TG6805710 read under motion blur as T66805710 passed its digit).
 */
export function blindTwinIn(viz: VisualZone, value: string): string | undefined {
  if (!value || viz.words.has(value)) return undefined;
  for (const word of viz.words) {
    if (word.length !== value.length || word === value) continue;
    if ([...word].every((c, i) => c === value[i] || checkBlind(c, value[i]!) || checkBlind(value[i]!, c))) return word;
  }
  return undefined;
}

/** A failed composite digit, or a printed date that contradicts the zone, caps what it covers. */
function applyZoneChecks(p: ParsedMrz, viz: VisualZone, v: Partial<Record<FieldCode, Graded>>, small = false, givenElsewhere = false): Partial<Record<FieldCode, Graded>> {
  const allValid = [p.documentNumber, p.birthDate, p.expiryDate].every((x) => x.check === 'valid');
  // A composite put back at its place (compositeMoved) is no evidence against them, as an unread one is not.
  if (p.composite === false || (p.fillersRestored && !p.compositeMoved)) {
    // Fillers put back so that the composite passes confirm nothing more than a failing composite does.
    const why = p.fillersRestored ? 'composite check digit passes only with the optional data taken as fillers' : 'composite check digit fails';
    for (const code of [2, 3, 5] as const) v[code] = cap(v[code]!, 'WARNING', why);
  }
  // The zone as a whole passes only as read, every part of it confirmed: no check digit covers the state
  // codes and sex (a TD1 line 2 with NGA read as 2G passed every digit), so they must read as valid codes;
  // a state code mapped from digits or taken from the nationality is a guess, unless the visual zone prints it.
  const codeOk = (c: MrzValue) => c.check === 'none' || (c.check === 'corrected' && printedCode(viz, c));
  // No check digit covers the document code either: a second character that is a filler look-alike ('PC' for
  // 'P<' on a small scan) is a filler misread as often as a type letter, unless the visual zone prints the code.
  // On a small page (`small`: zone characters SMALL_CHARACTER_PITCH wide or narrower) a passport's filler there was read
  // as A too (seed 257's small-scan-21: P<NZL read PANZL, the zone graded PASS): any letter there is then unconfirmed.
  const type = p.lines[0]!.slice(0, 2);
  const typeOk = (!FILLER_MISREADS.includes(type[1]!) && !(small && type[0] === 'P' && type[1] !== '<')) || viz.words.has(type);
  const zoneOk = allValid && v[2]!.grade === 'PASS' && p.composite !== false && codeOk(p.issuingState) && codeOk(p.nationality) && p.sex.check === 'none' && typeOk;
  const namesOk = v[8]!.grade === 'PASS' && (v[9]!.grade === 'PASS' || (v[9]!.value === '' && !givenElsewhere));
  if (!zoneOk) v[51] = graded(v[51]!.value, p.composite === false ? 'FAIL' : 'WARNING', 'machine-readable zone: not every check digit passes as read');
  else if (p.compositeUnread) v[51] = graded(v[51]!.value, 'WARNING', 'machine-readable zone: its composite check digit was not read (the line ends short)');
  else if (p.codeGuessed) v[51] = graded(v[51]!.value, 'WARNING', 'machine-readable zone: the first letter of the document code was not read');
  else if (p.codeCorrected) v[51] = graded(v[51]!.value, 'WARNING', 'machine-readable zone: the document code was read with a character ICAO does not use there, and put back');
  else if (p.compositeMoved) v[51] = graded(v[51]!.value, 'WARNING', "machine-readable zone: its composite check digit was read inside the optional data (the line's fillers lost) and put back at its place");
  else if (p.fillersRestored) v[51] = graded(v[51]!.value, 'WARNING', 'machine-readable zone: optional data read as look-alikes of fillers was taken as fillers (the composite check digit then passes)');
  else if (p.optionalLookAlikes) v[51] = graded(v[51]!.value, 'WARNING', 'machine-readable zone: a few look-alikes of fillers in the optional data were taken as fillers; its composite check digit passes either way');
  else if (p.optionalUnread) v[51] = graded(v[51]!.value, 'WARNING', "machine-readable zone: its first line's optional data was not read (taken as fillers)");
  else if (p.optionalK) v[51] = graded(v[51]!.value, 'WARNING', 'machine-readable zone: a K beside fillers in the optional data weighs as a filler, so no check digit tells them apart');
  // Check digits do not cover the name line: the zone as a whole is confirmed only with the names.
  else if (!namesOk) v[51] = graded(v[51]!.value, 'WARNING', 'machine-readable zone: its names are not confirmed by the visual zone');
  if (viz.dates.length >= 2) {
    for (const code of [3, 5] as const) {
      const g = v[code]!;
      if (g.value && !viz.dates.includes(g.value)) v[code] = cap(g, 'WARNING', 'the visual zone prints dates but not this one');
    }
  }
  return v;
}
