import type { ActivityItem, ConnectionCase } from '@vault/contract';

/** Page size of the Activity Log (the server pages; 20 rows fit a screen). */
export const ACTIVITY_PAGE_SIZE = 20;

/** Empty cells show a dash. */
export const DASH = '-';
export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? DASH : String(value);

export interface ActivityFilter {
  docId: string | null;
  companyId: string | null;
}

/** The body of POST /activity/list: only the filters that are set go out. */
export function activityListBody(filter: ActivityFilter, pageIndex: number) {
  return {
    pageIndex,
    pageSize: ACTIVITY_PAGE_SIZE,
    ...(filter.docId ? { docId: filter.docId } : {}),
    ...(filter.companyId ? { companyId: filter.companyId } : {}),
  };
}

/** "Passport v2": the document cell, or null when the event is not about one document. */
export function documentLabel(item: Pick<ActivityItem, 'docTypeName' | 'version'>, versionWord: string): string | null {
  if (!item.docTypeName) return null;
  return item.version === null ? item.docTypeName : `${item.docTypeName} (${versionWord} ${item.version})`;
}

export interface DocumentOption {
  docId: string;
  label: string;
}

/**
 * The documents the filter offers: the profile's own and its representatives' ("Passport · Alice"), plus
 * any other document the loaded log names (one since deleted), once each, by label.
 */
export function documentOptions(
  owned: readonly { docId: string; docTypeName: string; ownerName: string }[],
  logged: readonly Pick<ActivityItem, 'docId' | 'docTypeName'>[],
): DocumentOption[] {
  const byId = new Map<string, string>();
  for (const doc of owned) byId.set(doc.docId, `${doc.docTypeName} · ${doc.ownerName}`);
  for (const item of logged) {
    if (item.docId && item.docTypeName && !byId.has(item.docId)) byId.set(item.docId, item.docTypeName);
  }
  return [...byId].map(([docId, label]) => ({ docId, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** Dot colour per kind: removals and revokes stand out, reads stay quiet. */
export const KIND_COLOURS: Record<ActivityItem['kind'], string> = {
  VIEWED: 'gray',
  DOWNLOADED: 'blue',
  UPLOADED: 'green',
  DELETED: 'red',
  SHARED: 'purple',
  REVOKED: 'volcano',
  REQUESTED: 'gold',
  ANSWERED: 'cyan',
};

/** A case can be revoked while it has not ended and still grants something. */
export const isCaseLive = (item: Pick<ConnectionCase, 'endedAt' | 'documents'>): boolean =>
  item.endedAt === null && item.documents.some((doc) => doc.live);
