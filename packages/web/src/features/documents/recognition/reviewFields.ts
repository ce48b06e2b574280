import {
  MRZ_FIELD_CODE,
  REVIEW_FIELD_CODES,
  SCANNED_DATE_CODES,
  SCANNED_FIELD_NAMES,
  confirmedFieldProblems,
  propertyProblems,
  scannedMaxLength,
  type ErrorKey,
  type PropertyRule,
  type RecognitionEntry,
  type ScanGrade,
  type ScannedField,
  type ScannedFieldCode,
} from '@vault/contract';

/**
 * The review dialog's field rules (customer-area.md §4 ID review, §5 Scanned fields), pure so they
 * are tested without a browser.
 */

/** The types read on upload whose review dialog saves through the per-type calls (spec §4: PP and DL). */
export const RECOGNITION_TYPES = ['PP', 'DL'] as const;
export type RecognitionType = (typeof RECOGNITION_TYPES)[number];
export const isRecognitionType = (docType: string | null): docType is RecognitionType => RECOGNITION_TYPES.includes(docType as RecognitionType);

/** Path segment of the per-type upload and update calls. */
export const REVIEW_SLUG: Record<RecognitionType, string> = { PP: 'passport', DL: 'driving-licence' };

/**
 * Missing fields are added for PP and DL (spec §4): every code the type's review shows and the scan
 * did not yield is added empty, shown, with a failing grade (so it reads 'Manual review needed').
 * Fields come back in code order, each code once.
 */
export function withMissingFields(docType: RecognitionType, fields: readonly ScannedField[]): ScannedField[] {
  const byCode = new Map<number, ScannedField>();
  for (const field of fields) if (!byCode.has(field.code)) byCode.set(field.code, field);
  for (const code of REVIEW_FIELD_CODES[docType]) {
    if (byCode.has(code)) continue;
    byCode.set(code, { code, name: SCANNED_FIELD_NAMES[code], value: '', maxLength: scannedMaxLength(code), display: 2, grade: 'FAIL' });
  }
  return [...byCode.values()].sort((a, b) => a.code - b.code);
}

/** Display flag 1 hides a field the document does not carry; only 2 is shown. */
export const visibleFields = (fields: readonly ScannedField[]): ScannedField[] => fields.filter((f) => f.display === 2);

/** Grade text key (spec §4): PASS, WARNING, anything else. */
export function gradeTextKey(grade: ScanGrade | string): 'review.grade.pass' | 'review.grade.warning' | 'review.grade.manual' {
  if (grade === 'PASS') return 'review.grade.pass';
  if (grade === 'WARNING') return 'review.grade.warning';
  return 'review.grade.manual';
}

export const isDateField = (code: ScannedFieldCode): boolean => SCANNED_DATE_CODES.includes(code);
export const isMrzField = (code: ScannedFieldCode): boolean => code === MRZ_FIELD_CODE;

/** The MRZ box removes whitespace as typed; its lines stay apart (newlines are kept, \r goes). */
export const stripMrzWhitespace = (value: string): string => value.replace(/[^\S\n]/g, '');

/** What an edit leaves in a field: the MRZ without whitespace, everything cut to the field's maxLength. */
export function editedValue(code: ScannedFieldCode, typed: string): string {
  const value = isMrzField(code) ? stripMrzWhitespace(typed) : typed;
  return value.slice(0, scannedMaxLength(code));
}

/** The row's date properties from the confirmed fields: 4 Date of Issue, 3 Date of Expiry (DD/MM/YYYY). */
export function datesFromFields(values: ReadonlyMap<number, string>): { dateOfIssue: string; dateOfExpiry: string } {
  return { dateOfIssue: (values.get(4) ?? '').trim(), dateOfExpiry: (values.get(3) ?? '').trim() };
}

const PROPERTY_FIELD: Partial<Record<string, ScannedFieldCode>> = { dateOfIssue: 4, dateOfExpiry: 3 };

/** A field's problem: the contract's error key (translated by the contract) or a review message key. */
type ProblemKey = 'review.problems.required' | 'review.problems.tooLong' | 'review.problems.date' | 'review.problems.gender' | 'review.problems.mrzSpaces' | 'review.problems.invalid';
export type FieldProblem = { errorKey: ErrorKey } | { messageKey: ProblemKey };

const CONFIRMED_MESSAGES: Record<string, ProblemKey> = {
  'Please fill in': 'review.problems.required',
  'Too long': 'review.problems.tooLong',
  'Please enter a valid date (DD/MM/YYYY)': 'review.problems.date',
  'M, F or X': 'review.problems.gender',
  'No spaces': 'review.problems.mrzSpaces',
  'Duplicate field': 'review.problems.invalid',
  'Invalid value': 'review.problems.invalid',
};

/**
 * Problems of the confirmed values by field code: the contract's confirmed-field rules (as the
 * server checks ocrJson), then the type's date properties (issue required and not future, expiry
 * required and not past) as the upload checks them. Only shown fields can be corrected, so only
 * their problems count.
 */
export function reviewProblems(fields: readonly ScannedField[], values: ReadonlyMap<number, string>, rules: readonly PropertyRule[], today: string): Map<number, FieldProblem> {
  const problems = new Map<number, FieldProblem>();
  const shown = new Set(visibleFields(fields).map((f) => f.code));
  const confirmed = fields.map((f) => ({ code: f.code, value: values.get(f.code) ?? f.value }));
  for (const p of confirmedFieldProblems(confirmed)) {
    const code = Number(p.path.split('.')[1]);
    if (shown.has(code as ScannedFieldCode) && !problems.has(code)) problems.set(code, { messageKey: CONFIRMED_MESSAGES[p.message] ?? 'review.problems.invalid' });
  }
  for (const p of propertyProblems(rules, datesFromFields(values), today)) {
    const code = PROPERTY_FIELD[p.name];
    if (code !== undefined && shown.has(code) && !problems.has(code)) problems.set(code, { errorKey: p.error });
  }
  return problems;
}

/** Entries rebuilt from the confirmed names (spec §4: the name is Given Names plus Surname). */
export const entriesFromValues = (values: ReadonlyMap<number, string>): RecognitionEntry[] => [
  { name: 'Given Names', value: (values.get(9) ?? '').trim() },
  { name: 'Surname', value: (values.get(8) ?? '').trim() },
];

/** The scanned name shown beneath the image: Given Names then Surname, as read. */
export function scannedName(entries: readonly RecognitionEntry[]): string {
  const part = (name: RecognitionEntry['name']) => entries.find((e) => e.name === name)?.value.trim() ?? '';
  return [part('Given Names'), part('Surname')].filter(Boolean).join(' ');
}
