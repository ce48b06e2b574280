import { describe, expect, it } from 'vitest';
import { uploadInSequence, type SendRow } from './uploadSequence';
import { initialUploadState, uploadReducer, type UploadAction, type UploadFormState } from './uploadRows';

function twoRows(): UploadFormState {
  let state = initialUploadState();
  const first = state.rows[0]!.key;
  const firstActions: UploadAction[] = [
    { type: 'setType', key: first, docType: 'UB', imageOnly: false },
    { type: 'addFiles', key: first, files: [new File(['%PDF'], 'a.pdf')] },
    { type: 'addRow' },
  ];
  state = firstActions.reduce(uploadReducer, state);
  const second = state.rows[1]!.key;
  const secondActions: UploadAction[] = [
    { type: 'setType', key: second, docType: 'BS1', imageOnly: false },
    { type: 'addFiles', key: second, files: [new File(['%PDF'], 'b.pdf')] },
  ];
  return secondActions.reduce(uploadReducer, state);
}

/** Runs the sequence against the real reducer, recording which rows were sent in which order. */
async function runWith(state: UploadFormState, send: SendRow) {
  let current = state;
  const events: string[] = [];
  const dispatch = (action: UploadAction) => {
    events.push(action.type);
    current = uploadReducer(current, action);
  };
  const ok = await uploadInSequence(current.rows, send, dispatch, (e) => (e as Error).message);
  return { ok, state: current, events };
}

describe('uploadInSequence', () => {
  it('sends rows one after another, then fires the upload-all event', async () => {
    const order: string[] = [];
    let inFlight = 0;
    const { ok, state, events } = await runWith(twoRows(), async (row, onProgress) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      order.push(row.docType!);
      await new Promise((resolve) => setTimeout(resolve, 5));
      onProgress([50]);
      inFlight -= 1;
    });
    expect(ok).toBe(true);
    expect(order).toEqual(['UB', 'BS1']);
    expect(events.at(-1)).toBe('allUploaded');
    expect(state.phase).toBe('done');
  });

  it('stops at the first failure and re-enables the form; a retry sends only what is left', async () => {
    const sent: string[] = [];
    const first = await runWith(twoRows(), async (row) => {
      sent.push(row.docType!);
      if (row.docType === 'BS1') throw new Error('the limit of 20MB has been exceeded. Please try again.');
    });
    expect(first.ok).toBe(false);
    expect(first.events).not.toContain('allUploaded');
    expect(first.state.phase).toBe('editing');
    expect(first.state.rows[1]!.uploadError).toMatch(/20MB/);

    const retry = await runWith(first.state, async (row) => {
      sent.push(row.docType!);
    });
    expect(retry.ok).toBe(true);
    expect(sent).toEqual(['UB', 'BS1', 'BS1']);
  });
});
