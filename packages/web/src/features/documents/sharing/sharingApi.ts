import {
  LIMITS,
  activityPageSchema,
  deleteCheckSchema,
  errorMessage,
  receivedPageSchema,
  sharedToSchema,
  unshareResultSchema,
  type ReceivedDocument,
} from '@vault/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/api/allPages';
import { request } from '../../../lib/api/client';
import i18n from '../../../lib/i18n/i18n';
import { resolveLanguage } from '../../../lib/i18n/languages';
import { toastError } from '../../../lib/ui/feedback';
import { documentsQueryRoot } from '../api/documents';

/** POST /doc-mgr/shared-to: every grant of a document, live ones first, then ended ones. */
export function useSharedTo(docId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...documentsQueryRoot, 'shared-to', docId],
    queryFn: () => request('/doc-mgr/shared-to', sharedToSchema, { method: 'POST', body: { docId, includeEnded: true } }),
    enabled,
  });
}

/** DELETE /doc-mgr/shared-document {docId, grantId}: ends one grant; the lock and the counts reload. */
export function useRevokeGrant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: { docId: string; grantId: string }) => request('/doc-mgr/shared-document', unshareResultSchema, { method: 'DELETE', body: target }),
    onSuccess: () => client.invalidateQueries({ queryKey: documentsQueryRoot }),
  });
}

export const SEEN_PAGE_SIZE = 10;

/** POST /activity/list {docId}: who viewed, downloaded, shared... this document, newest first, a page at a time. */
export function useDocumentActivity(docId: string, pageIndex: number, enabled: boolean) {
  return useQuery({
    queryKey: [...documentsQueryRoot, 'activity', docId, pageIndex],
    queryFn: () => request('/activity/list', activityPageSchema, { method: 'POST', body: { docId, pageIndex, pageSize: SEEN_PAGE_SIZE } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /doc-mgr/delete-check before a delete (paid-admin §8): when a live grant holds the document (or
 * that version), shows 'This document has been shared for {target} and therefore cannot be removed.'
 * and answers false, so nothing is deleted.
 */
export async function confirmDeletable(docId: string, version?: number): Promise<boolean> {
  const check = await request('/doc-mgr/delete-check', deleteCheckSchema, { query: { docId, version } });
  if (check.deletable) return true;
  toastError(errorMessage('DOCUMENT_LOCKED', resolveLanguage(i18n.language), { target: check.target ?? '' }));
  return false;
}

/** POST /doc-mgr/shared-with-us, every page: the live grants to the acting profile, newest first. */
export function useSharedWithUs() {
  return useQuery({
    queryKey: [...documentsQueryRoot, 'shared-with-us'],
    queryFn: ({ signal }): Promise<ReceivedDocument[]> =>
      fetchAllPages(
        (currentPage) => request('/doc-mgr/shared-with-us', receivedPageSchema, { method: 'POST', body: { currentPage, pageSize: LIMITS.documentPageSizeMax }, signal }),
        (row) => row.grantId,
      ),
  });
}
