import { LIMITS, distributionResultSchema, inheritanceListSchema } from '@vault/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FUND_KEYS, fundRequest } from './fundRequest';

/**
 * The Document inheritance modal of one child fund (spec paid §2 Modals; §9: 10 a page): per parent document, whether
 * the child fund receives its current version. Edits are kept by document across pages and searches; the pure
 * functions below say what changed.
 */

/** An edited switch and what the server said before it, so going back to the loaded value is no change. */
export type InheritanceEdits = Record<string, { inherits: boolean; loaded: boolean }>;

/** Sets one document's switch; setting it back to what was loaded drops the edit. */
export function editInheritance(edits: InheritanceEdits, docId: string, loaded: boolean, inherits: boolean): InheritanceEdits {
  const next = { ...edits };
  if (inherits === loaded) delete next[docId];
  else next[docId] = { inherits, loaded };
  return next;
}

/** The switch as shown: the edit if any, else what was loaded. */
export const shownInherits = (edits: InheritanceEdits, item: { docId: string; inherits: boolean }): boolean => edits[item.docId]?.inherits ?? item.inherits;

/** The body of POST /fund-major/document-inheritance: only the documents whose switch changed. */
export const inheritanceChanges = (edits: InheritanceEdits): { docId: string; inherits: boolean }[] =>
  Object.entries(edits)
    .filter(([, e]) => e.inherits !== e.loaded)
    .map(([docId, e]) => ({ docId, inherits: e.inherits }));

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
