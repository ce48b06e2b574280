import { deleteResultSchema } from '@vault/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchBinary, saveBlob } from '../../../lib/api/binary';
import { request } from '../../../lib/api/client';
import { documentsQueryRoot } from './documents';
import { isDeletedData } from './viewerPages';

export interface PageRequest {
  docId: string;
  version: number;
  page: number;
  userProfileType: number;
}

/** GET /doc-mgr/access/{docId}: one page of a version as PNG (fetched: it needs the Authorization header). */
export function usePageImage(target: PageRequest | null) {
  return useQuery({
    queryKey: [...documentsQueryRoot, 'page', target?.docId, target?.version, target?.page],
    queryFn: async ({ signal }) => {
      const { docId, version, page, userProfileType } = target!;
      const answer = await fetchBinary(`/doc-mgr/access/${encodeURIComponent(docId)}`, { query: { version, currentPage: page, userProfileType }, signal });
      return answer.blob;
    },
    enabled: target !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET /doc-mgr/original-document: the file as uploaded, saved under its server-given safe name. */
export async function downloadOriginal(docId: string, version: number, fileId: string | undefined, fallbackName: string): Promise<void> {
  const answer = await fetchBinary('/doc-mgr/original-document', { query: { docId, version, fileId } });
  saveBlob(answer, fallbackName);
}

/** DELETE /doc-mgr/specific-version-document, or /doc-mgr/remove-document for the whole document. */
export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: { docId: string; version?: number }) =>
      target.version === undefined
        ? request('/doc-mgr/remove-document', deleteResultSchema, { method: 'DELETE', body: { docId: target.docId } })
        : request('/doc-mgr/specific-version-document', deleteResultSchema, { method: 'DELETE', body: { docId: target.docId, docVersion: target.version } }),
    // Everything reloads except what was just deleted: asking for it again would only answer 404.
    onSuccess: (result, target) =>
      client.invalidateQueries({ queryKey: documentsQueryRoot, predicate: (query) => !isDeletedData(query.queryKey, target.docId, result.removed === 'DOCUMENT' ? null : target.version) }),
  });
}
