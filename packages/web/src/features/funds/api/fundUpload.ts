import { LIMITS, PROFILE_TYPE_CODE, checkDocumentUrlResultSchema, docCategoriesSchema, fundListSchema, fundUploadResultSchema, propertyTemplatesSchema, type FundUploadResult, type PropertyRule } from '@vault/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchAllPages } from '../../../lib/api/allPages';
import { request } from '../../../lib/api/client';
import { fundRequest, fundUpload } from './fundRequest';
import { fundTypesOnly, uploadFields, type FundRow, type FundUploadTarget } from './fundUploadRows';

/** The calls of the Add Documents modal (spec paid §4 Fund upload, §7 Fund-major set); the rules are in fundUploadRows.ts. */

/** Builds the multipart body of a row and sends it to /fund-major/upload (files) or /fund-major/upload-url (a link). */
export function sendFundRow(row: FundRow, rules: readonly PropertyRule[], target: FundUploadTarget, onProgress: (percent: number) => void): Promise<FundUploadResult> {
  const form = new FormData();
  for (const [name, value] of uploadFields(row, rules, target)) form.append(name, value);
  if (row.source === 'file') for (const file of row.files) form.append('files', file, file.name);
  const path = row.source === 'url' ? '/fund-major/upload-url' : '/fund-major/upload';
  return fundUpload(path, form, fundUploadResultSchema, {
    // The server fetches a link itself: its progress is all or nothing.
    onProgress: (loaded, total) => onProgress(row.source === 'url' || !total ? 0 : (loaded / total) * 100),
  });
}

/** GET /doc-mgr/doc-type-by-profile-type with type 2, kept to the types a fund itself holds, by category. */
export function useFundDocTypes(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['fund-modals', 'doc-types', PROFILE_TYPE_CODE.FUND, i18n.language],
    queryFn: async () => fundTypesOnly(await request('/doc-mgr/doc-type-by-profile-type', docCategoriesSchema, { query: { type: PROFILE_TYPE_CODE.FUND } })),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** GET /doc-mgr/custom-doc-properties-template for each chosen type; undefined for a type still loading. */
export function usePropertyTemplates(docTypes: readonly string[]) {
  const { i18n } = useTranslation();
  const unique = [...new Set(docTypes)];
  const results = useQueries({
    queries: unique.map((docType) => ({
      queryKey: ['fund-modals', 'template', docType, i18n.language],
      queryFn: () => request('/doc-mgr/custom-doc-properties-template', propertyTemplatesSchema, { query: { docType } }),
      staleTime: 10 * 60_000,
    })),
  });
  const byType = new Map(unique.map((docType, i) => [docType, results[i]?.data]));
  return (docType: string | null) => (docType === null ? [] : byType.get(docType));
}

/** POST /fund-major/all kind MAJOR: every parent fund of the organisation (the bulk choice). */
export function useParentFunds(enabled: boolean) {
  return useQuery({
    queryKey: ['fund-major', 'all', 'MAJOR', 'every'],
    queryFn: () =>
      fetchAllPages(
        (pageIndex) => fundRequest('/fund-major/all', fundListSchema, { method: 'POST', body: { kind: 'MAJOR', pageIndex, pageSize: LIMITS.documentPageSizeMax } }),
        (f) => f.fundProfileId,
      ),
    enabled,
  });
}

/** POST /doc-mgr/check-document-url: whether the server may fetch this link (its refusal text is shown on the row). */
export function checkFundUrl(url: string) {
  return request('/doc-mgr/check-document-url', checkDocumentUrlResultSchema, { method: 'POST', body: { url: url.trim() }, quiet: true });
}
