import isoCountries from 'i18n-iso-countries';
import { parsePropertyDate, REVIEW_FIELD_CODES, SCANNED_FIELD_CODES, SCANNED_FIELD_NAMES, scannedMaxLength, type ConfirmedField, type RecognitionDocType, type ScannedField, type ScannedFieldCode } from '@vault/contract';

/** A field as it may arrive: only code and value are needed. */
export type LooseField = Pick<ScannedField, 'code' | 'value'> & Partial<Pick<ScannedField, 'grade' | 'display'>>;

/**
 * The review dialog's field list (spec §4 "missing fields are added for PP and DL"): every code once,
 * in spec order, with its name and maxLength (128, dates 10). A field the type reviews that the scan
 * did not give (or gave hidden) is shown empty and graded FAIL, so the user fills it in; the others keep
 * what recognition said, and a code nobody gave stays hidden.
 */
export function reviewFields(docType: RecognitionDocType, given: readonly LooseField[]): ScannedField[] {
  const byCode = new Map(given.map((f) => [f.code, f]));
  const reviewed = REVIEW_FIELD_CODES[docType];
  return SCANNED_FIELD_CODES.map((code) => {
    const f = byCode.get(code);
    const base = { code, name: SCANNED_FIELD_NAMES[code], maxLength: scannedMaxLength(code) };
    const value = (f?.value ?? '').slice(0, base.maxLength);
    const shown = f?.display === 2 || (f !== undefined && f.display === undefined && value !== '');
    if (reviewed.includes(code) && !shown) return { ...base, value, display: 2, grade: 'FAIL' };
    if (!f || !shown) return { ...base, value: '', display: 1, grade: 'ABSENT' };
    const grade = f.grade && f.grade !== 'ABSENT' ? f.grade : 'FAIL';
    return { ...base, value, display: 2, grade: value === '' ? 'FAIL' : grade };
  });
}

/** The person's details a document can set (profiles columns; dates ISO, nationality ISO alpha-2). */
export interface PersonDetails {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  nationality: string | null;
  gender: 'MALE' | 'FEMALE' | 'OTHER' | null;
}

const GENDERS: Record<string, PersonDetails['gender']> = { M: 'MALE', F: 'FEMALE', X: 'OTHER' };
/** ICAO 9303 codes that are not ISO 3166 alpha-3 but name a country. */
const ICAO_SPECIAL: Record<string, string> = { D: 'DE', GBD: 'GB', GBN: 'GB', GBO: 'GB', GBP: 'GB', GBS: 'GB', RKS: 'XK' };

/** ICAO nationality (GBR, D) to the profile's ISO alpha-2 (GB, DE); null for codes with no country (UTO, XXA). */
export function nationalityOf(icao: string): string | null {
  const code = icao.replace(/</g, '').trim().toUpperCase();
  if (ICAO_SPECIAL[code]) return ICAO_SPECIAL[code];
  if (code.length === 2 && isoCountries.isValid(code)) return code;
  return (code.length === 3 && isoCountries.alpha3ToAlpha2(code)) || null;
}

/**
 * What the confirmed fields say about the person, only where they say something usable: an empty,
 * impossible or unmappable value changes nothing. Given names: the first is the first name, the rest
 * the middle name(s).
 */
export function detailsFromFields(fields: readonly ConfirmedField[]): Partial<PersonDetails> {
  const value = (code: ScannedFieldCode) => fields.find((f) => f.code === code)?.value.trim() ?? '';
  const out: Partial<PersonDetails> = {};
  const surname = value(8);
  if (surname) out.lastName = surname;
  const given = value(9).split(/\s+/).filter(Boolean);
  if (given.length) {
    out.firstName = given[0]!;
    out.middleName = given.length > 1 ? given.slice(1).join(' ') : null;
  }
  const birth = value(5) ? parsePropertyDate(value(5)) : null;
  if (birth) out.dateOfBirth = birth;
  const nationality = value(11) ? nationalityOf(value(11)) : null;
  if (nationality) out.nationality = nationality;
  const gender = GENDERS[value(12).toUpperCase()];
  if (gender) out.gender = gender;
  return out;
}

/** The details that would change: the profile has a different value (names compared without case). */
export function changedDetails(current: PersonDetails, next: Partial<PersonDetails>): (keyof PersonDetails)[] {
  const same = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  return (Object.keys(next) as (keyof PersonDetails)[]).filter((k) => !same(current[k], next[k] ?? null));
}

/** Existing details the fields would overwrite (the profile-exists question: '1' when any). */
export const overwrittenDetails = (current: PersonDetails, next: Partial<PersonDetails>) => changedDetails(current, next).filter((k) => current[k] !== null && current[k] !== '');

const fullName = (d: Partial<PersonDetails>) => [d.firstName, d.middleName, d.lastName].filter((part) => part && part.trim()).join(' ');

/**
 * Where the document disagrees with the holder's recorded name or date of birth (names compared
 * without case), for the warning in the ID review. Only recorded details count.
 */
export function profileDifferences(current: PersonDetails, next: Partial<PersonDetails>): Array<{ detail: 'name' | 'dateOfBirth'; profile: string; document: string }> {
  const overwritten = overwrittenDetails(current, next);
  const out: Array<{ detail: 'name' | 'dateOfBirth'; profile: string; document: string }> = [];
  const nameParts = (['firstName', 'middleName', 'lastName'] as const).filter((k) => k in next);
  if (nameParts.some((k) => overwritten.includes(k))) out.push({ detail: 'name', profile: fullName(current), document: fullName({ ...current, ...next }) });
  if (overwritten.includes('dateOfBirth')) out.push({ detail: 'dateOfBirth', profile: current.dateOfBirth!, document: next.dateOfBirth ?? '' });
  return out;
}
