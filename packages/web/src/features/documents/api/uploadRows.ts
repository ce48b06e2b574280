import { LIMITS } from '@vault/contract';
import { filesProblem, type FileProblem } from './fileRules';
import { idleReading, readingReducer, type ReadingAction, type RowReading } from '../recognition/rowReading';

/**
 * The Upload documents form as a state machine (spec §4 Upload row, §5 Upload form). Pure: the
 * component dispatches, the rules live here and are unit-tested.
 */
export type RowSource = 'file' | 'url';
export type UrlCheck = { state: 'idle' } | { state: 'loading' } | { state: 'valid' } | { state: 'error'; message: string };
export type RowStatus = 'editing' | 'waiting' | 'uploading' | 'uploaded' | 'failed';

export interface RowFile {
  uid: string;
  file: File;
  /** 0 to 100 while the row uploads. */
  progress: number;
}

export interface UploadRow {
  key: string;
  /** Corporate users: whose document this is (the company or one of its representatives). */
  rep: string | null;
  docType: string | null;
  imageOnly: boolean;
  source: RowSource;
  files: RowFile[];
  url: string;
  urlCheck: UrlCheck;
  /** Property values by name; dates as DD/MM/YYYY. */
  properties: Record<string, string>;
  fileError: FileProblem | null;
  status: RowStatus;
  uploadError: string | null;
  /** Passports and licences: the reading of the chosen picture and its review. */
  reading: RowReading;
  /** Which document the row adds to when the owner already has its type (see targetDocId). */
  target: RowTarget;
}

/**
 * Where a row's file goes when the owner already holds documents of its type: 'auto' makes it a new
 * version of the newest one, { docId } a new version of the one chosen, 'new' a new document (only
 * when the user asks for it). Without such documents every target is a new document.
 */
export type RowTarget = 'auto' | 'new' | { docId: string };

/** The document a row becomes a new version of, or null for a new document. */
export function targetDocId(target: RowTarget, existing: readonly { docId: string; updatedAt: string }[]): string | null {
  if (target === 'new' || existing.length === 0) return null;
  if (target !== 'auto' && existing.some((d) => d.docId === target.docId)) return target.docId;
  return [...existing].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0]!.docId;
}

export interface UploadFormState {
  rows: UploadRow[];
  phase: 'editing' | 'uploading' | 'done';
  nextId: number;
}

export type UploadAction =
  | { type: 'addRow' }
  | { type: 'removeRow'; key: string }
  | { type: 'clearRow'; key: string }
  | { type: 'setRep'; key: string; rep: string | null }
  | { type: 'setType'; key: string; docType: string | null; imageOnly: boolean }
  | { type: 'setSource'; key: string; source: RowSource }
  | { type: 'addFiles'; key: string; files: File[] }
  | { type: 'removeFile'; key: string; uid: string }
  | { type: 'fileMissing'; key: string; uid: string }
  | { type: 'setUrl'; key: string; url: string }
  | { type: 'urlCheckStarted'; key: string; url: string }
  | { type: 'urlChecked'; key: string; url: string; valid: boolean; message: string }
  | { type: 'setProperty'; key: string; name: string; value: string }
  | { type: 'setTarget'; key: string; target: RowTarget }
  | { type: 'uploadStarted' }
  | { type: 'rowStarted'; key: string }
  | { type: 'rowProgress'; key: string; progress: number[] }
  | { type: 'rowUploaded'; key: string }
  | { type: 'uploadFailed'; key: string; message: string }
  | { type: 'allUploaded' }
  | ReadingAction;

const emptyRow = (key: string): UploadRow => ({
  key,
  rep: null,
  docType: null,
  imageOnly: false,
  source: 'file',
  files: [],
  url: '',
  urlCheck: { state: 'idle' },
  properties: {},
  fileError: null,
  status: 'editing',
  uploadError: null,
  reading: idleReading,
  target: 'auto',
});

export const initialUploadState = (): UploadFormState => ({ rows: [emptyRow('row-0')], phase: 'editing', nextId: 1 });

