import { LIMITS, distributionResultSchema, inheritanceListSchema } from '@vault/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FUND_KEYS, fundRequest } from './fundRequest';

/** The calls of the Document inheritance modal; the edit logic is in inheritanceEdits.ts. */

/** GET /fund-major/document-inheritance: a page (10) of the parent's documents, searched by type name or code. */
export function useInheritanceList(ids: { fundMajorProfileId: string; fundMinorProfileId: string }, search: string, pageIndex: number, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...FUND_KEYS.inheritance(ids.fundMajorProfileId, ids.fundMinorProfileId, search), pageIndex, i18n.language],
    queryFn: () =>
      fundRequest('/fund-major/document-inheritance', inheritanceListSchema, {
        query: { ...ids, searchParam: search || undefined, pageIndex, pageSize: LIMITS.inheritancePageSize },
      }),
    enabled,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
}

/** POST /fund-major/document-inheritance (query: the two funds; body: the changed documents), then every fund view reloads. */
export function useSaveInheritance(ids: { fundMajorProfileId: string; fundMinorProfileId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (documents: { docId: string; inherits: boolean }[]) => {
      // The server takes up to 100 documents a call; more edits (pages of them) go in turn.
      for (let i = 0; i < documents.length; i += LIMITS.shareDocumentsMax) {
        await fundRequest('/fund-major/document-inheritance', distributionResultSchema, { method: 'POST', query: ids, body: { documents: documents.slice(i, i + LIMITS.shareDocumentsMax) } });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FUND_KEYS.root }),
  });
}
