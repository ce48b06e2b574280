import { dateKey, mrzDate } from '../dates.js';
import type { AamvaLicence } from '../licence/aamva.js';
import { firstDate, licenceNumber, type EuFields } from '../licence/euLicence.js';
import { decodeUkDriverNumber, fitUkDriverNumber, ukInitials, ukSurnamePrefix, type UkDriverNumber } from '../licence/ukDriverNumber.js';
import type { FieldCode } from '../types.js';
import { cap, graded, type Graded } from './fields.js';

type Values = Partial<Record<FieldCode, Graded>>;

const one = (value: string, what: string): Graded => graded(value, 'WARNING', `${what}: one printed reading`);

const NAME_LOOKALIKES: Record<string, string> = { '!': 'I', '|': 'I', '1': 'I', '0': 'O', '5': 'S', '8': 'B', '€': 'E', $: 'S' };

/** A printed name: upper case, letters only (with spaces, hyphens, apostrophes); digit look-alikes read back as letters. */
export const printedName = (value: string | undefined): string =>
  [...(value ?? '').toUpperCase()]
    .map((c) => NAME_LOOKALIKES[c] ?? c)
    .join('')
    .replace(/[^\p{L} '-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** EU-format licence: every printed field is one reading; a UK driver number is a second one. */
export function gradeEuLicence(f: EuFields): { values: Values; uk: boolean } {
  const surname = printedName(f['1']);
  const given = printedName(f['2']);
  const number = licenceNumber(f['5']);
  const values: Values = {
    2: one(number, 'licence number (field 5)'),
    3: one(firstDate(f['4b']), 'date of expiry (field 4b)'),
    4: one(firstDate(f['4a']), 'date of issue (field 4a)'),
    5: one(firstDate(f['3']), 'date of birth (field 3)'),
    8: one(surname, 'surname (field 1)'),
    9: one(given, 'given names (field 2)'),
  };
  const uk = decodeUkDriverNumber(number) ?? fittedUkNumber(number, surname, values[5]!.value);
  if (uk) crossCheckUk(values, uk, surname, given);
  if (uk && uk.number !== number) values[2]!.reasons.push('licence number: OCR confusions corrected to the driver-number shape');
  return { values: checkDateOrder(values), uk: uk !== null };
}

/** An OCR-confused UK number is kept only when its surname and birth date then agree with fields 1 and 3. */
function fittedUkNumber(number: string, surname: string, birth: string): UkDriverNumber | null {
  const fitted = fitUkDriverNumber(number);
  const uk = fitted ? decodeUkDriverNumber(fitted) : null;
  if (!uk || uk.surnamePrefix !== ukSurnamePrefix(surname)) return null;
  const dd = String(uk.day).padStart(2, '0');
  const mm = String(uk.month).padStart(2, '0');
  return birth.startsWith(`${dd}/${mm}/`) && birth.endsWith(String(uk.yy).padStart(2, '0')) ? uk : null;
}

/** The driver number encodes surname, birth date and sex: agreement confirms both readings. */
function crossCheckUk(v: Values, uk: UkDriverNumber, surname: string, given: string): void {
  const encodedBirth = mrzDate(`${String(uk.yy).padStart(2, '0')}${String(uk.month).padStart(2, '0')}${String(uk.day).padStart(2, '0')}`, 'birth');
  const birthAgrees = encodedBirth !== '' && encodedBirth.slice(0, 5) === v[5]!.value.slice(0, 5) && encodedBirth.slice(-2) === v[5]!.value.slice(-2);
  if (surname && uk.surnamePrefix === ukSurnamePrefix(surname)) {
    v[8] = graded(surname, 'PASS', 'surname: field 1 agrees with the driver number');
  } else if (surname) v[8] = cap(v[8]!, 'WARNING', 'surname: the driver number encodes another surname');
  if (birthAgrees) v[5] = graded(v[5]!.value, 'PASS', 'date of birth: field 3 agrees with the driver number');
  else if (v[5]!.value) v[5] = graded(v[5]!.value, 'FAIL', 'date of birth: field 3 contradicts the driver number');
  v[12] = birthAgrees
    ? graded(uk.sex, 'PASS', 'gender: from the driver number, whose birth month agrees with field 3')
    : graded(uk.sex, 'WARNING', 'gender: from the driver number only');
  const stemAgrees = birthAgrees && v[8]!.grade === 'PASS' && ukInitials(given) === uk.initials;
  v[2] = graded(uk.number, 'WARNING', stemAgrees
    ? 'licence number: fields 1, 2 and 3 confirm its first 13 characters; the last 3 are one reading'
    : 'licence number: one reading, not fully consistent with fields 1, 2 and 3');
}

/** Birth before issue before expiry; a reading that breaks the order cannot be trusted. */
function checkDateOrder(v: Values): Values {
  const [birth, issue, expiry] = [v[5]?.value, v[4]?.value, v[3]?.value];
  if (birth && issue && dateKey(birth) >= dateKey(issue)) v[4] = graded(issue, 'FAIL', 'date of issue: not after the date of birth');
  if (issue && expiry && dateKey(issue) >= dateKey(expiry)) v[3] = graded(expiry, 'FAIL', 'date of expiry: not after the date of issue');
  return v;
}

/** AAMVA barcode: PDF417's error correction makes every decoded element a confirmed reading. */
export function gradeAamva(a: AamvaLicence): Values {
  const bar = (value: string, what: string): Graded =>
    value ? graded(value, 'PASS', `${what}: from the PDF417 barcode`) : graded('', 'FAIL', `${what}: not in the barcode`);
  return checkDateOrder({
    2: bar(a.documentNumber, 'licence number (DAQ)'),
    3: bar(a.expiryDate, 'date of expiry (DBA)'),
    4: bar(a.issueDate, 'date of issue (DBD)'),
    5: bar(a.birthDate, 'date of birth (DBB)'),
    8: bar(a.surname, 'surname (DCS)'),
    9: bar(a.givenNames, 'given names (DAC, DAD)'),
    12: bar(a.sex, 'gender (DBC)'),
  });
}