const hasSource = (row: UploadRow): boolean => (row.source === 'file' ? row.files.length > 0 : row.url.trim() !== '');

/** A row with a type and a file or URL (the condition for adding another, spec §4). */
export const isRowFilled = (row: UploadRow): boolean => row.docType !== null && hasSource(row);

export const canAddRow = (state: UploadFormState): boolean =>
  state.phase === 'editing' &&
  state.rows.length < LIMITS.uploadMaxRows &&
  state.rows.every(isRowFilled) &&
  // Like Cancel: nothing new starts while a picture is being read or reviewed.
  state.rows.every((row) => row.reading.state === 'idle');

/** The first row can be cleared only when it is the only row (and not while its picture is read). */
export const canClearRow = (state: UploadFormState, index: number): boolean =>
  state.phase === 'editing' && index === 0 && state.rows.length === 1 && state.rows[0]!.reading.state === 'idle';

/** Only the last extra row can be removed (not while its picture is read). */
export const canRemoveRow = (state: UploadFormState, index: number): boolean =>
  state.phase === 'editing' && index > 0 && index === state.rows.length - 1 && state.rows[index]!.reading.state === 'idle';

/** Types chosen in other rows are disabled in this one. */
export const typesTakenElsewhere = (state: UploadFormState, key: string): Set<string> =>
  new Set(state.rows.filter((r) => r.key !== key && r.docType !== null).map((r) => r.docType as string));

/** Rows still to send: a retry after a failure skips the rows already stored. */
export const rowsToUpload = (state: UploadFormState): UploadRow[] => state.rows.filter((r) => r.status !== 'uploaded');

/** A row the user has not started: no type, no file, no address. */
const isBlankRow = (row: UploadRow): boolean => row.docType === null && row.files.length === 0 && row.url.trim() === '';

/**
 * What the upload dialog does once the ID review saved a row: close when nothing is left to send
 * (every row stored, or only rows never started), otherwise say how many rows Continue will send
 * (one clear next step instead of a form that looks unfinished).
 */
export function afterReviewSaved(state: UploadFormState): { kind: 'close' } | { kind: 'continue'; remaining: number } {
  const remaining = rowsToUpload(state).filter((row) => !isBlankRow(row)).length;
  return remaining === 0 ? { kind: 'close' } : { kind: 'continue', remaining };
}

function updateRow(state: UploadFormState, key: string, change: (row: UploadRow) => UploadRow): UploadFormState {
  return { ...state, rows: state.rows.map((row) => (row.key === key ? change(row) : row)) };
}

function addFiles(row: UploadRow, files: File[], nextId: number): UploadRow {
  const added = files.map((file, i) => ({ uid: `file-${nextId + i}`, file, progress: 0 }));
  const all = [...row.files, ...added];
  const problem = filesProblem(
    all.map((f) => f.file),
    row.imageOnly,
  );
  return problem ? { ...row, fileError: problem } : { ...row, files: all, fileError: null };
}

/** Choosing a type clears files and resets dates; image-only types force the file choice. */
function setType(row: UploadRow, docType: string | null, imageOnly: boolean): UploadRow {
  const source = imageOnly ? 'file' : row.source;
  return {
    ...row,
    docType,
    imageOnly,
    source,
    files: [],
    properties: {},
    fileError: null,
    target: 'auto',
    url: source === 'url' ? row.url : '',
    urlCheck: source === 'url' ? row.urlCheck : { state: 'idle' },
  };
}

