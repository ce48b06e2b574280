import {
  accessRequestDetailSchema,
  ACTION_TYPES,
  actionListResponseSchema,
  requestShowSchema,
} from '@vault/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api/client';
import { ignoredData } from '../../../lib/api/schema';

/** Answering a request changes actions, documents' lock state and the log: those lists reload too. */
const REQUESTS_KEY = ['requests'] as const;
const RELOADED_AFTER_ANSWER = [REQUESTS_KEY, ['actions'], ['doc-mgr'], ['activity']] as const;

/** GET /doc-mgr/get-local-document: one access request as the customer answering it sees it. */
export function useAccessRequest(actionId: string | null) {
  return useQuery({
    queryKey: [...REQUESTS_KEY, 'detail', actionId],
    queryFn: () => request('/doc-mgr/get-local-document', accessRequestDetailSchema, { query: { actionId } }),
    enabled: actionId !== null,
    staleTime: 0,
  });
}

/**
 * Agree: the chosen documents are saved for the request (access-document-rep-save), then granted
 * (access-document-permission-agree). Decline answers no (access-document-permission-decline).
 */
export function useAnswerRequest(actionId: string) {
  const client = useQueryClient();
  const reload = () => Promise.all(RELOADED_AFTER_ANSWER.map((queryKey) => client.invalidateQueries({ queryKey })));
  const agree = useMutation({
    mutationFn: async (docIds: string[]) => {
      await request('/doc-mgr/access-document-rep-save', ignoredData, { method: 'POST', body: { actionId, docIds } });
      await request('/doc-mgr/access-document-permission-agree', ignoredData, { method: 'POST', query: { actionId } });
    },
    onSettled: reload,
  });
  const decline = useMutation({
    mutationFn: () => request('/doc-mgr/access-document-permission-decline', ignoredData, { method: 'POST', query: { actionId } }),
    onSettled: reload,
  });
  return { agree, decline };
}

/** Reloads one request (after a document was uploaded for it, it appears as a candidate). */
export function useReloadRequest() {
  const client = useQueryClient();
  return (actionId: string) => client.invalidateQueries({ queryKey: [...REQUESTS_KEY, 'detail', actionId] });
}

/** GET /action/request-show: whether pending access requests pop up on arrival. */
export const requestShowQuery = () => ({ queryKey: [...REQUESTS_KEY, 'show'], queryFn: () => request('/action/request-show', requestShowSchema) });

export function useRequestShow() {
  return useQuery(requestShowQuery());
}

/** POST /action/save-request-show. */
export function useSaveRequestShow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (showAgain: boolean) => request('/action/save-request-show', ignoredData, { method: 'POST', body: { showAgain } }),
    // Shown ticked at once; every open request dialog reads the preference from this one query.
    // A read still in flight would overwrite the ticked box with the old answer: cancel it first.
    onMutate: async (showAgain) => {
      await client.cancelQueries({ queryKey: [...REQUESTS_KEY, 'show'] });
      client.setQueryData([...REQUESTS_KEY, 'show'], { showAgain });
    },
    onSettled: () => client.invalidateQueries({ queryKey: [...REQUESTS_KEY, 'show'] }),
  });
}

/** The customer's access requests still waiting for an answer (type-13 actions, newest first). */
export function usePendingAccessRequests(enabled: boolean) {
  return useQuery({
    queryKey: [...REQUESTS_KEY, 'pending'],
    queryFn: () =>
      request('/action/list', actionListResponseSchema, {
        method: 'POST',
        body: { pageIndex: 1, pageSize: 10, message: false, actionType: ACTION_TYPES.DOCUMENT_PERMISSION_REQUEST, isHandled: '0', sortMap: { date: 0 } },
      }),
    enabled,
  });
}
