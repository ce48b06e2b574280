import type { PropertyRule } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { hasProblems, rowProblems } from './rowValidation';
import { initialUploadState, uploadReducer, type UploadAction, type UploadRow } from './uploadRows';

const issue: PropertyRule = { name: 'dateOfIssue', type: 'date', validations: ['not-blank', 'not-future'] };
const expiry: PropertyRule = { name: 'dateOfExpiry', type: 'date', validations: ['not-blank', 'not-past'] };
const TODAY = '2026-11-22';
const base = initialUploadState();
const key = base.rows[0]!.key;
const rowAfter = (...actions: UploadAction[]): UploadRow => actions.reduce(uploadReducer, base).rows[0]!;
const opts = { needsRep: false, today: TODAY };

describe('rowProblems (spec §5 Upload form)', () => {
  it('names every missing part of an empty row, the rep only for corporate users', () => {
    expect(rowProblems(base.rows[0]!, [issue], { needsRep: true, today: TODAY })).toEqual({
      rep: 'DOC_TYPE_REQUIRED',
      docType: 'DOC_TYPE_REQUIRED',
      source: 'DOC_SOURCE_REQUIRED',
      properties: { dateOfIssue: 'DOC_PROPERTY_REQUIRED' },
    });
    expect(rowProblems(base.rows[0]!, [], opts).rep).toBeUndefined();
  });

  it('refuses an issue date in the future and an expiry in the past; today passes', () => {
    const row = rowAfter(
      { type: 'setProperty', key, name: 'dateOfIssue', value: '23/11/2026' },
      { type: 'setProperty', key, name: 'dateOfExpiry', value: '21/11/2026' },
    );
    expect(rowProblems(row, [issue, expiry], opts).properties).toEqual({ dateOfIssue: 'ISSUE_DATE_IN_FUTURE', dateOfExpiry: 'EXPIRY_DATE_IN_PAST' });
    const today = rowAfter(
      { type: 'setProperty', key, name: 'dateOfIssue', value: '22/11/2026' },
      { type: 'setProperty', key, name: 'dateOfExpiry', value: '22/11/2026' },
    );
    expect(rowProblems(today, [issue, expiry], opts).properties).toEqual({});
  });

  it('passes a complete file row and reports a refused file', () => {
    const row = rowAfter(
      { type: 'setType', key, docType: 'UB', imageOnly: false },
      { type: 'addFiles', key, files: [new File(['%PDF'], 'bill.pdf')] },
      { type: 'setProperty', key, name: 'dateOfIssue', value: '01/10/2026' },
    );
    expect(hasProblems(rowProblems(row, [issue], opts))).toBe(false);
    const refused = uploadReducer({ ...base, rows: [row] }, { type: 'addFiles', key, files: [new File(['x'], 'a.jpg')] }).rows[0]!;
    expect(rowProblems(refused, [issue], opts).files).toBe('MIXED_FILE_TYPES');
  });

  it('needs a URL that passed its check', () => {
    const url = 'https://docs.example.com/a.png';
    const typed: UploadAction[] = [{ type: 'setType', key, docType: 'UB', imageOnly: false }, { type: 'setSource', key, source: 'url' }, { type: 'setUrl', key, url }];
    expect(rowProblems(rowAfter(...typed), [], opts).source).toBe('urlUnchecked');
    const failed = rowAfter(...typed, { type: 'urlCheckStarted', key, url }, { type: 'urlChecked', key, url, valid: false, message: 'no' });
    expect(rowProblems(failed, [], opts).source).toBe('urlInvalid');
    const passed = rowAfter(...typed, { type: 'urlCheckStarted', key, url }, { type: 'urlChecked', key, url, valid: true, message: '' });
    expect(rowProblems(passed, [], opts).source).toBeUndefined();
  });
});