function editing(state: UploadFormState, action: UploadAction): UploadFormState {
  switch (action.type) {
    case 'addRow':
      return canAddRow(state) ? { ...state, rows: [...state.rows, emptyRow(`row-${state.nextId}`)], nextId: state.nextId + 1 } : state;
    case 'removeRow': {
      const index = state.rows.findIndex((r) => r.key === action.key);
      return canRemoveRow(state, index) ? { ...state, rows: state.rows.slice(0, -1) } : state;
    }
    case 'clearRow': {
      const index = state.rows.findIndex((r) => r.key === action.key);
      return canClearRow(state, index) ? { ...state, rows: [emptyRow(action.key)] } : state;
    }
    case 'setRep':
      // Another owner holds other documents: the row's target starts again.
      return updateRow(state, action.key, (row) => ({ ...row, rep: action.rep, target: 'auto' }));
    case 'setTarget':
      return updateRow(state, action.key, (row) => ({ ...row, target: action.target }));
    case 'setType':
      if (action.docType !== null && typesTakenElsewhere(state, action.key).has(action.docType)) return state;
      return updateRow(state, action.key, (row) => setType(row, action.docType, action.imageOnly));
    case 'setSource':
      return updateRow(state, action.key, (row) =>
        row.imageOnly && action.source === 'url' ? row : { ...row, source: action.source, fileError: null },
      );
    case 'addFiles':
      return { ...updateRow(state, action.key, (row) => addFiles(row, action.files, state.nextId)), nextId: state.nextId + action.files.length };
    case 'removeFile':
      return updateRow(state, action.key, (row) => ({ ...row, files: row.files.filter((f) => f.uid !== action.uid), fileError: null }));
    case 'setUrl':
      return updateRow(state, action.key, (row) => ({ ...row, url: action.url, urlCheck: { state: 'idle' } }));
    case 'urlCheckStarted':
      return updateRow(state, action.key, (row) => (row.url === action.url ? { ...row, urlCheck: { state: 'loading' } } : row));
    case 'urlChecked':
      // A late answer for a URL the user has since changed is ignored.
      return updateRow(state, action.key, (row) =>
        row.url === action.url ? { ...row, urlCheck: action.valid ? { state: 'valid' } : { state: 'error', message: action.message } } : row,
      );
    case 'setProperty':
      return updateRow(state, action.key, (row) => ({ ...row, properties: { ...row.properties, [action.name]: action.value } }));
    case 'readingStage':
    case 'readingCleared':
    case 'readingSaved':
      return updateRow(state, action.key, (row) => readingReducer(row, action));
    case 'uploadStarted':
      return {
        ...state,
        phase: 'uploading',
        rows: state.rows.map((r) => (r.status === 'uploaded' ? r : { ...r, status: 'waiting', uploadError: null })),
      };
    default:
      return state;
  }
}

function uploading(state: UploadFormState, action: UploadAction): UploadFormState {
  switch (action.type) {
    case 'rowStarted':
      return updateRow(state, action.key, (row) => ({ ...row, status: 'uploading', files: row.files.map((f) => ({ ...f, progress: 0 })) }));
    case 'rowProgress':
      return updateRow(state, action.key, (row) => ({
        ...row,
        files: row.files.map((f, i) => ({ ...f, progress: action.progress[i] ?? f.progress })),
      }));
    case 'rowUploaded':
      return updateRow(state, action.key, (row) => ({ ...row, status: 'uploaded', files: row.files.map((f) => ({ ...f, progress: 100 })) }));
    case 'fileMissing':
      return updateRow(state, action.key, (row) => ({ ...row, files: row.files.filter((f) => f.uid !== action.uid) }));
    case 'uploadFailed': {
      // The continue button is enabled again; rows not yet sent go back to editing.
      const failed = updateRow(state, action.key, (row) => ({ ...row, status: 'failed', uploadError: action.message }));
      return { ...failed, phase: 'editing', rows: failed.rows.map((r) => (r.status === 'waiting' ? { ...r, status: 'editing' } : r)) };
    }
    case 'allUploaded':
      return { ...state, phase: 'done' };
    default:
      return state;
  }
}

export function uploadReducer(state: UploadFormState, action: UploadAction): UploadFormState {
  if (state.phase === 'editing') return editing(state, action);
  if (state.phase === 'uploading') return uploading(state, action);
  return state;
}

/** Whether a row's chosen type is among the types an owner may hold (false sends the row back to no type). */
export const isTypeOffered = (categories: readonly { docTypes: readonly { code: string }[] }[], docType: string | null): boolean =>
  docType === null || categories.some((c) => c.docTypes.some((t) => t.code === docType));
