import {
  actionDetailSchema,
  actionStatusSchema,
  createActionResultSchema,
  docCategoriesSchema,
  forwardResultSchema,
  requestCountsSchema,
  requestCustomersSchema,
  requestPageSchema,
  type CreateAction,
  type RepairAction,
} from '@vault/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request, type RequestOptions } from '../../../lib/api/client';
import type { ResponseSchema } from '../../../lib/api/schema';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import { listBody, type RequestFilters, type RequestView } from './requestFilters';

/** The organisation's calls carry the client-manager token (spec paid §6). */
function paid<T>(path: string, schema: ResponseSchema<T>, options: Omit<RequestOptions, 'auth'> = {}): Promise<T> {
  return request(path, schema, { ...options, auth: 'clientManager' });
}

const KEY = ['requests-manager'] as const;

/** POST /customer-user/client-manager/requests: one page of a view with its filters. */
export function useRequestPage(view: RequestView, filters: RequestFilters, pageIndex: number) {
  const language = useLanguage();
  const body = listBody(view, filters, pageIndex);
  return useQuery({
    queryKey: [...KEY, 'list', body, language],
    queryFn: ({ signal }) => paid('/customer-user/client-manager/requests', requestPageSchema, { method: 'POST', body, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /customer-user/client-manager/requests/num: the counters, per type and in all. */
export function useRequestCounts() {
  return useQuery({ queryKey: [...KEY, 'num'], queryFn: ({ signal }) => paid('/customer-user/client-manager/requests/num', requestCountsSchema, { method: 'POST', signal }), staleTime: 0 });
}

/** POST /action/detail */
export function useActionDetail(id: string | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...KEY, 'detail', id, language],
    queryFn: ({ signal }) => paid('/action/detail', actionDetailSchema, { method: 'POST', body: { id }, signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** GET /action/forward (without accountId: the target and the candidates). */
export function useForwardTarget(id: string | null) {
  return useQuery({ queryKey: [...KEY, 'forward', id], queryFn: ({ signal }) => paid('/action/forward', forwardResultSchema, { query: { id }, signal }), enabled: Boolean(id) });
}

/** GET /action/get-action-status */
export const fetchActionStatus = (actionId: string) => paid('/action/get-action-status', actionStatusSchema, { query: { actionId } });

/** GET /action/request-customers: the customers connected to the organisation. */
export function useConnectedCustomers(enabled: boolean) {
  return useQuery({ queryKey: [...KEY, 'customers'], queryFn: () => request('/action/request-customers', requestCustomersSchema), enabled });
}

/** GET /doc-mgr/doc-type-by-profile-type: the types a customer of that profile type may hold. */
export function useCustomerTypes(profileType: number | undefined) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...KEY, 'types', profileType, language],
    queryFn: () => request('/doc-mgr/doc-type-by-profile-type', docCategoriesSchema, { query: { type: profileType } }),
    enabled: profileType !== undefined,
  });
}

/** Every change refreshes the lists, the counters and the open detail. */
function useRequestMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useCreateAction = () => useRequestMutation((body: CreateAction) => paid('/action', createActionResultSchema, { method: 'POST', body }));
export const useRepairAction = () => useRequestMutation((body: RepairAction) => paid('/action/repair-action', actionDetailSchema, { method: 'PUT', body }));
export const useForwardAction = () =>
  useRequestMutation((q: { id: string; accountId: string }) => paid('/action/forward', forwardResultSchema, { query: q }));
export const useDecideApproval = () =>
  useRequestMutation((body: { id: string; approve: boolean }) => paid('/action/approval', z.object({ id: z.string(), decision: z.enum(['APPROVED', 'DECLINED']) }), { method: 'POST', body }));
