import type { ResponseSchema } from '../../../lib/api/schema';
import { request, type RequestOptions } from '../../../lib/api/client';
import { uploadWithProgress, type UploadOptions } from '../../../lib/api/upload';

/**
 * Every /fund-major call carries the client-manager token (spec paid §6 and §7; the CSRF token alone gets 403).
 * Spec §8 'Failed calls in the vault views': the central handler shows the error once, the view only stops loading.
 */
export function fundRequest<T>(path: string, schema: ResponseSchema<T>, options: Omit<RequestOptions, 'auth'> = {}): Promise<T> {
  return request(path, schema, { ...options, auth: 'clientManager' });
}

export function fundUpload<T>(path: string, body: FormData, schema: ResponseSchema<T>, options: Omit<UploadOptions, 'auth'> = {}): Promise<T> {
  return uploadWithProgress(path, body, schema, { ...options, auth: 'clientManager' });
}

/**
 * Query keys of the paid administrator's vault views, all under one root: an upload, a distribution or a delete
 * invalidates `FUND_KEYS.root` and every list, document and distribution view reloads.
 */
export const FUND_KEYS = {
  root: ['fund-major'] as const,
  list: (kind: string, search: string) => ['fund-major', 'all', kind, search] as const,
  childFunds: (fundMajorProfileId: string) => ['fund-major', 'child-funds', fundMajorProfileId] as const,
  documents: (fundMajorProfileId: string) => ['fund-major', 'document-list', fundMajorProfileId] as const,
  document: (docId: string, version: number | undefined) => ['fund-major', 'document', docId, version ?? 'current'] as const,
  versions: (docId: string) => ['fund-major', 'document-versions', docId] as const,
  distribution: (fundMajorProfileId: string, docs: readonly { docId: string; version: number }[]) =>
    ['fund-major', 'document-distribution-list', fundMajorProfileId, docs.map((d) => `${d.docId}@${d.version}`).join(',')] as const,
  inheritance: (fundMajorProfileId: string, fundMinorProfileId: string, search: string) =>
    ['fund-major', 'document-inheritance', fundMajorProfileId, fundMinorProfileId, search] as const,
  subCompanies: ['corporate-user', 'sub-companies'] as const,
};
