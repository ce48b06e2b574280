import {
  accessRequestPageSchema,
  addDocumentRequestResultSchema,
  docCategoriesSchema,
  gainDocAccessResultSchema,
  requestCustomersSchema,
  type RequestDisplayStatus,
} from '@vault/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchBinary, saveBlob } from '../../../lib/api/binary';
import { request } from '../../../lib/api/client';
import { useLanguage } from '../../../lib/i18n/useLanguage';

const REQUESTER_KEY = ['requests', 'requester'] as const;
export const REQUEST_PAGE_SIZE = 10;

/** GET /action/request-customers: the customers connected to the acting company. */
export function useRequestCustomers() {
  return useQuery({ queryKey: [...REQUESTER_KEY, 'customers'], queryFn: () => request('/action/request-customers', requestCustomersSchema) });
}

/** GET /doc-mgr/doc-type-by-profile-type: the types a customer of that profile type may hold. */
export function useRequestableTypes(profileType: number | undefined) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...REQUESTER_KEY, 'types', profileType, language],
    queryFn: () => request('/doc-mgr/doc-type-by-profile-type', docCategoriesSchema, { query: { type: profileType } }),
    enabled: profileType !== undefined,
  });
}

/** POST /action/add-document-request-action. */
export function useAddRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { customerProfileId: string; docTypes: string[]; note?: string }) =>
      request('/action/add-document-request-action', addDocumentRequestResultSchema, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: REQUESTER_KEY }),
  });
}

/** POST /action/get-user-access-request-list: the acting company's requests, newest first. */
export function useRequesterList(pageIndex: number, status: RequestDisplayStatus | null) {
  const language = useLanguage();
  const body = { pageIndex, pageSize: REQUEST_PAGE_SIZE, ...(status ? { status } : {}) };
  return useQuery({
    queryKey: [...REQUESTER_KEY, 'list', body, language],
    queryFn: () => request('/action/get-user-access-request-list', accessRequestPageSchema, { method: 'POST', body }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /action/gain-doc-access: the documents one request gained. */
export function useGainedDocuments(requestId: string | null) {
  return useQuery({
    queryKey: [...REQUESTER_KEY, 'gained', requestId],
    queryFn: () => request('/action/gain-doc-access', gainDocAccessResultSchema, { method: 'POST', body: { requestId } }),
    enabled: requestId !== null,
    staleTime: 0,
  });
}

export interface GrantedPage {
  docId: string;
  version: number;
  page: number;
}

/** GET /doc-mgr/access/{docId}: one page of exactly the granted version, as an image. */
export function useGrantedPage(target: GrantedPage | null) {
  return useQuery({
    queryKey: [...REQUESTER_KEY, 'page', target],
    queryFn: async ({ signal }) =>
      (await fetchBinary(`/doc-mgr/access/${encodeURIComponent(target!.docId)}`, { query: { version: target!.version, currentPage: target!.page }, signal })).blob,
    enabled: target !== null,
    retry: false,
  });
}

/** GET /doc-mgr/original-document: the granted version as uploaded (only where the grant allows it). */
export async function downloadGranted(docId: string, version: number, fallbackName: string): Promise<void> {
  saveBlob(await fetchBinary('/doc-mgr/original-document', { query: { docId, version } }), fallbackName);
}
