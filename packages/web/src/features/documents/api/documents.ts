import {
  PROFILE_TYPE_CODE,
  categoryLevelSchema,
  docTypeLevelSchema,
  docCategoriesSchema,
  documentInfoSchema,
  expiringSchema,
  propertyTemplatesSchema,
  topLevelSchema,
  vaultOwnersSchema,
  type ProfileType,
} from '@vault/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api/client';
import { useUserInfo } from '../../../lib/session/userInfo';

/** Everything the vault lists; invalidated after an upload or a delete. */
export const documentsQueryRoot = ['doc-mgr'] as const;

/** Upload forms send profile types as 0, 1, 2 (spec §9); lending agents hold corporate documents. */
export const profileTypeCode = (type: ProfileType): 0 | 1 | 2 => (type === 'LENDING_AGENT' ? PROFILE_TYPE_CODE.CORPORATE : PROFILE_TYPE_CODE[type]);

/** The acting profile as the vault calls name it. */
export function useActingProfile() {
  const user = useUserInfo().data;
  if (!user) return null;
  return { profileId: user.profileId, typeCode: profileTypeCode(user.userType), isCorporate: user.userType !== 'INDIVIDUAL', name: user.showName };
}

/** GET /doc-mgr/doc-type-by-profile-type: types grouped by category, names in the current language. */
export const docTypesQuery = (typeCode: number | undefined, language: string) => ({
  queryKey: [...documentsQueryRoot, 'doc-types', typeCode, language],
  queryFn: () => request('/doc-mgr/doc-type-by-profile-type', docCategoriesSchema, { query: { type: typeCode } }),
});

export function useDocTypes(typeCode: number | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    ...docTypesQuery(typeCode, i18n.language),
    enabled: typeCode !== undefined,
    staleTime: 10 * 60_000,
  });
}

/** GET /doc-mgr/owners: whose vaults the caller may fill (a corporate: itself and the representatives it recorded). */
export function useVaultOwners(enabled: boolean) {
  return useQuery({
    queryKey: [...documentsQueryRoot, 'owners'],
    queryFn: () => request('/doc-mgr/owners', vaultOwnersSchema),
    enabled,
  });
}

/** GET /doc-mgr/custom-doc-properties-template: the properties a type asks for. */
export function usePropertyTemplate(docType: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...documentsQueryRoot, 'template', docType, i18n.language],
    queryFn: () => request('/doc-mgr/custom-doc-properties-template', propertyTemplatesSchema, { query: { docType } }),
    enabled: docType !== null,
    staleTime: 10 * 60_000,
  });
}

/** GET /doc-mgr/top-level: the categories and how many documents the acting profile has in each. */
export const topLevelQuery = (language: string) => ({
  queryKey: [...documentsQueryRoot, 'top-level', language],
  queryFn: () => request('/doc-mgr/top-level', topLevelSchema),
});

export function useTopLevel() {
  const { i18n } = useTranslation();
  return useQuery(topLevelQuery(i18n.language));
}

/** How long after an upload a PDF or picture without a thumbnail is still expected to get one (drawn after the answer). */
const THUMBNAIL_EXPECTED_MS = 60_000;
const awaitsThumbnail = (levels: { documents: { thumbnail: string | null; sourceKind: string; updatedAt: string }[] }[] | undefined) =>
  (levels ?? []).some((type) =>
    type.documents.some((d) => !d.thumbnail && (d.sourceKind === 'PDF' || d.sourceKind === 'IMAGE') && Date.now() - Date.parse(d.updatedAt) < THUMBNAIL_EXPECTED_MS),
  );

/** GET /doc-mgr/doc-category-level: a category's types with their documents; asked again while a new thumbnail is on its way. */
export function useCategoryLevel(category: string, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...documentsQueryRoot, 'category-level', category, i18n.language],
    queryFn: () => request('/doc-mgr/doc-category-level', categoryLevelSchema, { query: { category } }),
    enabled,
    refetchInterval: (query) => (awaitsThumbnail(query.state.data) ? 1000 : false),
  });
}

/**
 * GET /doc-mgr/info: a document with its versions, newest first. `open` false keeps the answer on
 * screen (a closing viewer) without asking again.
 */
export function useDocumentInfo(docId: string | null, open = true) {
  return useQuery({
    queryKey: [...documentsQueryRoot, 'info', docId],
    queryFn: () => request('/doc-mgr/info', documentInfoSchema, { query: { docId } }),
    enabled: docId !== null && open,
  });
}

/** GET /doc-mgr/expiring: the acting profile's documents expiring soon (Home card). */
export const expiringDocumentsQuery = () => ({
  queryKey: [...documentsQueryRoot, 'expiring'],
  queryFn: () => request('/doc-mgr/expiring', expiringSchema),
});

export function useExpiringDocuments() {
  return useQuery(expiringDocumentsQuery());
}

/** The documents of one type an owner holds (POST /doc-mgr/doc-type-level); a representative by profile id. */
const documentsOfTypeQuery = (profileId: string | null, docType: string | null) => ({
  queryKey: [...documentsQueryRoot, 'type-level', profileId, docType],
  queryFn: () => request('/doc-mgr/doc-type-level', docTypeLevelSchema, { method: 'POST', body: { profileId: profileId ?? undefined, docType } }),
});

/** An upload row's type, already held: the row offers a new version of one of them, or a new document. */
export function useDocumentsOfType(profileId: string | null, docType: string | null, enabled: boolean) {
  return useQuery({ ...documentsOfTypeQuery(profileId, docType), enabled: enabled && docType !== null });
}

/** The same list when a row is sent (cached when the row already showed it). */
export function fetchDocumentsOfType(client: QueryClient, profileId: string | null, docType: string) {
  return client.fetchQuery(documentsOfTypeQuery(profileId, docType));
}
