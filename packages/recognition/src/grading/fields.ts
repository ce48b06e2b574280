import type { FieldCode, Grade, RecognizedField } from '../types.js';

/** The spec's scanned-document fields (customer-area.md §3), in display order. */
export const FIELD_NAMES: Record<FieldCode, string> = {
  2: 'Document Number',
  3: 'Date of Expiry',
  4: 'Date of Issue',
  5: 'Date of Birth',
  8: 'Surname',
  9: 'Given Names',
  11: 'Nationality',
  12: 'Gender',
  51: 'MRZ Strings',
};

export const FIELD_CODES = [2, 3, 4, 5, 8, 9, 11, 12, 51] as const satisfies readonly FieldCode[];

const DATE_CODES: FieldCode[] = [3, 4, 5];

/** One graded value; `null` means the document does not carry this field. */
export interface Graded {
  value: string;
  grade: Grade;
  reasons: string[];
}

export const graded = (value: string, grade: Grade, ...reasons: string[]): Graded => ({ value, grade, reasons });

/** Builds the spec's field list: every code present, absent ones hidden (display 1), never failed. */
export function buildFields(values: Partial<Record<FieldCode, Graded>>): RecognizedField[] {
  return FIELD_CODES.map((code) => {
    const g = values[code];
    const maxLength = DATE_CODES.includes(code) ? 10 : 128;
    if (!g) return { code, name: FIELD_NAMES[code], value: '', maxLength, display: 1, grade: 'ABSENT', reasons: ['not carried by this document'] };
    // An empty value is never confirmed, whatever the reasons said.
    const grade: Grade = g.value === '' && g.grade !== 'ABSENT' ? 'FAIL' : g.grade;
    return { code, name: FIELD_NAMES[code], value: g.value, maxLength, display: 2, grade, reasons: g.reasons };
  });
}

/** The lower of two grades. */
export function worst(a: Grade, b: Grade): Grade {
  const order: Grade[] = ['FAIL', 'WARNING', 'PASS'];
  return order[Math.min(order.indexOf(a), order.indexOf(b))] ?? 'FAIL';
}

export const cap = (g: Graded, max: Grade, reason: string): Graded =>
  worst(g.grade, max) === g.grade ? g : { ...g, grade: worst(g.grade, max), reasons: [...g.reasons, reason] };
