import { checkDocumentUrlResultSchema, normaliseProperties, uploadResultSchema, type PropertyRule, type UploadResult } from '@vault/contract';
import { request } from '../../../lib/api/client';
import { uploadWithProgress } from '../../../lib/api/upload';
import { isFileReadable } from './fileRules';
import { reorientImage } from './reorient';
import type { UploadRow } from './uploadRows';

/** Thrown before sending when a chosen file can no longer be read (spec §5 missing file). */
export class MissingFileError extends Error {
  constructor(readonly fileName: string) {
    super(`missing file ${fileName}`);
    this.name = 'MissingFileError';
  }
}

export interface SendContext {
  rules: readonly PropertyRule[];
  /** The acting profile's type as 0, 1, 2. */
  userProfileType: number;
  /** Set when this upload is a new version of an existing document. */
  docId?: string;
  onProgress: (loaded: number, total: number) => void;
}

/** The rep is sent only when it names someone other than the acting profile. */
const profileIdOf = (row: UploadRow): string | undefined => row.rep ?? undefined;

/** The files as they are sent: each still readable (else MissingFileError), pictures turned upright. */
export async function readableFiles(files: readonly File[]): Promise<File[]> {
  for (const file of files) {
    if (!(await isFileReadable(file))) throw new MissingFileError(file.name);
  }
  return Promise.all(files.map((file) => reorientImage(file)));
}

/**
 * Sends one upload row: files as multipart to custom-upload-with-properties (fields first, so
 * the server knows the type before the files stream in), or a link to upload-with-url.
 * Properties go as the contract keeps them (ISO dates).
 */
export async function sendRow(row: UploadRow, context: SendContext): Promise<UploadResult> {
  const docType = row.docType ?? '';
  const docProperties = normaliseProperties(context.rules, row.properties);
  const profileId = profileIdOf(row);
  if (row.source === 'url') {
    const body = { urlList: [row.url.trim()], docType, docProperties, userProfileType: context.userProfileType, profileId, docId: context.docId };
    const result = await request('/doc-mgr/upload-with-url', uploadResultSchema, { method: 'POST', body });
    context.onProgress(1, 1);
    return result;
  }
  const files = await readableFiles(row.files.map((f) => f.file));
  const form = new FormData();
  form.append('docType', docType);
  form.append('docProperties', JSON.stringify(docProperties));
  form.append('userProfileType', String(context.userProfileType));
  if (profileId) form.append('profileId', profileId);
  if (context.docId) form.append('docId', context.docId);
  for (const file of files) form.append('files', file, file.name);
  return uploadWithProgress('/doc-mgr/custom-upload-with-properties', form, uploadResultSchema, { onProgress: context.onProgress });
}

/** POST /doc-mgr/check-document-url: whether the server may fetch this link (30000063/64/65). */
export function checkDocumentUrl(url: string) {
  return request('/doc-mgr/check-document-url', checkDocumentUrlResultSchema, { method: 'POST', body: { url: url.trim() } });
}
