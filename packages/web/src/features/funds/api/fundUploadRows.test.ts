import { LIMITS, type FundUploadResult, type PropertyRule } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { filesProblem } from '../../../lib/files/fileProblems';
import {
  canAddRow,
  canRemoveRow,
  canSubmit,
  fundRowProblems,
  fundUploadReducer,
  fundsOfUpload,
  fundTypesOnly,
  initialFundUploadState,
  typesTakenElsewhere,
  uploadFields,
  uploadFundRows,
  type FundRow,
  type FundUploadAction,
  type FundUploadState,
} from './fundUploadRows';

const run = (state: FundUploadState, ...actions: FundUploadAction[]) => actions.reduce(fundUploadReducer, state);
const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const keyAt = (state: FundUploadState, i: number) => state.rows[i]!.key;
const dateRule: PropertyRule[] = [{ name: 'dateOfIssue', type: 'date', validations: ['not-blank', 'not-future'] }];
const TODAY = '2026-11-24';
const FUND = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const MB = 1024 * 1024;

/** `n` rows, each with its own type, a PDF and a date of issue. */
function filled(n: number): FundUploadState {
  let state = initialFundUploadState();
  for (let i = 0; i < n; i++) {
    if (i > 0) state = run(state, { type: 'addRow' });
    const key = keyAt(state, i);
    state = run(state, { type: 'setType', key, docType: `T${i}`, imageOnly: false }, { type: 'addFiles', key, files: [file(`r${i}.pdf`)] }, { type: 'setProperty', key, name: 'dateOfIssue', value: '01/01/2026' });
  }
  return state;
}

describe('shared file rules (lib/files, spec §5 and §9)', () => {
  it('accepts text files or pictures, never both, and refuses other formats', () => {
    expect(filesProblem([file('a.pdf'), file('b.docx'), file('c.xlsm')])).toBeNull();
    expect(filesProblem([file('a.jpg'), file('b.png')])).toBeNull();
    expect(filesProblem([file('a.pdf'), file('b.jpg')])).toEqual({ error: 'MIXED_FILE_TYPES' });
    expect(filesProblem([file('run.exe')])).toEqual({ error: 'FILE_FORMAT_NOT_ACCEPTED', name: 'run.exe' });
    expect(filesProblem([file('a.pdf')], true)).toEqual({ error: 'IMAGE_ONLY_TYPE', name: 'a.pdf' });
  });

  it('holds 20 MB a file, 20 MB together and 99 files', () => {
    expect(filesProblem([{ name: 'a.pdf', size: 20 * MB }])).toBeNull();
    expect(filesProblem([{ name: 'a.pdf', size: 20 * MB + 1 }])).toEqual({ error: 'DOCUMENT_FILE_TOO_LARGE' });
    expect(filesProblem([{ name: 'a.pdf', size: 12 * MB }, { name: 'b.pdf', size: 9 * MB }])).toEqual({ error: 'DOCUMENT_FILES_TOO_LARGE' });
    expect(filesProblem(Array.from({ length: 99 }, (_, i) => ({ name: `${i}.pdf`, size: 1 })))).toBeNull();
    expect(filesProblem(Array.from({ length: 100 }, (_, i) => ({ name: `${i}.pdf`, size: 1 })))).toEqual({ error: 'TOO_MANY_FILES' });
  });
});

