import {
  checkDocumentRuleResultSchema,
  convertResultSchema,
  profileDifferencesSchema,
  profileExistsSchema,
  recognitionResultSchema,
  uploadResultSchema,
  type CheckDocumentRule,
  type OcrJson,
  type ProfileDifferences,
  type ProfileExistsRequest,
  type RecognitionResult,
} from '@vault/contract';
import { request } from '../../../lib/api/client';
import { uploadWithProgress } from '../../../lib/api/upload';
import { withMissingFields, REVIEW_SLUG, type RecognitionType } from './reviewFields';

/** DOCUMENT_NOT_IDENTIFIED: the recognition call's refusal that shows 'Document Not Identified'. */
export const NOT_IDENTIFIED_CODE = '30000200';

/**
 * POST /doc-mgr/recognize/{docType}: one picture (or a PDF, whose first page is read). Progress is
 * the picture's upload; once it is sent the server reads it.
 */
export function recognizeDocument(docType: RecognitionType, file: File, owner: { profileId?: string; userProfileType: number }, onProgress: (loaded: number, total: number) => void, signal?: AbortSignal): Promise<RecognitionResult> {
  const form = new FormData();
  if (owner.profileId) form.append('profileId', owner.profileId);
  form.append('userProfileType', String(owner.userProfileType));
  form.append('file', file, file.name);
  return uploadWithProgress(`/doc-mgr/recognize/${docType}`, form, recognitionResultSchema, { onProgress, signal, quiet: [NOT_IDENTIFIED_CODE] });
}

/**
 * What the review dialog requests when it opens (spec §4): the scan (get_regula_result) and its
 * field list for review (convert-regula-result), with the missing PP and DL fields added.
 */
export async function loadReview(scanId: string, docType: RecognitionType) {
  const [scan, converted] = await Promise.all([
    request('/doc-mgr/get_regula_result', recognitionResultSchema, { method: 'POST', body: { scanId } }),
    request('/doc-mgr/convert-regula-result', convertResultSchema, { method: 'POST', body: { scanId } }),
  ]);
  return { scan, fields: withMissingFields(docType, converted.fields) };
}

/** POST /action/check-document-rule2: may this document answer the action? Throws (and tells) when not. */
export async function checkDocumentRule(body: CheckDocumentRule): Promise<void> {
  await request('/action/check-document-rule2', checkDocumentRuleResultSchema, { method: 'POST', body });
}

/** POST /doc-mgr/profile-exists. */
export function profileExists(body: ProfileExistsRequest): Promise<'0' | '1'> {
  return request('/doc-mgr/profile-exists', profileExistsSchema, { method: 'POST', body });
}

/**
 * POST /doc-mgr/profile-differences: the holder's recorded name or birth date the fields disagree
 * with. Quiet: the warning it feeds is a help, a failure only leaves it out.
 */
export function profileDifferences(body: ProfileExistsRequest, signal?: AbortSignal): Promise<ProfileDifferences> {
  return request('/doc-mgr/profile-differences', profileDifferencesSchema, { method: 'POST', body, quiet: true, signal });
}

export interface ReviewedUpload {
  docType: RecognitionType;
  /** Whose document: names the owner in the upload call's path. */
  ownerProfileId: string;
  /** Sent as profileId when the owner is not the acting profile (a representative). */
  repProfileId?: string;
  userProfileType: number;
  /** Set for a new version: the update call. */
  docId?: string;
  actionId?: string;
  /** The type's properties as the contract keeps them (ISO dates). */
  docProperties: Record<string, string>;
  ocrJson: OcrJson;
  updateProfile: '0' | '1';
  files: File[];
}

/** The per-type upload (new) or update (existing document) with ocrJson and updateProfile. */
export function saveReviewed(upload: ReviewedUpload, onProgress?: (loaded: number, total: number) => void) {
  const slug = REVIEW_SLUG[upload.docType];
  const path = upload.docId ? `/doc-mgr/${slug}/update/${upload.docId}` : `/doc-mgr/${slug}/upload/${upload.ownerProfileId}`;
  const form = new FormData();
  // Fields first, so the server knows what it stores before the files stream in.
  form.append('docType', upload.docType);
  form.append('userProfileType', String(upload.userProfileType));
  form.append('docProperties', JSON.stringify(upload.docProperties));
  if (upload.repProfileId) form.append('profileId', upload.repProfileId);
  if (upload.actionId) form.append('actionId', upload.actionId);
  form.append('ocrJson', JSON.stringify(upload.ocrJson));
  form.append('updateProfile', upload.updateProfile);
  for (const file of upload.files) form.append('files', file, file.name);
  return uploadWithProgress(path, form, uploadResultSchema, { onProgress });
}
