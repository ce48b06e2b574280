import {
  companyPhoneSchema,
  corporateInfoResponseSchema,
  fundInfoResponseSchema,
  personalInfoResponseSchema,
  workInfoResponseSchema,
  type corporateInfoSchema,
  type fundInfoSchema,
  type personalInfoSchema,
  type userTypeSchema,
  type workInfoSchema,
} from '@vault/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { request } from '../../../lib/api/client';
import type { FieldErrorTarget } from '../../../lib/api/fieldErrors';
import type { ResponseSchema, SchemaInput, SchemaOutput } from '../../../lib/api/schema';
import { userInfoQueryKey } from '../../../lib/session/userInfo';
import { relatedProfilesQueryKey } from './profiles';
import { scoreQueryKey } from './score';

export type PersonalInfoInput = SchemaInput<typeof personalInfoSchema>;
export type WorkInfoInput = SchemaInput<typeof workInfoSchema>;
export type CorporateInfoInput = SchemaInput<typeof corporateInfoSchema>;
export type FundInfoInput = SchemaInput<typeof fundInfoSchema>;

export type PersonalInfo = SchemaOutput<typeof personalInfoResponseSchema>;
export type WorkInfo = SchemaOutput<typeof workInfoResponseSchema>;
export type CorporateInfo = SchemaOutput<typeof corporateInfoResponseSchema>;
export type FundInfo = SchemaOutput<typeof fundInfoResponseSchema>;

export const personalInfoQueryKey = ['customer-user', 'personal-info'] as const;
export const workInfoQueryKey = ['customer-user', 'work-info'] as const;
/** The two kinds of company whose details My details edits. */
export type CompanyKind = 'CORPORATE' | 'LENDING_AGENT';

export const corporateInfoQueryKey = ['customer-user', 'corporate-info'] as const;
export const fundInfoQueryKey = ['customer-user', 'fund-info'] as const;

/** GET /customer-user/personal-info: the person's own details. */
export function usePersonalInfo() {
  return useQuery({ queryKey: personalInfoQueryKey, queryFn: () => request('/customer-user/personal-info', personalInfoResponseSchema) });
}

/** GET /customer-user/work-info. */
export function useWorkInfo() {
  return useQuery({ queryKey: workInfoQueryKey, queryFn: () => request('/customer-user/work-info', workInfoResponseSchema) });
}

/** POST /customer-user/corporate-info for the acting corporate (or lending agent). */
export function useCorporateInfo(enabled: boolean) {
  return useQuery({
    queryKey: corporateInfoQueryKey,
    queryFn: () => request('/customer-user/corporate-info', corporateInfoResponseSchema, { method: 'POST', body: {} }),
    enabled,
  });
}

/** POST /customer-user/fund/corporate-info for the acting fund. */
export function useFundInfo(enabled: boolean) {
  return useQuery({
    queryKey: fundInfoQueryKey,
    queryFn: () => request('/customer-user/fund/corporate-info', fundInfoResponseSchema, { method: 'POST', body: {} }),
    enabled,
  });
}

/** After a change: the details read back, and what depends on them (score, names in the shell). */
function afterSave(queryClient: QueryClient, key: QueryKey, answer: unknown): void {
  queryClient.setQueryData(key, answer);
  void queryClient.invalidateQueries({ queryKey: scoreQueryKey });
  void queryClient.invalidateQueries({ queryKey: relatedProfilesQueryKey });
  void queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
}

/**
 * A save of one details form: the answer replaces the cached details. Field errors of the answer go
 * onto the form; other failures (70000020 'Only an administrator...') show the server's message.
 */
function useSave<I, T>(path: string, schema: ResponseSchema<T>, key: QueryKey, form: FieldErrorTarget, auth: 'csrf' | 'clientManager' = 'csrf') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: I) => request(path, schema, { method: 'POST', body, form, auth }),
    onSuccess: (answer) => afterSave(queryClient, key, answer),
  });
}

/** POST /customer-user/individual: the person's own details. */
export const useSavePersonalInfo = (form: FieldErrorTarget) =>
  useSave<PersonalInfoInput, PersonalInfo>('/customer-user/individual', personalInfoResponseSchema, personalInfoQueryKey, form);

/** POST /customer-user/work-info. */
export const useSaveWorkInfo = (form: FieldErrorTarget) =>
  useSave<WorkInfoInput, WorkInfo>('/customer-user/work-info', workInfoResponseSchema, workInfoQueryKey, form);

/**
 * POST /customer-user/corporate for a corporate (administrators only; others get 70000020), or
 * POST /customer-user/client-manager for the paid organisation (a paid-admin call: client-manager token).
 */
export const useSaveCorporateInfo = (form: FieldErrorTarget, kind: CompanyKind) =>
  useSave<CorporateInfoInput, CorporateInfo>(
    kind === 'LENDING_AGENT' ? '/customer-user/client-manager' : '/customer-user/corporate',
    corporateInfoResponseSchema,
    corporateInfoQueryKey,
    form,
    kind === 'LENDING_AGENT' ? 'clientManager' : 'csrf',
  );

/** POST /customer-user/user-type: the kind of business the acting corporate is (administrators). */
export const useSaveUserType = (form: FieldErrorTarget) =>
  useSave<SchemaInput<typeof userTypeSchema>, CorporateInfo>('/customer-user/user-type', corporateInfoResponseSchema, corporateInfoQueryKey, form);

/** POST /customer-user/change-company-phone. */
export const useSaveCompanyPhone = (form: FieldErrorTarget) =>
  useSave<SchemaInput<typeof companyPhoneSchema>, CorporateInfo>('/customer-user/change-company-phone', corporateInfoResponseSchema, corporateInfoQueryKey, form);

/** POST /customer-user/fund/corporate. */
export const useSaveFundInfo = (form: FieldErrorTarget) =>
  useSave<FundInfoInput, FundInfo>('/customer-user/fund/corporate', fundInfoResponseSchema, fundInfoQueryKey, form);