describe('fund upload rows (spec §4 Fund upload, §5)', () => {
  it('adds rows only when every row is filled, up to 8', () => {
    let state = initialFundUploadState();
    expect(canAddRow(state)).toBe(false);
    state = filled(1);
    expect(canAddRow(state)).toBe(true);
    state = filled(LIMITS.uploadMaxRows);
    expect(state.rows).toHaveLength(8);
    expect(canAddRow(state)).toBe(false);
    expect(run(state, { type: 'addRow' }).rows).toHaveLength(8);
  });

  it('keeps one row per type and removes any row but the only one', () => {
    let state = filled(2);
    expect(typesTakenElsewhere(state, keyAt(state, 1))).toEqual(new Set(['T0']));
    state = run(state, { type: 'setType', key: keyAt(state, 1), docType: 'T0', imageOnly: false });
    expect(state.rows[1]!.docType).toBe('T1');
    expect(canRemoveRow(state, keyAt(state, 0))).toBe(true);
    state = run(state, { type: 'removeRow', key: keyAt(state, 0) });
    expect(state.rows.map((r) => r.docType)).toEqual(['T1']);
    expect(canRemoveRow(state, keyAt(state, 0))).toBe(false);
  });

  it('refuses a mixed or oversized set of files and keeps the files it had, then clears the error on removal', () => {
    let state = filled(1);
    const key = keyAt(state, 0);
    state = run(state, { type: 'addFiles', key, files: [file('p.jpg')] });
    expect(state.rows[0]!.files.map((f) => f.name)).toEqual(['r0.pdf']);
    expect(state.rows[0]!.fileError).toEqual({ error: 'MIXED_FILE_TYPES' });
    expect(canSubmit(state, () => dateRule, TODAY)).toBe(false);
    state = run(state, { type: 'removeFile', key, index: 0 });
    expect(state.rows[0]!.fileError).toBeNull();
    expect(fundRowProblems(state.rows[0]!, dateRule, TODAY).source).toBe('DOC_SOURCE_REQUIRED');
  });

  it('a new type starts files and properties again; an image-only type takes no link', () => {
    let state = filled(1);
    const key = keyAt(state, 0);
    state = run(state, { type: 'setSource', key, source: 'url' }, { type: 'setUrl', key, url: 'https://docs.example/a.pdf' });
    state = run(state, { type: 'setType', key, docType: 'PIC', imageOnly: true });
    expect(state.rows[0]).toMatchObject({ docType: 'PIC', source: 'file', url: '', files: [], properties: {} });
    expect(run(state, { type: 'setSource', key, source: 'url' }).rows[0]!.source).toBe('file');
  });

  it('enables Add Documents only when every row is valid and every template loaded', () => {
    const state = filled(2);
    expect(canSubmit(state, () => dateRule, TODAY)).toBe(true);
    expect(canSubmit(state, (t) => (t === 'T1' ? undefined : dateRule), TODAY)).toBe(false);
    const noDate = run(state, { type: 'setProperty', key: keyAt(state, 1), name: 'dateOfIssue', value: '' });
    expect(fundRowProblems(noDate.rows[1]!, dateRule, TODAY).properties).toEqual({ dateOfIssue: 'DOC_PROPERTY_REQUIRED' });
    expect(canSubmit(noDate, () => dateRule, TODAY)).toBe(false);
    const future = run(state, { type: 'setProperty', key: keyAt(state, 1), name: 'dateOfIssue', value: '01/01/2099' });
    expect(canSubmit(future, () => dateRule, TODAY)).toBe(false);
  });

  it('a link row needs a link that passed its check; a late answer for an older link is dropped', () => {
    let state = filled(1);
    const key = keyAt(state, 0);
    state = run(state, { type: 'setSource', key, source: 'url' }, { type: 'setUrl', key, url: ' https://docs.example/a.pdf ' });
    expect(fundRowProblems(state.rows[0]!, dateRule, TODAY).source).toBe('urlUnchecked');
    state = run(state, { type: 'urlCheckStarted', key, url: 'https://docs.example/a.pdf' }, { type: 'urlChecked', key, url: 'https://docs.example/old.pdf', valid: true, message: '' });
    expect(state.rows[0]!.urlCheck).toEqual({ state: 'loading' });
    state = run(state, { type: 'urlChecked', key, url: 'https://docs.example/a.pdf', valid: false, message: 'Not allowed' });
    expect(fundRowProblems(state.rows[0]!, dateRule, TODAY).source).toBe('urlInvalid');
    state = run(state, { type: 'setUrl', key, url: 'https://docs.example/b.pdf' }, { type: 'urlChecked', key, url: 'https://docs.example/b.pdf', valid: true, message: '' });
    expect(canSubmit(state, () => dateRule, TODAY)).toBe(true);
  });
});

describe('fund document types', () => {
  it('offers only the types a fund holds, and drops emptied categories', () => {
    const categories = [
      { code: 'IDENTITY', docTypes: [{ code: 'PP', holders: [0] }] },
      { code: 'FUND', docTypes: [{ code: 'FR', holders: [2] }, { code: 'COI', holders: [1, 2] }, { code: 'FCA', holders: [1] }] },
    ];
    expect(fundTypesOnly(categories)).toEqual([{ code: 'FUND', docTypes: [{ code: 'FR', holders: [2] }, { code: 'COI', holders: [1, 2] }] }]);
  });
});

