import { checkDigit } from '../mrz/checkDigit.js';
import { isKnownStateCode } from '../mrz/countries.js';
import { chooseIssuingState, chooseNationality, knownStateReadings, type ParsedMrz } from '../mrz/parse.js';
import { normalizeMrzText } from '../mrz/normalize.js';
import type { VisualZone } from './viz.js';

/**
 * A nationality the lead read as no known code ('09A' for USA: at 5-8 px a character the data line's letters are read as
 * digits no confusion table maps back), taken from the other reading of the zone where that reading is of the same
 * format, aligned there (its birth and expiry dates pass their check digits either side of the code) and reads a known
 * code that the zone's issuing state or the visual zone shows too. A correction: the caller grades it WARNING. Returns
 * whether the zone was changed.
 */
export function nationalityFromOther(p: ParsedMrz, other: ParsedMrz | null, viz: VisualZone): boolean {
  if (!other || other.format !== p.format || p.format === 'FR-ID' || p.nationality.check !== 'invalid') return false;
  const code = other.nationality.value;
  const aligned = other.birthDate.check !== 'invalid' && other.expiryDate.check !== 'invalid';
  if (!aligned || other.nationality.check === 'invalid' || !isKnownStateCode(code) || (code !== p.issuingState.value && !viz.words.has(code))) return false;
  chooseNationality(p, code);
  return true;
}

/**
 * Failing that, a nationality another reading of the data line shows as a known code (IRL read 194 on the page and the
 * small page's zone read again 18L: R is read as 8), where that reading is aligned about it: the lead's birth and expiry
 * dates with their check digits stand there as the lead reads them, the sex between them (a TD1 prints the nationality
 * after the expiry's digit, the other formats before the birth date). Each such reading's three characters give the codes
 * a state code's look-alikes make of them (as the lead's own are solved); there must be exactly one known code among all
 * the readings, and the zone's issuing state or the visual zone must show it. A correction: the caller grades it WARNING.
 */
export function nationalityFromReadings(p: ParsedMrz, readings: readonly string[], viz: VisualZone): boolean {
  if (p.format === 'FR-ID' || p.nationality.check !== 'invalid' || p.birthDate.check === 'invalid' || p.expiryDate.check === 'invalid') return false;
  const dated = (v: string) => v + checkDigit(v);
  const dates = `${dated(p.birthDate.value)}.${dated(p.expiryDate.value)}`;
  const around = new RegExp(p.format === 'TD1' ? `${dates}(.{3})` : `(.{3})${dates}`);
  const codes = new Set(readings.flatMap((l) => {
    const read = around.exec(l.replace(/\s+/g, ''))?.[1];
    return read ? knownStateReadings(read) : [];
  }));
  const [code] = [...codes].map((c) => c.replace(/<+$/, ''));
  if (codes.size !== 1 || (code !== p.issuingState.value && !viz.words.has(code!))) return false;
  chooseNationality(p, code!);
  return true;
}

/**
 * Failing those, a passport's or identity card's nationality read as no known code in every reading (AUS read 09 on a
 * small scan, a character lost: seed 229's small-scan-3), taken as its issuing state where the data line is aligned
 * about it (its dates pass their check digits), the issuing state reads a known code, and the visual zone prints that
 * code and no other known code (a foreigner's card prints the holder's), or where the nationality as read is that code
 * but for one character and the visual zone prints no other known code. Not a visa's: it is issued to foreigners. A
 * correction: the caller grades it WARNING.
 */
export function nationalityFromPrint(p: ParsedMrz, viz: VisualZone): boolean {
  if (p.format === 'FR-ID' || p.nationality.check !== 'invalid' || p.birthDate.check === 'invalid' || p.expiryDate.check === 'invalid') return false;
  const state = p.issuingState.value;
  if (!/^(P|I[D<])/.test(p.documentCode) || p.issuingState.check === 'invalid' || !isKnownStateCode(state)) return false;
  // Read as the issuing state but for one character (seed 283's small-scan-jpeg-19: JPN read 0PN, the print unread).
  const near = [...state].filter((c, i) => c !== p.nationality.value[i]).length === 1;
  if (!near && !viz.words.has(state)) return false;
  if ([...viz.words].some((w) => w !== state && w.length === 3 && isKnownStateCode(w))) return false;
  chooseNationality(p, state);
  return true;
}

/**
 * An issuing state the lead read as no known code in any of its look-alikes ('83P' for ESP on a small scan: E read as
 * 8, S as 3), taken from another reading of the first line that stands at the same place: it starts with the lead's
 * document code and, after its state, reads the lead's next ten characters (a card's number and its check digit; a
 * passport's names). There must be exactly one known code among those readings, and it must be the zone's nationality
 * (a passport's and most cards' holders are the issuing state's nationals) or one the visual zone prints. A
 * correction: the caller grades the zone WARNING. Returns whether the zone was changed.
 */
export function issuingStateFromReadings(p: ParsedMrz, readings: readonly string[], viz: VisualZone): boolean {
  if (p.format === 'FR-ID' || p.issuingState.check !== 'invalid') return false;
  const lead = p.lines[0]!;
  const after = lead.slice(5, 15);
  const codes = new Set(readings.flatMap((text) => {
    const read = normalizeMrzText(text);
    return read.slice(0, 2) === lead.slice(0, 2) && read.slice(5, 15) === after ? knownStateReadings(read.slice(2, 5)) : [];
  }).map((c) => c.replace(/<+$/, '')));
  const [code] = [...codes];
  if (codes.size !== 1 || (code !== p.nationality.value && !viz.words.has(code!))) return false;
  chooseIssuingState(p, code!);
  return true;
}
