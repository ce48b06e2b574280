import { LIMITS, PROFILE_TYPE_CODE, normaliseProperties, propertyProblems, type ErrorKey, type FundUploadResult, type PropertyRule } from '@vault/contract';
import { filesProblem, type FilesProblem } from '../../../lib/files/fileProblems';

/**
 * The Add Documents modal of a parent fund (spec paid §2 Modals, §3 Upload item, §4 Fund upload, §5, §9) as a pure
 * state machine plus the calls it makes. The component dispatches; the rules live here and are unit-tested.
 */

export type FundRowSource = 'file' | 'url';
export type FundUrlCheck = { state: 'idle' } | { state: 'loading' } | { state: 'valid' } | { state: 'error'; message: string };
export type FundRowStatus = 'editing' | 'waiting' | 'uploading' | 'uploaded' | 'failed';

export interface FundRow {
  key: string;
  docType: string | null;
  imageOnly: boolean;
  source: FundRowSource;
  files: File[];
  url: string;
  urlCheck: FundUrlCheck;
  /** Property values by name; dates as DD/MM/YYYY (the contract converts on sending). */
  properties: Record<string, string>;
  fileError: FilesProblem | null;
  status: FundRowStatus;
  /** 0 to 100 while the row is sent. */
  progress: number;
}

export interface FundUploadState {
  rows: FundRow[];
  phase: 'editing' | 'uploading';
  nextId: number;
}

export type FundUploadAction =
  | { type: 'addRow' }
  | { type: 'removeRow'; key: string }
  | { type: 'setType'; key: string; docType: string | null; imageOnly: boolean }
  | { type: 'setSource'; key: string; source: FundRowSource }
  | { type: 'addFiles'; key: string; files: File[] }
  | { type: 'removeFile'; key: string; index: number }
  | { type: 'setUrl'; key: string; url: string }
  | { type: 'urlCheckStarted'; key: string; url: string }
  | { type: 'urlChecked'; key: string; url: string; valid: boolean; message: string }
  | { type: 'setProperty'; key: string; name: string; value: string }
  | { type: 'uploadStarted' }
  | { type: 'rowStarted'; key: string }
  | { type: 'rowProgress'; key: string; progress: number }
  | { type: 'rowUploaded'; key: string }
  | { type: 'rowFailed'; key: string }
  | { type: 'reset' };

const emptyRow = (key: string): FundRow => ({
  key,
  docType: null,
  imageOnly: false,
  source: 'file',
  files: [],
  url: '',
  urlCheck: { state: 'idle' },
  properties: {},
  fileError: null,
  status: 'editing',
  progress: 0,
});

export const initialFundUploadState = (): FundUploadState => ({ rows: [emptyRow('row-0')], phase: 'editing', nextId: 1 });

/** Rows not yet stored: after a failure, only these are sent again. */
export const pendingRows = (state: FundUploadState): FundRow[] => state.rows.filter((r) => r.status !== 'uploaded');

/** Types chosen in the other rows (one row per type). */
export const typesTakenElsewhere = (state: FundUploadState, key: string): Set<string> =>
  new Set(state.rows.filter((r) => r.key !== key && r.docType !== null).map((r) => r.docType as string));

const hasSource = (row: FundRow): boolean => (row.source === 'file' ? row.files.length > 0 : row.url.trim() !== '');

/** Another row may be declared while there are fewer than 8 and every row has a type and a source. */
export const canAddRow = (state: FundUploadState): boolean =>
  state.phase === 'editing' && state.rows.length < LIMITS.uploadMaxRows && state.rows.every((r) => r.docType !== null && hasSource(r));

/** Any row but the only one can be removed, until it has been stored. */
export const canRemoveRow = (state: FundUploadState, key: string): boolean =>
  state.phase === 'editing' && state.rows.length > 1 && state.rows.some((r) => r.key === key && r.status !== 'uploaded');

function updateRow(state: FundUploadState, key: string, change: (row: FundRow) => FundRow): FundUploadState {
  return { ...state, rows: state.rows.map((row) => (row.key === key && row.status !== 'uploaded' ? change(row) : row)) };
}

/** Files are kept only when the whole set passes; otherwise the row keeps its files and shows the problem. */
function addFiles(row: FundRow, files: File[]): FundRow {
  const all = [...row.files, ...files];
  const problem = filesProblem(all, row.imageOnly);
  return problem ? { ...row, fileError: problem } : { ...row, files: all, fileError: null };
}

