import { ACTION_TYPES, documentStatus, LIMITS, todayIso, type Language, type RequestDisplayStatus, type RequestRow } from '@vault/contract';
import { and, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { renderTemplate } from '../actions/actions.templates.js';
import { documents } from '../documents/documents.table.js';
import { displayName } from '../invitations/invitations.repository.js';
import { accessRequests, documentGrants, type AccessRequestRow } from '../sharing/sharing.table.js';
import type { OrganisationActionRow } from './requests.repository.js';
import { isAwaitingApproval, requestDisplayStatus, requestState, typeReadiness, type Decision, type TypeReadiness } from './requests.rules.js';

export type Details = { template?: string; params?: Record<string, string>; requestId?: string; docTypes?: string[]; title?: string; note?: string; decision?: Decision };
export const detailsOf = (row: OrganisationActionRow) => (row.action.details ?? {}) as Details;

/** The organisation reads its own copy of a customer's document request ('Documents requested from ...'). */
const ORGANISATION_TEMPLATE: Record<string, string> = { accessRequest: 'accessRequestSent' };

/** Title and body in the reader's language: a template when the system wrote it, else as written. */
export function textOf(row: OrganisationActionRow, incoming: boolean, language: Language) {
  const d = detailsOf(row);
  const key = d.template && !incoming ? (ORGANISATION_TEMPLATE[d.template] ?? d.template) : d.template;
  const rendered = key ? renderTemplate(key, language, d.params) : null;
  return { title: d.title ?? rendered?.title ?? row.action.title, message: rendered?.body ?? row.action.body };
}

/** What the rows of a page need beyond themselves: the access requests behind them and the customers' documents. */
export async function loadStatusContext(db: DbOrTx, rows: OrganisationActionRow[]) {
  const requestIds = [...new Set(rows.map((r) => detailsOf(r).requestId).filter((id): id is string => Boolean(id)))];
  const requests: AccessRequestRow[] = requestIds.length ? await db.select().from(accessRequests).where(inArray(accessRequests.id, requestIds)) : [];
  const caseIds = requests.map((r) => r.caseId).filter((id): id is string => Boolean(id));
  const liveCases = new Set(
    caseIds.length ? (await db.select({ caseId: documentGrants.caseId }).from(documentGrants).where(and(inArray(documentGrants.caseId, caseIds), isNull(documentGrants.endedAt)))).map((g) => g.caseId) : [],
  );
  const pending = requests.filter((r) => r.status === 'PENDING');
  const owners = [...new Set(pending.map((r) => r.customerProfileId))];
  const types = [...new Set(pending.flatMap((r) => r.docTypes))];
  const docs = owners.length
    ? await db.select({ owner: documents.ownerProfileId, docType: documents.docType, expiry: documents.dateOfExpiry }).from(documents).where(and(inArray(documents.ownerProfileId, owners), inArray(documents.docType, types)))
    : [];
  const today = todayIso();
  const byId = new Map(requests.map((r) => [r.id, r]));
  const readiness = (req: AccessRequestRow): TypeReadiness[] =>
    req.docTypes.map((t) => typeReadiness(docs.filter((d) => d.owner === req.customerProfileId && d.docType === t).map((d) => documentStatus(d.expiry, today, LIMITS.documentExpiringDays))));
  const requestStatus = (req: AccessRequestRow): RequestDisplayStatus => (req.status === 'COMPLETED' && !(req.caseId && liveCases.has(req.caseId)) ? 'NO_ACCESS' : req.status);
  return (row: OrganisationActionRow): RequestDisplayStatus => {
    const d = detailsOf(row);
    const req = d.requestId ? byId.get(d.requestId) : undefined;
    return requestDisplayStatus({ type: row.action.type, status: row.action.status, decision: d.decision ?? null, requestStatus: req ? requestStatus(req) : null, readiness: req?.status === 'PENDING' ? readiness(req) : null });
  };
}

/** One row of the requests page. */
export function presentRequest(row: OrganisationActionRow, orgId: string, ctx: { displayStatus: RequestDisplayStatus; taskCount: number; language: Language }): RequestRow {
  const a = row.action;
  const incoming = a.profileId === orgId;
  const { title, message } = textOf(row, incoming, ctx.language);
  return {
    id: a.id,
    type: a.type,
    status: a.status,
    state: requestState(a.status),
    displayStatus: ctx.displayStatus,
    priority: a.priority,
    incoming,
    awaitingApproval: isAwaitingApproval({ type: a.type, status: a.status, incoming }),
    title,
    message,
    customerProfileId: a.customerProfileId,
    customerName: row.customer ? displayName(row.customer) : '',
    taskCount: ctx.taskCount,
    assigneeName: row.assigneeEmail,
    requestDate: a.requestDate.toISOString(),
    handledAt: a.handledAt?.toISOString() ?? null,
  };
}

export const isDocumentRequest = (type: number, d: Details) => type === ACTION_TYPES.DOCUMENT_PERMISSION_REQUEST && Boolean(d.requestId);
