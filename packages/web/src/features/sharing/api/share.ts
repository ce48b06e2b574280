import { LIMITS, shareablePageSchema, type ShareableItem, type ShareRequest } from '@vault/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/api/allPages';
import { request } from '../../../lib/api/client';
import type { ResponseSchema } from '../../../lib/api/schema';

/**
 * Under the vault's query root ('doc-mgr'), so an upload or a delete anywhere reloads the list, and
 * a share reloads what shows `locked` and `accessibleNums`.
 */
const vaultRoot = ['doc-mgr'] as const;

/**
 * POST /doc-mgr/shareable-list, every page (spec §4: corporates and funds see all pages at once),
 * narrowed by the document search filter (spec §3: type code or part of its name).
 */
export function useShareableDocuments(userProfileType: number | undefined, docTypeName: string, enabled: boolean) {
  return useQuery({
    queryKey: [...vaultRoot, 'shareable', userProfileType, docTypeName],
    queryFn: ({ signal }): Promise<ShareableItem[]> =>
      fetchAllPages(
        (currentPage) =>
          request('/doc-mgr/shareable-list', shareablePageSchema, {
            method: 'POST',
            body: { currentPage, pageSize: LIMITS.documentPageSizeMax, userProfileType, docTypeName: docTypeName || undefined },
            signal,
          }),
        (item) => item.docId,
      ),
    enabled: enabled && userProfileType !== undefined,
    // A new filter keeps the current list on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** Any text answer is read: only 'Success' closes the dialog (spec §4), anything else just ends loading. */
const shareAnswerSchema: ResponseSchema<string | null> = {
  safeParse: (value: unknown) => ({ success: true, data: typeof value === 'string' ? value : null }),
};

/** POST /doc-mgr/share: the current version of each document, to the address. */
export function useShareDocuments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareRequest) => request('/doc-mgr/share', shareAnswerSchema, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: vaultRoot }),
  });
}