function editing(state: FundUploadState, action: FundUploadAction): FundUploadState {
  switch (action.type) {
    case 'addRow':
      return canAddRow(state) ? { ...state, rows: [...state.rows, emptyRow(`row-${state.nextId}`)], nextId: state.nextId + 1 } : state;
    case 'removeRow':
      return canRemoveRow(state, action.key) ? { ...state, rows: state.rows.filter((r) => r.key !== action.key) } : state;
    case 'setType': {
      if (action.docType !== null && typesTakenElsewhere(state, action.key).has(action.docType)) return state;
      // A new type starts its files and properties again; an image-only type takes no link.
      return updateRow(state, action.key, (row) => ({
        ...row,
        docType: action.docType,
        imageOnly: action.imageOnly,
        source: action.imageOnly ? 'file' : row.source,
        files: [],
        properties: {},
        fileError: null,
        url: action.imageOnly ? '' : row.url,
        urlCheck: action.imageOnly ? { state: 'idle' } : row.urlCheck,
      }));
    }
    case 'setSource':
      return updateRow(state, action.key, (row) => (row.imageOnly && action.source === 'url' ? row : { ...row, source: action.source, fileError: null }));
    case 'addFiles':
      return updateRow(state, action.key, (row) => addFiles(row, action.files));
    case 'removeFile':
      return updateRow(state, action.key, (row) => ({ ...row, files: row.files.filter((_, i) => i !== action.index), fileError: null }));
    case 'setUrl':
      return updateRow(state, action.key, (row) => ({ ...row, url: action.url, urlCheck: { state: 'idle' } }));
    case 'urlCheckStarted':
      return updateRow(state, action.key, (row) => (row.url.trim() === action.url ? { ...row, urlCheck: { state: 'loading' } } : row));
    case 'urlChecked':
      // A late answer for a link the user has changed since is dropped.
      return updateRow(state, action.key, (row) =>
        row.url.trim() === action.url ? { ...row, urlCheck: action.valid ? { state: 'valid' } : { state: 'error', message: action.message } } : row,
      );
    case 'setProperty':
      return updateRow(state, action.key, (row) => ({ ...row, properties: { ...row.properties, [action.name]: action.value } }));
    case 'uploadStarted':
      return { ...state, phase: 'uploading', rows: state.rows.map((r) => (r.status === 'uploaded' ? r : { ...r, status: 'waiting', progress: 0 })) };
    case 'reset':
      return initialFundUploadState();
    default:
      return state;
  }
}

function uploading(state: FundUploadState, action: FundUploadAction): FundUploadState {
  switch (action.type) {
    case 'rowStarted':
      return updateRow(state, action.key, (row) => ({ ...row, status: 'uploading', progress: 0 }));
    case 'rowProgress':
      return updateRow(state, action.key, (row) => ({ ...row, progress: Math.max(row.progress, Math.min(100, Math.round(action.progress))) }));
    case 'rowUploaded':
      return updateRow(state, action.key, (row) => ({ ...row, status: 'uploaded', progress: 100 }));
    case 'rowFailed': {
      // The sequence stops: the failed row and the rows not sent go back to editing, the stored ones stay stored.
      const failed = updateRow(state, action.key, (row) => ({ ...row, status: 'failed', progress: 0 }));
      return { ...failed, phase: 'editing', rows: failed.rows.map((r) => (r.status === 'waiting' ? { ...r, status: 'editing' } : r)) };
    }
    case 'reset':
      return initialFundUploadState();
    default:
      return state;
  }
}

export function fundUploadReducer(state: FundUploadState, action: FundUploadAction): FundUploadState {
  return state.phase === 'editing' ? editing(state, action) : uploading(state, action);
}

/** What is wrong with a row, as the contract's error keys (their texts are the spec's) per field. */
export interface FundRowProblems {
  docType?: 'DOC_TYPE_REQUIRED';
  /** No file or link ('Select a document to upload'), or a link that has not passed its check. */
  source?: 'DOC_SOURCE_REQUIRED' | 'urlUnchecked' | 'urlInvalid';
  files?: ErrorKey;
  properties: Record<string, ErrorKey>;
}

/** Spec §5 Fund upload: a type, files or a checked link, the files' rules, and the type's properties. */
export function fundRowProblems(row: FundRow, rules: readonly PropertyRule[], today: string): FundRowProblems {
  const problems: FundRowProblems = { properties: {} };
  if (!row.docType) problems.docType = 'DOC_TYPE_REQUIRED';
  if (row.source === 'file') {
    if (!row.files.length) problems.source = 'DOC_SOURCE_REQUIRED';
  } else if (!row.url.trim()) problems.source = 'DOC_SOURCE_REQUIRED';
  else if (row.urlCheck.state === 'error') problems.source = 'urlInvalid';
  else if (row.urlCheck.state !== 'valid') problems.source = 'urlUnchecked';
  if (row.fileError) problems.files = row.fileError.error;
  if (row.docType) for (const p of propertyProblems(rules, row.properties, today)) problems.properties[p.name] = p.error;
  return problems;
}

