/**
 * UK (DVLA) driver numbers, 16 characters (licence field 5): surname's first five letters padded
 * with 9, decade digit of the birth year, birth month (plus 5 in the tens for women), birth day,
 * year digit, two initials (9 when there is no second), an arbitrary digit, two check letters.
 */
export interface UkDriverNumber {
  number: string;
  surnamePrefix: string;
  /** Two-digit birth year, month and day. */
  yy: number;
  month: number;
  day: number;
  sex: 'M' | 'F';
  initials: string;
}

export const UK_DRIVER_NUMBER = /^[A-Z9]{5}\d{6}[A-Z9]{2}\d[A-Z]{2}$/;

export function decodeUkDriverNumber(raw: string): UkDriverNumber | null {
  const number = raw.toUpperCase().replace(/\s+/g, '');
  if (!UK_DRIVER_NUMBER.test(number)) return null;
  const monthField = Number(number.slice(6, 8));
  const female = monthField > 50;
  const month = female ? monthField - 50 : monthField;
  const day = Number(number.slice(8, 10));
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return {
    number,
    surnamePrefix: number.slice(0, 5),
    yy: Number(number[5]! + number[10]!),
    month,
    day,
    sex: female ? 'F' : 'M',
    initials: number.slice(11, 13),
  };
}

const DIGIT: Record<string, string> = { O: '0', D: '0', Q: '0', I: '1', L: '1', Z: '2', S: '5', B: '8', G: '6', T: '7' };
const LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B', '6': 'G', '4': 'A', '7': 'T' };
/** Character class of each of the 16 positions: L letter or 9, D digit. */
const SHAPE = 'LLLLLDDDDDDLLDLL';

/**
 * A driver number as OCR read it, fitted to its shape: digits in letter positions become letters
 * and the other way round (9 stays, it pads letter fields), and an issue number run on after it
 * ('...XM 46' read as '...XM46') is dropped. The caller keeps the result only if fields 1-3 agree.
 */
export function fitUkDriverNumber(raw: string): string | null {
  const compact = raw.toUpperCase().replace(/\s+/g, '');
  if (compact.length < 16 || compact.length > 18) return null;
  const fitted = [...compact.slice(0, 16)]
    .map((c, i) => (SHAPE[i] === 'D' ? (DIGIT[c] ?? c) : c === '9' ? c : (LETTER[c] ?? c)))
    .join('');
  return UK_DRIVER_NUMBER.test(fitted) ? fitted : null;
}

/** The five surname characters DVLA encodes: letters only, MAC as MC, padded with 9. */
export function ukSurnamePrefix(surname: string): string {
  const letters = surname.toUpperCase().replace(/[^A-Z]/g, '').replace(/^MAC/, 'MC');
  return letters.slice(0, 5).padEnd(5, '9');
}

/** The first two initials of the given names, 9 for a missing second one. */
export function ukInitials(givenNames: string): string {
  const initials = givenNames.toUpperCase().split(/[^A-Z]+/).filter(Boolean).map((w) => w[0]);
  return (initials.slice(0, 2).join('') + '99').slice(0, 2);
}

/** Builds the first 13 characters of a driver number (used by the corpus and the cross-checks). */
export function ukDriverNumberStem(surname: string, givenNames: string, birth: { year: number; month: number; day: number }, sex: 'M' | 'F'): string {
  const yy = String(birth.year % 100).padStart(2, '0');
  const month = String(birth.month + (sex === 'F' ? 50 : 0)).padStart(2, '0');
  return `${ukSurnamePrefix(surname)}${yy[0]}${month}${String(birth.day).padStart(2, '0')}${yy[1]}${ukInitials(givenNames)}`;
}
