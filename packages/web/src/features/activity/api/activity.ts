import {
  activityCompaniesSchema,
  activityPageSchema,
  connectionCasePageSchema,
  LIMITS,
  revokeResultSchema,
  shareablePageSchema,
  sharingConnectionsSchema,
} from '@vault/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api/client';
import { activityListBody, type ActivityFilter } from './activityRules';

/** Everything here reloads after a revoke (the log gains a REVOKED row, the counts drop). */
const ACTIVITY_KEY = ['activity'] as const;

/** POST /activity/list: events on the acting profile's documents, newest first, paged by the server. */
export function useActivityList(filter: ActivityFilter, pageIndex: number) {
  const body = activityListBody(filter, pageIndex);
  return useQuery({
    queryKey: [...ACTIVITY_KEY, 'list', body],
    queryFn: () => request('/activity/list', activityPageSchema, { method: 'POST', body }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /activity/companies: the companies appearing in the log, for its company filter. */
export function useActivityCompanies() {
  return useQuery({
    queryKey: [...ACTIVITY_KEY, 'companies'],
    queryFn: () => request('/activity/companies', activityCompaniesSchema),
  });
}

/** GET /doc-mgr/connections: per company, how many documents and cases are live now. */
export function useConnections() {
  return useQuery({
    queryKey: [...ACTIVITY_KEY, 'connections'],
    queryFn: () => request('/doc-mgr/connections', sharingConnectionsSchema),
    staleTime: 0,
  });
}

/** GET /doc-mgr/connection-case: the cases behind what one company can see, a page at a time. */
export function useConnectionCases(companyId: string, currentPage: number) {
  return useQuery({
    queryKey: [...ACTIVITY_KEY, 'cases', companyId, currentPage],
    queryFn: () => request('/doc-mgr/connection-case', connectionCasePageSchema, { query: { companyId, currentPage } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /doc-mgr/doc-revoke-by-case: ends every live grant of one case. */
export function useRevokeCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (caseId: string) => request('/doc-mgr/doc-revoke-by-case', revokeResultSchema, { method: 'POST', body: { caseId } }),
    onSettled: () => client.invalidateQueries({ queryKey: ACTIVITY_KEY }),
  });
}

/**
 * POST /doc-mgr/shareable-list, every page: the documents of the acting profile and its representatives,
 * which the Activity Log's document filter offers.
 */
export function useOwnDocuments() {
  return useQuery({
    queryKey: [...ACTIVITY_KEY, 'documents'],
    queryFn: async () => {
      const pageSize = LIMITS.documentPageSizeMax;
      const first = await request('/doc-mgr/shareable-list', shareablePageSchema, { method: 'POST', body: { currentPage: 1, pageSize } });
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) =>
          request('/doc-mgr/shareable-list', shareablePageSchema, { method: 'POST', body: { currentPage: i + 2, pageSize } }),
        ),
      );
      return [first, ...rest].flatMap((page) => page.list);
    },
  });
}
