import type { UploadAction, UploadRow } from './uploadRows';

/** Sends one row; reports progress as per-file percentages. Rejects with a message to show. */
export type SendRow = (row: UploadRow, onProgress: (progress: number[]) => void) => Promise<void>;

/**
 * Spec §4: rows upload one after another; after the last the upload-all event fires (`allUploaded`,
 * then `onAllUploaded`). A failure stops the sequence and re-enables the continue button
 * (`uploadFailed`); the rows already stored stay stored and are skipped by the next attempt.
 */
export async function uploadInSequence(
  rows: readonly UploadRow[],
  send: SendRow,
  dispatch: (action: UploadAction) => void,
  describeError: (error: unknown) => string,
): Promise<boolean> {
  dispatch({ type: 'uploadStarted' });
  for (const row of rows) {
    if (row.status === 'uploaded') continue;
    dispatch({ type: 'rowStarted', key: row.key });
    try {
      await send(row, (progress) => dispatch({ type: 'rowProgress', key: row.key, progress }));
    } catch (error) {
      dispatch({ type: 'uploadFailed', key: row.key, message: describeError(error) });
      return false;
    }
    dispatch({ type: 'rowUploaded', key: row.key });
  }
  dispatch({ type: 'allUploaded' });
  return true;
}