export const hasFundRowProblems = (p: FundRowProblems): boolean => Boolean(p.docType || p.source || p.files) || Object.keys(p.properties).length > 0;

/**
 * The Add Documents button: enabled only while editing, with every template loaded and every row (still to send)
 * free of problems, a file error included (spec §4 Fund upload).
 */
export function canSubmit(state: FundUploadState, rulesOf: (docType: string | null) => readonly PropertyRule[] | undefined, today: string): boolean {
  if (state.phase !== 'editing') return false;
  const rows = pendingRows(state);
  if (!rows.length) return false;
  return rows.every((row) => {
    const rules = rulesOf(row.docType);
    return rules !== undefined && !hasFundRowProblems(fundRowProblems(row, rules, today));
  });
}

/** Where one row goes and with which flags. */
export interface FundUploadTarget {
  fundMajorProfileId: string;
  /** Other parent funds to receive the same document (bulk); the current fund is always included. */
  alsoFunds: readonly string[];
  lastUpload: boolean;
}

/** The parent funds one upload writes to, current first, each once; bulk when there is more than one. */
export function fundsOfUpload(target: Pick<FundUploadTarget, 'fundMajorProfileId' | 'alsoFunds'>): string[] {
  return [...new Set([target.fundMajorProfileId, ...target.alsoFunds])];
}

/**
 * The multipart text fields of one row (spec §3 Upload item): docType, docProperties as JSON (ISO dates),
 * fundMajorProfileId, lastUpload, multiSelectFunds (comma-joined) when several parent funds get it, and the link as
 * urlList for a link row. Files follow these fields so the server knows the type before they stream in.
 */
export function uploadFields(row: FundRow, rules: readonly PropertyRule[], target: FundUploadTarget): [string, string][] {
  const funds = fundsOfUpload(target);
  const fields: [string, string][] = [
    ['docType', row.docType ?? ''],
    ['docProperties', JSON.stringify(normaliseProperties(rules, row.properties))],
    ['fundMajorProfileId', target.fundMajorProfileId],
    ['lastUpload', String(target.lastUpload)],
  ];
  if (funds.length > 1) fields.push(['multiSelectFunds', funds.join(',')]);
  if (row.source === 'url') fields.push(['urlList', row.url.trim()]);
  return fields;
}

/** A stored document of the current fund, as the modal hands it to its parent. */
export interface UploadedFundDoc {
  docId: string;
  docType: string;
  version: number;
}

/** Sends one row; `previous` is what the row before returned (null for the first). Rejects on failure. */
export type SendFundRow = (row: FundRow, options: { lastUpload: boolean; previous: FundUploadResult | null; onProgress: (percent: number) => void }) => Promise<FundUploadResult>;

/**
 * Spec §4 Fund upload: the rows still to send go one at a time, in order, each passed the previous result; the last
 * carries lastUpload=true. A failure stops the sequence (the central error handler has shown it) and keeps the rows
 * not sent. Returns the current fund's stored documents, or null after a failure.
 */
export async function uploadFundRows(
  rows: readonly FundRow[],
  fundMajorProfileId: string,
  send: SendFundRow,
  dispatch: (action: FundUploadAction) => void,
): Promise<UploadedFundDoc[] | null> {
  const todo = rows.filter((r) => r.status !== 'uploaded');
  const stored: UploadedFundDoc[] = [];
  let previous: FundUploadResult | null = null;
  dispatch({ type: 'uploadStarted' });
  for (const [index, row] of todo.entries()) {
    dispatch({ type: 'rowStarted', key: row.key });
    try {
      previous = await send(row, { lastUpload: index === todo.length - 1, previous, onProgress: (progress) => dispatch({ type: 'rowProgress', key: row.key, progress }) });
    } catch {
      dispatch({ type: 'rowFailed', key: row.key });
      return null;
    }
    for (const doc of previous.documents) if (doc.fundMajorProfileId === fundMajorProfileId) stored.push({ docId: doc.docId, docType: doc.docType, version: doc.version });
    dispatch({ type: 'rowUploaded', key: row.key });
  }
  return stored;
}

/**
 * The types a fund document may have: the upload forms of a fund also offer the person types (for representatives),
 * but /fund-major/upload takes only types a fund holds (holders include 2), so only those are offered.
 */
export function fundTypesOnly<C extends { docTypes: readonly { holders: readonly number[] }[] }>(categories: readonly C[]): C[] {
  return categories.map((c) => ({ ...c, docTypes: c.docTypes.filter((t) => t.holders.includes(PROFILE_TYPE_CODE.FUND)) })).filter((c) => c.docTypes.length > 0);
}
