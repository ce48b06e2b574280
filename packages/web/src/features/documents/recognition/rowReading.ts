import type { UploadRow } from '../api/uploadRows';

/**
 * Where a passport or licence row is in its reading (spec §4 Recognition for PP and DL): the picture
 * being sent (with its progress), read by the server, then under review in the ID information dialog.
 * A row that is not idle cannot be edited and holds the form's Continue.
 */
export type RowReading = { state: 'idle' } | { state: 'sending'; percent: number } | { state: 'reading' } | { state: 'review' };

export type ReadingAction =
  | { type: 'readingStage'; key: string; reading: RowReading }
  /** Not identified, failed or cancelled: the row's files are cleared (spec §4). */
  | { type: 'readingCleared'; key: string }
  /** Saved by the review dialog: the row is stored, with the confirmed dates as its properties. */
  | { type: 'readingSaved'; key: string; properties: Record<string, string> };

export const idleReading: RowReading = { state: 'idle' };

export const isReading = (row: UploadRow): boolean => row.reading.state !== 'idle';

/** A row whose files are chosen and not yet read: the form starts reading it. */
export const needsReading = (row: UploadRow, isRecognitionType: (docType: string | null) => boolean): boolean =>
  row.status === 'editing' && row.reading.state === 'idle' && row.source === 'file' && row.files.length > 0 && isRecognitionType(row.docType);

/** Applies a reading action to its row; a row no longer being read ignores late stages. */
export function readingReducer(row: UploadRow, action: ReadingAction): UploadRow {
  switch (action.type) {
    case 'readingStage':
      return { ...row, reading: action.reading };
    case 'readingCleared':
      return { ...row, reading: idleReading, files: [], fileError: null };
    case 'readingSaved':
      return { ...row, reading: idleReading, status: 'uploaded', properties: action.properties, uploadError: null, files: row.files.map((f) => ({ ...f, progress: 100 })) };
  }
}
