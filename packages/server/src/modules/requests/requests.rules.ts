import { ACTION_TYPES, APPROVAL_ACTION_TYPES, type RequestDisplayStatus } from '@vault/contract';

/** How a customer stands on one requested document type: a valid document, only expired ones, or none. */
export type TypeReadiness = 'valid' | 'expired' | 'none';
export type Decision = 'APPROVED' | 'DECLINED';

export interface StatusInput {
  type: number;
  status: 'PENDING' | 'COMPLETED' | 'CANCELLED';
  decision?: Decision | null;
  /** The access request behind a document request, as the requester sees it (live grants or not). */
  requestStatus?: RequestDisplayStatus | null;
  /** Per requested type, for a pending document request. */
  readiness?: TypeReadiness[] | null;
}

/**
 * The display status of one row of the requests page (spec paid §4): answered requests are Completed, or No Access
 * when declined, cancelled or revoked since; a pending document request is Ready to share when the customer holds a
 * valid document of every type asked for, Please update when some type has only expired ones; a reminder to update
 * is Please update; everything else waiting is Pending.
 */
export function requestDisplayStatus(row: StatusInput): RequestDisplayStatus {
  if (row.status === 'CANCELLED' || row.decision === 'DECLINED') return 'NO_ACCESS';
  if (row.status === 'COMPLETED') return row.requestStatus === 'NO_ACCESS' ? 'NO_ACCESS' : 'COMPLETED';
  if (row.type === ACTION_TYPES.REMINDER_TO_UPDATE) return 'PLEASE_UPDATE';
  const readiness = row.readiness ?? [];
  if (!readiness.length) return 'PENDING';
  if (readiness.includes('expired')) return 'PLEASE_UPDATE';
  return readiness.every((r) => r === 'valid') ? 'READY_TO_SHARE' : 'PENDING';
}

/** 0 active, 1 completed (spec paid §4 Requests status set). */
export const requestState = (status: StatusInput['status']): 0 | 1 => (status === 'PENDING' ? 0 : 1);

/** A row addressed to the organisation, still pending, of a type that asks for its decision. */
export const isAwaitingApproval = (row: { type: number; status: string; incoming: boolean }): boolean =>
  row.incoming && row.status === 'PENDING' && (APPROVAL_ACTION_TYPES as readonly number[]).includes(row.type);

/** Whether the organisation may still correct a row: one it sent, not yet answered. */
export const canRepair = (row: { status: string; incoming: boolean }): boolean => !row.incoming && row.status === 'PENDING';

/** A customer's readiness on one type from the expiry statuses of their documents of that type. */
export function typeReadiness(statuses: ('VALID' | 'EXPIRING' | 'EXPIRED')[]): TypeReadiness {
  if (statuses.some((s) => s !== 'EXPIRED')) return 'valid';
  return statuses.length ? 'expired' : 'none';
}
