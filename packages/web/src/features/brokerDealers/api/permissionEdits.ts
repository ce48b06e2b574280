import type { PermissionDetail } from '@vault/contract';

/**
 * Broker-dealer permission editing (spec paid §4): the edited copy of the loaded rows, the all-documents switch
 * rule, and whether Save has anything to send.
 */

/** The all-documents switch is on only when the list is non-empty and every row auto-shares. */
export const allAutoShare = (rows: readonly PermissionDetail[]): boolean => rows.length > 0 && rows.every((r) => r.preAuthoriseAccess);

/** Toggling the all-documents switch sets auto share on every row. */
export const setAllAutoShare = (rows: readonly PermissionDetail[], on: boolean): PermissionDetail[] => rows.map((r) => ({ ...r, preAuthoriseAccess: on }));

/** One row's switch. */
export const setRow = (rows: readonly PermissionDetail[], docType: string, field: 'preAuthoriseAccess' | 'downloadable', value: boolean): PermissionDetail[] =>
  rows.map((r) => (r.docType === docType ? { ...r, [field]: value } : r));

/** Save is enabled only when the edited list differs from the loaded one. */
export const permissionsDiffer = (loaded: readonly PermissionDetail[], edited: readonly PermissionDetail[]): boolean =>
  loaded.length !== edited.length ||
  loaded.some((r, i) => {
    const e = edited[i]!;
    return r.docType !== e.docType || r.preAuthoriseAccess !== e.preAuthoriseAccess || r.downloadable !== e.downloadable;
  });
