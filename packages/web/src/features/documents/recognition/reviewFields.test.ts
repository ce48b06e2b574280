import type { PropertyRule, ScannedField } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { confirmedFields } from './confirmReview';
import { editedValue, gradeTextKey, isRecognitionType, reviewProblems, scannedName, stripMrzWhitespace, visibleFields, withMissingFields } from './reviewFields';

const field = (code: ScannedField['code'], value: string, extra: Partial<ScannedField> = {}): ScannedField => ({
  code,
  name: `field ${code}`,
  value,
  maxLength: [3, 4, 5].includes(code) ? 10 : 128,
  display: 2,
  grade: 'PASS',
  ...extra,
});

/** The passport's date properties as the vault seeds them (issue required, not future; expiry required, not past). */
const DATE_RULES: PropertyRule[] = [
  { name: 'dateOfIssue', type: 'date', validations: ['not-blank', 'not-future'] },
  { name: 'dateOfExpiry', type: 'date', validations: ['not-blank', 'not-past'] },
];
const TODAY = '2026-11-22';

describe('review fields (spec §4 ID review, §5 scanned fields)', () => {
  it('reads passports and licences only', () => {
    expect(['PP', 'DL', 'NC', 'UB', null].map(isRecognitionType)).toEqual([true, true, false, false, false]);
  });

  it('adds the missing fields of a passport, empty, shown and graded for manual review, in code order', () => {
    const out = withMissingFields('PP', [field(8, 'WALKER'), field(2, '123456789')]);
    expect(out.map((f) => f.code)).toEqual([2, 3, 4, 5, 8, 9, 11, 12, 51]);
    const added = out.find((f) => f.code === 3)!;
    expect(added).toMatchObject({ value: '', display: 2, grade: 'FAIL', maxLength: 10, name: 'Date of Expiry' });
    expect(out.find((f) => f.code === 51)).toMatchObject({ maxLength: 128, name: 'MRZ Strings' });
    expect(out.find((f) => f.code === 8)!.value).toBe('WALKER');
  });

  it('adds a licence’s six fields only, and keeps hidden fields hidden', () => {
    const out = withMissingFields('DL', [field(51, '', { display: 1, grade: 'ABSENT' }), field(2, 'D1')]);
    expect(out.map((f) => f.code)).toEqual([2, 3, 4, 5, 8, 9, 51]);
    expect(visibleFields(out).map((f) => f.code)).toEqual([2, 3, 4, 5, 8, 9]);
  });

  it('keeps the first of a duplicated code', () => {
    expect(withMissingFields('DL', [field(2, 'first'), field(2, 'second')]).filter((f) => f.code === 2).map((f) => f.value)).toEqual(['first']);
  });

  it('names the grades: PASS, WARNING, anything else', () => {
    expect(['PASS', 'WARNING', 'FAIL', 'ABSENT', 'whatever'].map(gradeTextKey)).toEqual([
      'review.grade.pass',
      'review.grade.warning',
      'review.grade.manual',
      'review.grade.manual',
      'review.grade.manual',
    ]);
  });

  it('strips whitespace from the MRZ as typed but keeps its lines apart', () => {
    expect(stripMrzWhitespace('P<GBR WALKER<<ALICE\t<<\r\n12345 6789')).toBe('P<GBRWALKER<<ALICE<<\n123456789');
    expect(editedValue(51, 'AB C\nD E')).toBe('ABC\nDE');
    // Other fields keep their spaces (given names have them).
    expect(editedValue(9, 'ALICE MAY')).toBe('ALICE MAY');
  });

  it('cuts values to the field’s maxLength: 10 for dates, 128 for text', () => {
    expect(editedValue(5, '01/02/19900')).toBe('01/02/1990');
    expect(editedValue(8, 'X'.repeat(200))).toHaveLength(128);
  });

  it('finds bad dates, genders and empty required dates on shown fields only', () => {
    const fields = withMissingFields('PP', [field(2, '123456789'), field(3, '01/01/2030'), field(4, '31/02/2020'), field(8, 'WALKER'), field(12, 'Q'), field(5, '01/01/1990')]);
    const values = new Map(fields.map((f) => [f.code as number, f.value]));
    const problems = reviewProblems(fields, values, DATE_RULES, TODAY);
    expect(problems.get(4)).toEqual({ messageKey: 'review.problems.date' });
    expect(problems.get(12)).toEqual({ messageKey: 'review.problems.gender' });
    expect(problems.has(3)).toBe(false);
    expect(problems.has(5)).toBe(false);

    values.set(4, '');
    values.set(12, 'F');
    expect(reviewProblems(fields, values, DATE_RULES, TODAY).get(4)).toEqual({ errorKey: 'DOC_PROPERTY_REQUIRED' });
    values.set(4, '01/01/2027');
    expect(reviewProblems(fields, values, DATE_RULES, TODAY).get(4)).toEqual({ errorKey: 'ISSUE_DATE_IN_FUTURE' });
    values.set(4, '01/01/2020');
    values.set(3, '01/01/2020');
    expect([...reviewProblems(fields, values, DATE_RULES, TODAY)]).toEqual([[3, { errorKey: 'EXPIRY_DATE_IN_PAST' }]]);
  });

  it('cannot confirm a document number, birth date or surname left empty', () => {
    const fields = [field(2, '123456789'), field(5, '01/01/1990'), field(8, 'WALKER'), field(9, 'ALICE')];
    const values = new Map<number, string>([
      [2, ' '],
      [5, ''],
      [8, ''],
      [9, ''],
    ]);
    const problems = reviewProblems(fields, values, [], TODAY);
    for (const code of [2, 5, 8]) expect(problems.get(code)).toEqual({ messageKey: 'review.problems.required' });
    // Given names may be empty (some people have one name).
    expect(problems.has(9)).toBe(false);
  });

  it('an edited field loses its scanned grade; the value as read keeps it', () => {
    const scanned = field(8, 'WALKER');
    expect(confirmedFields([scanned], new Map([[8, 'WALKER']]))[0]!.grade).toBe('PASS');
    expect(confirmedFields([scanned], new Map([[8, 'WALKEN']]))[0]!.grade).toBe('MANUAL');
    expect(gradeTextKey(confirmedFields([scanned], new Map([[8, 'WALKEN']]))[0]!.grade ?? '')).toBe('review.grade.manual');
  });

  it('refuses spaces in an MRZ value that did not come through typing, and formulas in text', () => {
    const fields = [field(51, 'P<GBR A'), field(8, '=cmd()'), field(3, '01/01/2030'), field(4, '01/01/2020')];
    const values = new Map(fields.map((f) => [f.code as number, f.value]));
    const problems = reviewProblems(fields, values, DATE_RULES, TODAY);
    expect(problems.get(51)).toEqual({ messageKey: 'review.problems.mrzSpaces' });
    expect(problems.get(8)).toEqual({ messageKey: 'review.problems.invalid' });
  });

  it('shows the scanned name as given names then surname', () => {
    expect(scannedName([{ name: 'Surname', value: 'WALKER' }, { name: 'Given Names', value: 'ALICE MAY' }])).toBe('ALICE MAY WALKER');
    expect(scannedName([{ name: 'Surname', value: '' }])).toBe('');
  });
});
