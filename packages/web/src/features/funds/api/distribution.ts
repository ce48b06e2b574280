import { distributionResultSchema, documentDistributionItemSchema, ERRORS } from '@vault/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FUND_KEYS, fundRequest } from './fundRequest';
import type { DistributionDocRef, DistributionSave } from './distributionSwitches';

/** The calls of the Fund distribution modal (spec paid §4, §7); the switch logic is in distributionSwitches.ts. */

/** POST /fund-major/document-distribution-list: every child fund per requested version, in the caller's language. */
export function useDistributionList(fundMajorProfileId: string, docs: readonly DistributionDocRef[], enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...FUND_KEYS.distribution(fundMajorProfileId, docs), i18n.language],
    queryFn: () =>
      fundRequest('/fund-major/document-distribution-list', documentDistributionItemSchema.array(), {
        method: 'POST',
        body: { fundMajorProfileId, docs: docs.map((d) => ({ docId: d.docId, version: d.version, ...(d.docType ? { docType: d.docType } : {}) })) },
      }),
    enabled: enabled && docs.length > 0,
    // The modal edits a copy; a background refetch must not move switches under the user.
    refetchOnWindowFocus: false,
  });
}

/** The error this modal explains itself (in the user's language): an older version cannot go to more child funds. */
export const VERSION_NOT_CURRENT_CODE = ERRORS.FUND_VERSION_NOT_CURRENT.code;

/** Sends the saves in order; every fund view reloads afterwards, whether all, some or none were stored. */
export function useSaveDistribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (saves: readonly DistributionSave[]) => {
      let granted = 0;
      let ended = 0;
      for (const body of saves) {
        const result = await fundRequest('/fund-major/document-distribution', distributionResultSchema, { method: 'POST', body, quiet: [VERSION_NOT_CURRENT_CODE] });
        granted += result.granted;
        ended += result.ended;
      }
      return { granted, ended };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FUND_KEYS.root }),
  });
}
