import {
  fundDeleteCheckSchema,
  fundDocumentListSchema,
  fundDocumentSchema,
  fundListSchema,
  fundVersionSchema,
  childFundListSchema,
  documentDistributionItemSchema,
  LIMITS,
  subCompanySchema,
  sessionSchema,
} from '@vault/contract';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchBinary, saveBlob } from '../../../lib/api/binary';
import { adoptSwitchedSession } from '../../../lib/session/signIn';
import { FUND_KEYS, fundRequest } from './fundRequest';

/** Spec §9: child funds and documents come 20 a page. */
export const FUND_PAGE_SIZE = LIMITS.childFundPageSize;

/** The next page to ask for, while pages remain (infinite scroll). */
const nextPage = (last: { totalPages: number }, pages: unknown[]) => (pages.length < last.totalPages ? pages.length + 1 : undefined);

export type FundKind = 'ALL' | 'MAJOR';

/** POST /fund-major/all: the organisation's funds (every fund, or parent funds only), searched by name or tax id. */
export function useFundList(kind: FundKind, search: string) {
  return useInfiniteQuery({
    queryKey: FUND_KEYS.list(kind, search),
    queryFn: ({ pageParam, signal }) =>
      fundRequest('/fund-major/all', fundListSchema, { method: 'POST', body: { kind, searchParam: search || undefined, pageIndex: pageParam, pageSize: FUND_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** POST /fund-major/child-funds: a parent fund's child funds, 20 a page. */
export function useChildFunds(fundMajorProfileId: string) {
  return useInfiniteQuery({
    queryKey: FUND_KEYS.childFunds(fundMajorProfileId),
    queryFn: ({ pageParam, signal }) =>
      fundRequest('/fund-major/child-funds', childFundListSchema, { method: 'POST', body: { fundMajorProfileId, pageIndex: pageParam, pageSize: FUND_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** POST /fund-major/document-list: a parent fund's documents (current versions), 20 a page. */
export function useFundDocuments(fundMajorProfileId: string) {
  return useInfiniteQuery({
    queryKey: FUND_KEYS.documents(fundMajorProfileId),
    queryFn: ({ pageParam, signal }) =>
      fundRequest('/fund-major/document-list', fundDocumentListSchema, { method: 'POST', body: { fundMajorProfileId, pageIndex: pageParam, pageSize: FUND_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** GET /fund-major/document: one version (the current one when `version` is undefined) with its files. */
export function useFundDocument(docId: string | null, version: number | undefined) {
  return useQuery({
    queryKey: FUND_KEYS.document(docId ?? '', version),
    queryFn: ({ signal }) => fundRequest('/fund-major/document', fundDocumentSchema, { query: { docId: docId!, version }, signal }),
    enabled: docId !== null,
  });
}

/** GET /fund-major/document-versions: newest first, with how many child funds receive each. */
export function useFundVersions(docId: string | null) {
  return useQuery({
    queryKey: FUND_KEYS.versions(docId ?? ''),
    queryFn: ({ signal }) => fundRequest('/fund-major/document-versions', z.array(fundVersionSchema), { query: { docId: docId! }, signal }),
    enabled: docId !== null,
  });
}

/** GET /fund-major/document-page: one page drawn as PNG (fetched with the manager token, shown via an object URL). */
export function useFundPage(docId: string, version: number, page: number) {
  return useQuery({
    queryKey: [...FUND_KEYS.document(docId, version), 'page', page],
    queryFn: async ({ signal }) => (await fetchBinary('/fund-major/document-page', { auth: 'clientManager', query: { docId, version, currentPage: page, width: 1200 }, signal })).blob,
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /fund-major/download: a file of a version, saved under its name. */
export async function downloadFundFile(docId: string, version: number, fileId: string, name: string): Promise<void> {
  saveBlob(await fetchBinary('/fund-major/download', { auth: 'clientManager', post: { docId, docVersion: version, fileId } }), name);
}

/** GET /fund-major/document-delete-check: whether the version may go, else which child funds receive it. */
export const checkFundDelete = (docId: string, version: number) => fundRequest('/fund-major/document-delete-check', fundDeleteCheckSchema, { query: { docId, version } });

const deleteResultSchema = z.object({ docId: z.string(), removed: z.enum(['VERSION', 'DOCUMENT']), version: z.number().int().nullable() });

/** DELETE /fund-major/document: one version; the lists and views reload. */
export function useDeleteFundVersion() {
  const client = useQueryClient();
  return async (docId: string, version: number) => {
    const result = await fundRequest('/fund-major/document', deleteResultSchema, { method: 'DELETE', query: { docId, version } });
    await client.invalidateQueries({ queryKey: FUND_KEYS.root });
    return result;
  };
}

/** GET /corporate-user/get-sub-corporateProfiles: the organisation and the sub-companies the caller manages. */
export function useSubCompanies() {
  return useQuery({
    queryKey: FUND_KEYS.subCompanies,
    queryFn: ({ signal }) => fundRequest('/corporate-user/get-sub-corporateProfiles', z.array(subCompanySchema), { signal }),
    staleTime: 60_000,
  });
}

/** Spec §4 Company switch: the chosen company becomes current, then a 1 s spinner and a reload. */
export const SUB_COMPANY_RELOAD_MS = 1_000;

/** POST /corporate-user/switch-corporateProfile: a new session acting as that organisation. */
export async function switchSubCompany(corporateProfileId: string): Promise<void> {
  adoptSwitchedSession(await fundRequest('/corporate-user/switch-corporateProfile', sessionSchema, { method: 'POST', body: { corporateProfileId } }));
}

/** The Fund Distribution settings view of the viewer: which child funds receive this version (read only). */
export function useVersionReceivers(fundMajorProfileId: string, docId: string | null, version: number | undefined) {
  return useQuery({
    queryKey: FUND_KEYS.distribution(fundMajorProfileId, docId && version ? [{ docId, version }] : []),
    queryFn: ({ signal }) =>
      fundRequest('/fund-major/document-distribution-list', z.array(documentDistributionItemSchema), { method: 'POST', body: { fundMajorProfileId, docs: [{ docId, version }] }, signal }),
    enabled: docId !== null && version !== undefined,
    select: (items) => items[0]?.childDocDistributions ?? [],
  });
}
