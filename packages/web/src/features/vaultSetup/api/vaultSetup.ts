import {
  codedOptionsSchema,
  docCategoriesSchema,
  jurisdictionOptionsSchema,
  PROFILE_TYPE_CODE,
  propertyTemplatesSchema,
  uploadResultSchema,
  validateCorpResultSchema,
  vaultDetailSchema,
  vaultInviteResultSchema,
  vaultListSchema,
  vaultRepresentativesSchema,
  type addRepresentativeSchema,
  type RegCorp,
  type VaultState,
} from '@vault/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request, type RequestOptions } from '../../../lib/api/client';
import type { FieldErrorTarget } from '../../../lib/api/fieldErrors';
import type { ResponseSchema, SchemaInput } from '../../../lib/api/schema';
import { uploadWithProgress } from '../../../lib/api/upload';
import { useLanguage } from '../../../lib/i18n/useLanguage';

/** The vault set-up calls (spec paid §7 Customer user): all carry the client-manager token (the CSRF token alone gets 403). */
function paid<T>(path: string, schema: ResponseSchema<T>, options: Omit<RequestOptions, 'auth'> = {}): Promise<T> {
  return request(path, schema, { ...options, auth: 'clientManager' });
}

export type RepresentativeInput = SchemaInput<typeof addRepresentativeSchema>;

export const VAULT_KEYS = {
  root: ['vault-setup'] as const,
  list: ['vault-setup', 'list'] as const,
  vault: (id: string) => ['vault-setup', 'vault', id] as const,
};

/** GET /vault-setup/list: the organisation's corporate vaults. */
export function useVaults() {
  return useQuery({ queryKey: VAULT_KEYS.list, queryFn: ({ signal }) => paid('/vault-setup/list', vaultListSchema, { signal }) });
}

/** GET /vault-setup/vault: one vault with its representatives, documents and invitations. */
export function useVault(corporateProfileId: string | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...VAULT_KEYS.vault(corporateProfileId ?? ''), language],
    queryFn: ({ signal }) => paid('/vault-setup/vault', vaultDetailSchema, { query: { corporateProfileId: corporateProfileId! }, signal }),
    enabled: corporateProfileId !== null,
  });
}

/** Reloads the list and the vault after a change. */
export function useRefreshVaults() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: VAULT_KEYS.root });
}

/** GET /customer-user/company-types. */
export function useCompanyTypes() {
  const language = useLanguage();
  return useQuery({ queryKey: ['vault-setup', 'company-types', language], queryFn: () => paid('/customer-user/company-types', codedOptionsSchema), staleTime: Infinity });
}

/** GET /customer-user/company-jurisdictions/{country}. */
export function useCompanyJurisdictions(country: string | undefined) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['vault-setup', 'jurisdictions', country ?? '', language],
    queryFn: () => paid(`/customer-user/company-jurisdictions/${encodeURIComponent(country!)}`, jurisdictionOptionsSchema),
    enabled: Boolean(country),
    staleTime: Infinity,
  });
}

/** POST /customer-user/validate-corp, then POST /customer-user/reg-corp (create, or change in EDIT mode). */
export async function saveCompany(body: RegCorp, form: FieldErrorTarget) {
  await paid('/customer-user/validate-corp', validateCorpResultSchema, {
    method: 'POST',
    body: { legalName: body.legalName, registrationNumber: body.registrationNumber, jurisdiction: body.jurisdiction, ...(body.corporateProfileId ? { corporateProfileId: body.corporateProfileId } : {}) },
    form,
  });
  return paid('/customer-user/reg-corp', vaultDetailSchema, { method: 'POST', body, form });
}

/** POST /customer-user/corp-local-rep. */
export const addRepresentative = (corporateProfileId: string, rep: RepresentativeInput, form: FieldErrorTarget) =>
  paid('/customer-user/corp-local-rep', vaultRepresentativesSchema, { method: 'POST', body: { corporateProfileId, ...rep }, form });

/** POST /customer-user/corp-multiple-local-rep: all or none. */
export const addRepresentatives = (corporateProfileId: string, representatives: RepresentativeInput[], form: FieldErrorTarget) =>
  paid('/customer-user/corp-multiple-local-rep', vaultRepresentativesSchema, { method: 'POST', body: { corporateProfileId, representatives }, form });

/** POST /customer-user/re-select-representative-list (an empty list clears it with delete-previous-select-representatives). */
export const reselectRepresentatives = (corporateProfileId: string, representativeIds: string[]) =>
  representativeIds.length
    ? paid('/customer-user/re-select-representative-list', vaultRepresentativesSchema, { method: 'POST', body: { corporateProfileId, representativeIds } })
    : paid('/customer-user/delete-previous-select-representatives', vaultRepresentativesSchema, { method: 'POST', body: { corporateProfileId } });

/** POST /customer-user/invite: administrators of an online vault. */
export const inviteAdministrators = (corporateProfileId: string, emails: string[]) =>
  paid('/customer-user/invite', vaultInviteResultSchema, { method: 'POST', body: { corporateProfileId, emails }, quiet: true });

/** POST /customer-user/admin/offline/{id}. */
export const setVaultState = (corporateProfileId: string, state: VaultState) =>
  paid(`/customer-user/admin/offline/${corporateProfileId}`, vaultDetailSchema, { method: 'POST', body: state });

/** POST /vault-setup/upload/{id}: one document into the local vault. */
export function uploadVaultDocument(corporateProfileId: string, body: FormData, onProgress: (percent: number) => void) {
  return uploadWithProgress(`/vault-setup/upload/${corporateProfileId}`, body, uploadResultSchema, {
    auth: 'clientManager',
    onProgress: (loaded, total) => onProgress(total ? (loaded / total) * 100 : 0),
  });
}

/** POST /customer-user/corporation/1/photo/{id}: the company logo (multipart file and imageType 1). */
export function uploadVaultLogo(corporateProfileId: string, file: File) {
  const form = new FormData();
  form.append('imageType', '1');
  form.append('file', file, file.name);
  return uploadWithProgress(`/customer-user/corporation/1/photo/${corporateProfileId}`, form, { safeParse: (v: unknown) => ({ success: true as const, data: v }) }, { auth: 'clientManager' });
}

/** Document types a corporate holds (GET /doc-mgr/doc-type-by-profile-type, type 1). */
export function useCorporateDocTypes() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['vault-setup', 'doc-types', language],
    queryFn: async () => {
      const categories = await request('/doc-mgr/doc-type-by-profile-type', docCategoriesSchema, { query: { type: PROFILE_TYPE_CODE.CORPORATE } });
      return categories.flatMap((c) => c.docTypes.filter((d) => d.holders.includes(PROFILE_TYPE_CODE.CORPORATE)));
    },
    staleTime: 10 * 60_000,
  });
}

/** GET /doc-mgr/custom-doc-properties-template for the chosen type. */
export function usePropertyTemplate(docType: string | undefined) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['vault-setup', 'template', docType ?? '', language],
    queryFn: () => request('/doc-mgr/custom-doc-properties-template', propertyTemplatesSchema, { query: { docType: docType! } }),
    enabled: Boolean(docType),
    staleTime: 10 * 60_000,
  });
}
