import { describe, expect, it } from 'vitest';
import { hasProblems, parseDisplayDate, propertyProblem, rowProblems, type PropertyRule } from './rowValidation';
import { initialUploadState, uploadReducer, type UploadRow } from './uploadRows';

const issue: PropertyRule = { name: 'dateOfIssue', type: 'date', validations: ['not-blank', 'not-future'] };
const expiry: PropertyRule = { name: 'dateOfExpiry', type: 'date', validations: ['not-blank', 'not-past'] };
const note: PropertyRule = { name: 'note', type: 'text', validations: [] };
const TODAY = '2026-11-22';

describe('parseDisplayDate', () => {
  it('reads DD/MM/YYYY calendar dates only', () => {
    expect(parseDisplayDate('05/03/2024')).toBe('2024-03-05');
    expect(parseDisplayDate('29/02/2024')).toBe('2024-02-29');
    expect(parseDisplayDate('29/02/2023')).toBeNull();
    expect(parseDisplayDate('2024-03-05')).toBeNull();
    expect(parseDisplayDate('5/3/2024')).toBeNull();
  });
});

describe('propertyProblem (spec §5)', () => {
  it('requires not-blank properties only', () => {
    expect(propertyProblem(issue, '', TODAY)).toBe('required');
    expect(propertyProblem(issue, '   ', TODAY)).toBe('required');
    expect(propertyProblem(note, '', TODAY)).toBeNull();
  });

  it('refuses an issue date in the future and an expiry in the past; today passes both', () => {
    expect(propertyProblem(issue, '23/11/2026', TODAY)).toBe('notFuture');
    expect(propertyProblem(issue, '22/11/2026', TODAY)).toBeNull();
    expect(propertyProblem(expiry, '21/11/2026', TODAY)).toBe('notPast');
    expect(propertyProblem(expiry, '22/11/2026', TODAY)).toBeNull();
  });

  it('refuses a date that is not DD/MM/YYYY', () => {
    expect(propertyProblem(expiry, '31/02/2030', TODAY)).toBe('format');
  });
});

describe('rowProblems', () => {
  const base = initialUploadState();
  const key = base.rows[0]!.key;
  const rowAfter = (...actions: Parameters<typeof uploadReducer>[1][]): UploadRow =>
    actions.reduce(uploadReducer, base).rows[0]!;

  it('names every missing part of an empty row, rep only for corporate users', () => {
    const problems = rowProblems(base.rows[0]!, [issue], { needsRep: true, today: TODAY });
    expect(problems).toEqual({ rep: 'required', docType: 'required', source: 'required', properties: { dateOfIssue: 'required' } });
    expect(rowProblems(base.rows[0]!, [], { needsRep: false, today: TODAY }).rep).toBeUndefined();
  });

  it('passes a complete file row', () => {
    const row = rowAfter(
      { type: 'setType', key, docType: 'UB', imageOnly: false },
      { type: 'addFiles', key, files: [new File(['%PDF'], 'bill.pdf')] },
      { type: 'setProperty', key, name: 'dateOfIssue', value: '01/10/2026' },
    );
    expect(hasProblems(rowProblems(row, [issue], { needsRep: false, today: TODAY }))).toBe(false);
  });

  it('needs a URL that passed its check', () => {
    const url = 'https://docs.example.com/a.png';
    const typed = [{ type: 'setType', key, docType: 'UB', imageOnly: false }, { type: 'setSource', key, source: 'url' }, { type: 'setUrl', key, url }] as const;
    expect(rowProblems(rowAfter(...typed), [], { needsRep: false, today: TODAY }).source).toBe('urlUnchecked');
    const failed = rowAfter(...typed, { type: 'urlCheckStarted', key, url }, { type: 'urlChecked', key, url, valid: false, message: 'no' });
    expect(rowProblems(failed, [], { needsRep: false, today: TODAY }).source).toBe('urlInvalid');
    const passed = rowAfter(...typed, { type: 'urlCheckStarted', key, url }, { type: 'urlChecked', key, url, valid: true, message: '' });
    expect(rowProblems(passed, [], { needsRep: false, today: TODAY }).source).toBeUndefined();
  });
});
