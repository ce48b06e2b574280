import { LIMITS } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import {
  targetDocId,
  afterReviewSaved,
  canAddRow,
  canClearRow,
  canRemoveRow,
  initialUploadState,
  isTypeOffered,
  rowsToUpload,
  typesTakenElsewhere,
  uploadReducer,
  type UploadAction,
  type UploadFormState,
} from './uploadRows';
import { perFileProgress } from './progress';

const run = (state: UploadFormState, ...actions: UploadAction[]) => actions.reduce(uploadReducer, state);
const pdf = (name = 'a.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const jpg = (name = 'a.jpg') => new File(['\xff\xd8'], name, { type: 'image/jpeg' });
const keyAt = (state: UploadFormState, i: number) => state.rows[i]!.key;

/** A state with `n` rows, each with its own type and a file. */
function filledRows(n: number): UploadFormState {
  let state = initialUploadState();
  for (let i = 0; i < n; i++) {
    if (i > 0) state = run(state, { type: 'addRow' });
    const key = keyAt(state, i);
    state = run(state, { type: 'setType', key, docType: `T${i}`, imageOnly: false }, { type: 'addFiles', key, files: [pdf()] });
  }
  return state;
}

describe('upload rows (spec §4)', () => {
  it('starts with one empty row', () => {
    const state = initialUploadState();
    expect(state.rows).toHaveLength(1);
    expect(state.rows[0]).toMatchObject({ docType: null, files: [], source: 'file', status: 'editing' });
  });

  it('keeps a row’s type only when the chosen owner may hold it', () => {
    const company = [{ docTypes: [{ code: 'COI' }, { code: 'FCA' }] }];
    const person = [{ docTypes: [{ code: 'PP' }] }, { docTypes: [{ code: 'UB' }] }];
    expect(isTypeOffered(company, 'FCA')).toBe(true);
    expect(isTypeOffered(person, 'FCA')).toBe(false);
    expect(isTypeOffered(person, 'UB')).toBe(true);
    expect(isTypeOffered(person, null)).toBe(true);
  });

  it('choosing a type clears files and resets dates', () => {
    let state = filledRows(1);
    const key = keyAt(state, 0);
    state = run(state, { type: 'setProperty', key, name: 'dateOfIssue', value: '01/01/2025' });
    expect(state.rows[0]!.files).toHaveLength(1);
    state = run(state, { type: 'setType', key, docType: 'BS1', imageOnly: false });
    expect(state.rows[0]).toMatchObject({ docType: 'BS1', files: [], properties: {} });
  });

  it('image-only types force the file choice and refuse the URL option', () => {
    let state = initialUploadState();
    const key = keyAt(state, 0);
    state = run(state, { type: 'setSource', key, source: 'url' }, { type: 'setUrl', key, url: 'https://x.example/a.png' });
    state = run(state, { type: 'setType', key, docType: 'PP', imageOnly: true });
    expect(state.rows[0]).toMatchObject({ source: 'file', url: '' });
    state = run(state, { type: 'setSource', key, source: 'url' });
    expect(state.rows[0]!.source).toBe('file');
    state = run(state, { type: 'addFiles', key, files: [pdf()] });
    expect(state.rows[0]).toMatchObject({ files: [], fileError: { error: 'IMAGE_ONLY_TYPE', name: 'a.pdf' } });
    state = run(state, { type: 'addFiles', key, files: [jpg()] });
    expect(state.rows[0]).toMatchObject({ fileError: null });
    expect(state.rows[0]!.files).toHaveLength(1);
  });

  it('keeps the files already chosen when added ones break a rule', () => {
    let state = filledRows(1);
    state = run(state, { type: 'addFiles', key: keyAt(state, 0), files: [jpg()] });
    expect(state.rows[0]!.files.map((f) => f.file.name)).toEqual(['a.pdf']);
    expect(state.rows[0]!.fileError).toEqual({ error: 'MIXED_FILE_TYPES' });
  });

  it('a type chosen in another row is disabled there', () => {
    let state = run(filledRows(1), { type: 'addRow' });
    const second = keyAt(state, 1);
    expect([...typesTakenElsewhere(state, second)]).toEqual(['T0']);
    state = run(state, { type: 'setType', key: second, docType: 'T0', imageOnly: false });
    expect(state.rows[1]!.docType).toBeNull();
  });

  it('the URL check goes loading then valid or error, ignoring answers for an old URL', () => {
    let state = initialUploadState();
    const key = keyAt(state, 0);
    const url = 'https://docs.example.com/a.png';
    state = run(state, { type: 'setSource', key, source: 'url' }, { type: 'setUrl', key, url }, { type: 'urlCheckStarted', key, url });
    expect(state.rows[0]!.urlCheck).toEqual({ state: 'loading' });
    expect(run(state, { type: 'urlChecked', key, url, valid: true, message: '' }).rows[0]!.urlCheck).toEqual({ state: 'valid' });
    expect(run(state, { type: 'urlChecked', key, url, valid: false, message: 'Not an image' }).rows[0]!.urlCheck).toEqual({
      state: 'error',
      message: 'Not an image',
    });
    const changed = run(state, { type: 'setUrl', key, url: `${url}?v=2` }, { type: 'urlChecked', key, url, valid: true, message: '' });
    expect(changed.rows[0]!.urlCheck).toEqual({ state: 'idle' });
  });

  it('add-another stays disabled until every row has a type and a file or URL', () => {
    let state = initialUploadState();
    expect(canAddRow(state)).toBe(false);
    state = run(state, { type: 'addRow' });
    expect(state.rows).toHaveLength(1);
    const key = keyAt(state, 0);
    state = run(state, { type: 'setType', key, docType: 'UB', imageOnly: false });
    expect(canAddRow(state)).toBe(false);
    state = run(state, { type: 'setSource', key, source: 'url' }, { type: 'setUrl', key, url: 'https://a.example/x.png' });
    expect(canAddRow(state)).toBe(true);
  });

  it('allows at most 8 rows', () => {
    const state = filledRows(LIMITS.uploadMaxRows);
    expect(state.rows).toHaveLength(8);
    expect(canAddRow(state)).toBe(false);
    expect(run(state, { type: 'addRow' }).rows).toHaveLength(8);
  });

  it('clears the first row only when it is alone; removes only the last extra row', () => {
    const one = filledRows(1);
    expect(canClearRow(one, 0)).toBe(true);
    expect(run(one, { type: 'clearRow', key: keyAt(one, 0) }).rows[0]).toMatchObject({ docType: null, files: [] });

    const three = filledRows(3);
    expect(canClearRow(three, 0)).toBe(false);
    expect(run(three, { type: 'clearRow', key: keyAt(three, 0) }).rows[0]!.docType).toBe('T0');
    expect([0, 1, 2].map((i) => canRemoveRow(three, i))).toEqual([false, false, true]);
    expect(run(three, { type: 'removeRow', key: keyAt(three, 1) }).rows).toHaveLength(3);
    expect(run(three, { type: 'removeRow', key: keyAt(three, 2) }).rows.map((r) => r.docType)).toEqual(['T0', 'T1']);
  });

  it('locks editing while uploading and re-enables it after a failure, skipping stored rows next time', () => {
    let state = run(filledRows(3), { type: 'uploadStarted' });
    expect(state.phase).toBe('uploading');
    expect(run(state, { type: 'addRow' })).toBe(state);
    expect(canRemoveRow(state, 2)).toBe(false);
    state = run(state, { type: 'rowStarted', key: keyAt(state, 0) }, { type: 'rowProgress', key: keyAt(state, 0), progress: [40] });
    expect(state.rows[0]!.files[0]!.progress).toBe(40);
    state = run(state, { type: 'rowUploaded', key: keyAt(state, 0) }, { type: 'rowStarted', key: keyAt(state, 1) });
    state = run(state, { type: 'uploadFailed', key: keyAt(state, 1), message: 'too large' });
    expect(state.phase).toBe('editing');
    expect(state.rows.map((r) => r.status)).toEqual(['uploaded', 'failed', 'editing']);
    expect(state.rows[1]!.uploadError).toBe('too large');
    expect(rowsToUpload(state).map((r) => r.docType)).toEqual(['T1', 'T2']);
    state = run(state, { type: 'uploadStarted' });
    expect(state.rows.map((r) => r.status)).toEqual(['uploaded', 'waiting', 'waiting']);
  });
});

describe('perFileProgress', () => {
  it('spreads one request’s progress over its files in order', () => {
    expect(perFileProgress([100, 300], 0, 400)).toEqual([0, 0]);
    expect(perFileProgress([100, 300], 200, 400)).toEqual([100, 33]);
    expect(perFileProgress([100, 300], 400, 400)).toEqual([100, 100]);
    expect(perFileProgress([100, 300], 500, 400)).toEqual([100, 100]);
  });
});

describe('after the ID review saved a row', () => {
  const saved = (state: UploadFormState, i: number) => run(state, { type: 'readingSaved', key: keyAt(state, i), properties: {} });

  it('closes when nothing is left to send, blank rows included', () => {
    expect(afterReviewSaved(saved(filledRows(1), 0))).toEqual({ kind: 'close' });
    const withBlank = run(filledRows(1), { type: 'addRow' });
    expect(afterReviewSaved(saved(withBlank, 0))).toEqual({ kind: 'close' });
  });

  it('names the rows Continue will still send', () => {
    expect(afterReviewSaved(saved(filledRows(3), 1))).toEqual({ kind: 'continue', remaining: 2 });
    const started = run(filledRows(1), { type: 'addRow' });
    const typed = run(started, { type: 'setType', key: keyAt(started, 1), docType: 'UB', imageOnly: false });
    expect(afterReviewSaved(saved(typed, 0))).toEqual({ kind: 'continue', remaining: 1 });
  });
});

describe('a type the owner already holds', () => {
  const existing = [
    { docId: 'old', updatedAt: '2026-01-01T00:00:00.000Z' },
    { docId: 'newest', updatedAt: '2026-06-01T00:00:00.000Z' },
  ];

  it('makes a new version of the newest document unless another one or a new document is asked for', () => {
    expect(targetDocId('auto', existing)).toBe('newest');
    expect(targetDocId({ docId: 'old' }, existing)).toBe('old');
    expect(targetDocId('new', existing)).toBeNull();
    // A chosen document that is gone falls back to the newest; nothing held means a new document.
    expect(targetDocId({ docId: 'deleted' }, existing)).toBe('newest');
    expect(targetDocId('auto', [])).toBeNull();
  });

  it('starts the choice again when the row’s type or owner changes', () => {
    const state = filledRows(1);
    const key = keyAt(state, 0);
    const asked = run(state, { type: 'setTarget', key, target: 'new' });
    expect(asked.rows[0]!.target).toBe('new');
    expect(run(asked, { type: 'setType', key, docType: 'UB', imageOnly: false }).rows[0]!.target).toBe('auto');
    expect(run(asked, { type: 'setRep', key, rep: 'someone' }).rows[0]!.target).toBe('auto');
  });
});