describe('the upload item (spec §3)', () => {
  const row = (over: Partial<FundRow>): FundRow => ({ ...filled(1).rows[0]!, ...over });

  it('sends the type, ISO properties, the fund and lastUpload; a link as urlList', () => {
    expect(uploadFields(row({}), dateRule, { fundMajorProfileId: FUND, alsoFunds: [], lastUpload: false })).toEqual([
      ['docType', 'T0'],
      ['docProperties', '{"dateOfIssue":"2026-01-01"}'],
      ['fundMajorProfileId', FUND],
      ['lastUpload', 'false'],
    ]);
    const link = uploadFields(row({ source: 'url', url: ' https://docs.example/a.pdf ' }), dateRule, { fundMajorProfileId: FUND, alsoFunds: [], lastUpload: true });
    expect(link).toContainEqual(['lastUpload', 'true']);
    expect(link).toContainEqual(['urlList', 'https://docs.example/a.pdf']);
  });

  it('bulk: multiSelectFunds holds the current fund and the others, each once', () => {
    expect(fundsOfUpload({ fundMajorProfileId: FUND, alsoFunds: [OTHER, FUND] })).toEqual([FUND, OTHER]);
    expect(uploadFields(row({}), dateRule, { fundMajorProfileId: FUND, alsoFunds: [OTHER], lastUpload: true })).toContainEqual(['multiSelectFunds', `${FUND},${OTHER}`]);
  });
});

describe('uploading in sequence (spec §4 Fund upload)', () => {
  const result = (docId: string, last: boolean): FundUploadResult => ({
    lastUpload: last,
    documents: [
      { fundMajorProfileId: FUND, docId, docType: 'FR', version: 1 },
      { fundMajorProfileId: OTHER, docId: `${docId}-other`, docType: 'FR', version: 1 },
    ],
  });

  it('sends one row at a time, passes the previous result, flags the last, and returns the current fund’s documents', async () => {
    let state = filled(3);
    const calls: { key: string; last: boolean; previous: string | null; busy: number }[] = [];
    let inFlight = 0;
    const docs = await uploadFundRows(
      state.rows,
      FUND,
      async (row, { lastUpload, previous, onProgress }) => {
        inFlight++;
        calls.push({ key: row.key, last: lastUpload, previous: previous?.documents[0]?.docId ?? null, busy: inFlight });
        onProgress(50);
        await Promise.resolve();
        inFlight--;
        return result(`doc-${row.key}`, lastUpload);
      },
      (action) => (state = fundUploadReducer(state, action)),
    );
    expect(calls.map((c) => c.busy)).toEqual([1, 1, 1]);
    expect(calls.map((c) => c.last)).toEqual([false, false, true]);
    expect(calls.map((c) => c.previous)).toEqual([null, 'doc-row-0', 'doc-row-1']);
    expect(docs).toEqual(['row-0', 'row-1', 'row-2'].map((k) => ({ docId: `doc-${k}`, docType: 'FR', version: 1 })));
    expect(state.rows.map((r) => [r.status, r.progress])).toEqual([['uploaded', 100], ['uploaded', 100], ['uploaded', 100]]);
  });

  it('stops at a failure, keeps the rows not sent, and sends only those the next time with the last flagged again', async () => {
    let state = filled(3);
    const dispatch = (action: FundUploadAction) => (state = fundUploadReducer(state, action));
    const sent: string[] = [];
    const first = await uploadFundRows(state.rows, FUND, async (row, { lastUpload }) => {
      sent.push(row.key);
      if (row.key === 'row-1') throw new Error('refused');
      return result(`doc-${row.key}`, lastUpload);
    }, dispatch);
    expect(first).toBeNull();
    expect(sent).toEqual(['row-0', 'row-1']);
    expect(state.phase).toBe('editing');
    expect(state.rows.map((r) => r.status)).toEqual(['uploaded', 'failed', 'editing']);
    expect(canSubmit(state, () => dateRule, TODAY)).toBe(true);
    const retry: [string, boolean][] = [];
    const second = await uploadFundRows(state.rows, FUND, async (row, { lastUpload }) => {
      retry.push([row.key, lastUpload]);
      return result(`doc-${row.key}`, lastUpload);
    }, dispatch);
    expect(retry).toEqual([['row-1', false], ['row-2', true]]);
    expect(second?.map((d) => d.docId)).toEqual(['doc-row-1', 'doc-row-2']);
  });

  it('an uploaded row can no longer be edited', () => {
    let state = filled(1);
    state = run(state, { type: 'uploadStarted' }, { type: 'rowStarted', key: 'row-0' }, { type: 'rowUploaded', key: 'row-0' });
    state = { ...state, phase: 'editing' };
    expect(run(state, { type: 'setType', key: 'row-0', docType: 'X', imageOnly: false }).rows[0]!.docType).toBe('T0');
  });
});
