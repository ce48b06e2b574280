import { describe, expect, it } from 'vitest';
import { canAddRow, canClearRow, canRemoveRow, initialUploadState, rowsToUpload, uploadReducer, type UploadAction, type UploadFormState } from '../api/uploadRows';
import { isRecognitionType } from './reviewFields';
import { isReading, needsReading } from './rowReading';

const run = (state: UploadFormState, ...actions: UploadAction[]) => actions.reduce(uploadReducer, state);
const jpg = (name = 'passport.jpg') => new File(['\xff\xd8'], name, { type: 'image/jpeg' });

function passportRow(): UploadFormState {
  const state = initialUploadState();
  const key = state.rows[0]!.key;
  return run(state, { type: 'setType', key, docType: 'PP', imageOnly: true }, { type: 'addFiles', key, files: [jpg()] });
}

describe('a passport row’s reading (spec §4 Recognition for PP and DL)', () => {
  it('needs reading once a passport or licence row has its picture, not for other types', () => {
    const state = passportRow();
    expect(needsReading(state.rows[0]!, isRecognitionType)).toBe(true);
    const key = state.rows[0]!.key;
    const bill = run(initialUploadState(), { type: 'setType', key, docType: 'UB', imageOnly: false }, { type: 'addFiles', key, files: [jpg()] });
    expect(needsReading(bill.rows[0]!, isRecognitionType)).toBe(false);
    expect(needsReading(initialUploadState().rows[0]!, isRecognitionType)).toBe(false);
  });

  it('goes through its stages and is not read again while it is being read', () => {
    let state = passportRow();
    const key = state.rows[0]!.key;
    state = run(state, { type: 'readingStage', key, reading: { state: 'sending', percent: 40 } });
    expect(state.rows[0]!.reading).toEqual({ state: 'sending', percent: 40 });
    expect(isReading(state.rows[0]!)).toBe(true);
    expect(needsReading(state.rows[0]!, isRecognitionType)).toBe(false);
    state = run(state, { type: 'readingStage', key, reading: { state: 'reading' } }, { type: 'readingStage', key, reading: { state: 'review' } });
    expect(state.rows[0]!.reading.state).toBe('review');
  });

  it('cannot be cleared or removed while its picture is read', () => {
    let state = passportRow();
    const first = state.rows[0]!.key;
    state = run(state, { type: 'readingStage', key: first, reading: { state: 'reading' } });
    expect(canClearRow(state, 0)).toBe(false);
    expect(run(state, { type: 'clearRow', key: first }).rows[0]!.files).toHaveLength(1);
    // Add another is disabled while the picture is read, like Cancel.
    expect(canAddRow(state)).toBe(false);
    state = run(state, { type: 'readingCleared', key: first });
    expect(canClearRow(state, 0)).toBe(true);

    let two = run(passportRow(), { type: 'addRow' });
    const second = two.rows[1]!.key;
    two = run(two, { type: 'setType', key: second, docType: 'DL', imageOnly: true }, { type: 'addFiles', key: second, files: [jpg('licence.jpg')] }, { type: 'readingStage', key: second, reading: { state: 'review' } });
    expect(canRemoveRow(two, 1)).toBe(false);
    expect(run(two, { type: 'removeRow', key: second }).rows).toHaveLength(2);
  });

  it('clears the files when the document is not identified or the review is cancelled', () => {
    let state = passportRow();
    const key = state.rows[0]!.key;
    state = run(state, { type: 'readingStage', key, reading: { state: 'review' } }, { type: 'readingCleared', key });
    expect(state.rows[0]).toMatchObject({ files: [], reading: { state: 'idle' }, status: 'editing', docType: 'PP' });
  });

  it('stores the row with the confirmed dates once the review saved it; Continue has nothing left to send', () => {
    let state = passportRow();
    const key = state.rows[0]!.key;
    state = run(state, { type: 'readingStage', key, reading: { state: 'review' } }, { type: 'readingSaved', key, properties: { dateOfIssue: '01/02/2020', dateOfExpiry: '01/02/2030' } });
    expect(state.rows[0]).toMatchObject({ status: 'uploaded', reading: { state: 'idle' }, properties: { dateOfIssue: '01/02/2020', dateOfExpiry: '01/02/2030' } });
    expect(state.rows[0]!.files[0]!.progress).toBe(100);
    expect(rowsToUpload(state)).toEqual([]);
    expect(needsReading(state.rows[0]!, isRecognitionType)).toBe(false);
  });
});
