import {
  ACTION_TYPES,
  isMessageType,
  type ActionDetail,
  type ClientManagerRequests,
  type CreateAction,
  type ForwardResult,
  type Language,
  type RepairAction,
  type RequestCounts,
  type TaskPriority,
} from '@vault/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { createSystemAction } from '../actions/actions.service.js';
import { actions } from '../actions/actions.table.js';
import { recordAudit } from '../audit/audit.service.js';
import { loadCatalogue, nameIn } from '../documents/documents.types.js';
import { displayName } from '../invitations/invitations.repository.js';
import { accounts, connections, memberships, profiles } from '../profiles/profiles.table.js';
import { createAccessRequest } from '../sharing/sharing.requests.service.js';
import { accessRequests } from '../sharing/sharing.table.js';
import { requestsOrganisation } from './requests.policy.js';
import { countRequests, findOrganisationAction, outstandingByCustomer, pageRequests, type OrganisationActionRow, type RequestFilter } from './requests.repository.js';
import { detailsOf, isDocumentRequest, loadStatusContext, presentRequest, type Details } from './requests.presenter.js';
import { canRepair, isAwaitingApproval } from './requests.rules.js';

type Page = Required<Pick<ClientManagerRequests, 'pageIndex' | 'pageSize'>> & RequestFilter;

/** POST /customer-user/client-manager/requests */
export async function listRequests(ctx: AppContext, actor: Actor, input: Page, language: Language) {
  const orgId = requestsOrganisation(actor);
  const { pageIndex, pageSize, ...filter } = input;
  const { rows, total } = await pageRequests(ctx.db, orgId, filter, pageIndex, pageSize);
  const customers = [...new Set(rows.map((r) => r.action.customerProfileId).filter((id): id is string => Boolean(id)))];
  const [statusOf, outstanding] = await Promise.all([loadStatusContext(ctx.db, rows), outstandingByCustomer(ctx.db, orgId, customers)]);
  const list = rows.map((r) => presentRequest(r, orgId, { displayStatus: statusOf(r), taskCount: outstanding.get(r.action.customerProfileId ?? '') ?? 0, language }));
  return { list, pageIndex, pageSize, totalRecord: total, totalPages: Math.ceil(total / pageSize) };
}

/** POST /customer-user/client-manager/requests/num: active, completed and pending-approval counts, per type and in all. */
export async function requestCounts(ctx: AppContext, actor: Actor, requestType?: number): Promise<RequestCounts> {
  const orgId = requestsOrganisation(actor);
  const rows = await countRequests(ctx.db, orgId, requestType);
  const byType = new Map<number, { requestType: number; active: number; completed: number; pendingApproval: number }>();
  for (const r of rows) {
    const entry = byType.get(r.type) ?? { requestType: r.type, active: 0, completed: 0, pendingApproval: 0 };
    const n = Number(r.n);
    if (!r.pending) entry.completed += n;
    else if (r.incoming) entry.pendingApproval += n;
    else entry.active += n;
    byType.set(r.type, entry);
  }
  const list = [...byType.values()].sort((a, b) => a.requestType - b.requestType);
  const sum = (k: 'active' | 'completed' | 'pendingApproval') => list.reduce((s, e) => s + e[k], 0);
  return { active: sum('active'), completed: sum('completed'), pendingApproval: sum('pendingApproval'), byType: list };
}

async function requireRow(ctx: AppContext, orgId: string, id: string): Promise<OrganisationActionRow> {
  return (await findOrganisationAction(ctx.db, orgId, id)) ?? fail('NOT_FOUND');
}

/** POST /action/detail: one of the organisation's requests, with what it asks for. */
export async function actionDetail(ctx: AppContext, actor: Actor, id: string, language: Language): Promise<ActionDetail> {
  const orgId = requestsOrganisation(actor);
  const row = await requireRow(ctx, orgId, id);
  const [statusOf, outstanding, catalogue] = await Promise.all([loadStatusContext(ctx.db, [row]), outstandingByCustomer(ctx.db, orgId, row.action.customerProfileId ? [row.action.customerProfileId] : []), loadCatalogue(ctx.db)]);
  const base = presentRequest(row, orgId, { displayStatus: statusOf(row), taskCount: outstanding.get(row.action.customerProfileId ?? '') ?? 0, language });
  const d = detailsOf(row);
  const docTypes = (d.docTypes ?? []).map((code) => ({ docType: code, docTypeName: catalogue.byCode.get(code) ? nameIn(catalogue.byCode.get(code)!.names, language) : code }));
  return { ...base, docTypes, note: d.note ?? null, decision: d.decision ?? null, canRepair: canRepair({ status: row.action.status, incoming: base.incoming }), canDecide: base.awaitingApproval };
}

/** GET /action/get-action-status */
export async function actionStatus(ctx: AppContext, actor: Actor, id: string) {
  const orgId = requestsOrganisation(actor);
  const row = await requireRow(ctx, orgId, id);
  const statusOf = await loadStatusContext(ctx.db, [row]);
  const a = row.action;
  return { actionId: a.id, status: a.status, state: a.status === 'PENDING' ? (0 as const) : (1 as const), displayStatus: statusOf(row), isHandled: a.handledAt ? ('1' as const) : ('0' as const) };
}

/** POST /action: an action or request for a connected customer; a document request goes through the access-request flow. */
export async function createAction(ctx: AppContext, actor: Actor, request: FastifyRequest, input: CreateAction & { message: string; priority: TaskPriority }) {
  const orgId = requestsOrganisation(actor);
  const [connected] = await ctx.db.select().from(connections).where(and(eq(connections.customerProfileId, input.customerProfileId), eq(connections.companyProfileId, orgId)));
  if (!connected) return fail('NOT_CONNECTED');
  if (input.type === ACTION_TYPES.DOCUMENT_PERMISSION_REQUEST) {
    const created = await createAccessRequest(ctx, actor, request, { customerProfileId: input.customerProfileId, docTypes: input.docTypes ?? [], note: input.message || null, priority: input.priority, title: input.title });
    return { id: created.actionId };
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(actions)
      .values({ profileId: input.customerProfileId, fromProfileId: orgId, type: input.type, isMessage: isMessageType(input.type), title: input.title, body: input.message, details: {}, organisationProfileId: orgId, customerProfileId: input.customerProfileId, priority: input.priority })
      .returning({ id: actions.id });
    await recordAudit(tx, request, { action: 'action.created', accountId: actor.accountId, profileId: orgId, subjectProfileId: input.customerProfileId, targetType: 'action', targetId: row!.id, details: { type: input.type, priority: input.priority } });
    return { id: row!.id };
  });
}

/** PUT /action/repair-action: correct a request the organisation sent while it is still pending. */
export async function repairAction(ctx: AppContext, actor: Actor, request: FastifyRequest, input: RepairAction) {
  const orgId = requestsOrganisation(actor);
  const row = await requireRow(ctx, orgId, input.id);
  if (!canRepair({ status: row.action.status, incoming: row.action.profileId === orgId })) return fail('REQUEST_ANSWERED');
  const d = detailsOf(row);
  if (input.docTypes) {
    if (!isDocumentRequest(row.action.type, d)) return fail('VALIDATION');
    const catalogue = await loadCatalogue(ctx.db);
    if (input.docTypes.some((c) => !catalogue.byCode.has(c))) return fail('DOC_TYPE_NOT_AVAILABLE');
  }
  const docTypes = input.docTypes ? [...new Set(input.docTypes)] : undefined;
  const details: Details = { ...d, ...(input.title !== undefined && d.template ? { title: input.title } : {}), ...(docTypes ? { docTypes } : {}), ...(input.message !== undefined && d.template ? { note: input.message } : {}) };
  await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(actions)
      .set({ details, ...(input.priority ? { priority: input.priority } : {}), ...(input.title !== undefined && !d.template ? { title: input.title } : {}), ...(input.message !== undefined && !d.template ? { body: input.message } : {}) })
      .where(and(eq(actions.id, row.action.id), eq(actions.status, 'PENDING')))
      .returning({ id: actions.id });
    if (!changed) return fail('REQUEST_ANSWERED');
    if (d.requestId && (docTypes || input.message !== undefined)) {
      const [req] = await tx
        .update(accessRequests)
        .set({ ...(docTypes ? { docTypes, selectedDocIds: [] } : {}), ...(input.message !== undefined ? { note: input.message || null } : {}) })
        .where(and(eq(accessRequests.id, d.requestId), eq(accessRequests.status, 'PENDING')))
        .returning({ id: accessRequests.id });
      if (!req) return fail('REQUEST_ANSWERED');
    }
    await recordAudit(tx, request, { action: 'action.repaired', accountId: actor.accountId, profileId: orgId, subjectProfileId: row.action.customerProfileId, targetType: 'action', targetId: row.action.id, details: { ...input } });
  });
  return actionDetail(ctx, actor, input.id, actor.language === 'zh' || actor.language === 'tw' ? actor.language : 'en');
}

/** The organisation's users a request may be forwarded to. */
async function organisationUsers(ctx: AppContext, orgId: string) {
  const rows = await ctx.db.select({ accountId: accounts.id, email: accounts.email }).from(memberships).innerJoin(accounts, eq(accounts.id, memberships.accountId)).where(and(eq(memberships.profileId, orgId), eq(memberships.role, 'PAID_ORG_USER')));
  return rows.map((r) => ({ accountId: r.accountId, name: r.email }));
}

/** GET /action/forward: without accountId, the target and the candidates; with it, forward to that user of the organisation. */
export async function forwardAction(ctx: AppContext, actor: Actor, request: FastifyRequest, id: string, accountId?: string): Promise<ForwardResult> {
  const orgId = requestsOrganisation(actor);
  const row = await requireRow(ctx, orgId, id);
  const candidates = await organisationUsers(ctx, orgId);
  let assignee = row.action.assigneeAccountId;
  if (accountId) {
    if (!candidates.some((c) => c.accountId === accountId)) return fail('NOT_FOUND');
    if (row.action.status !== 'PENDING') return fail('REQUEST_ANSWERED');
    await ctx.db.transaction(async (tx) => {
      await tx.update(actions).set({ assigneeAccountId: accountId }).where(eq(actions.id, id));
      await recordAudit(tx, request, { action: 'action.forwarded', accountId: actor.accountId, profileId: orgId, subjectProfileId: row.action.customerProfileId, targetType: 'action', targetId: id, details: { to: accountId } });
    });
    assignee = accountId;
  }
  return { id, assigneeAccountId: assignee, assigneeName: candidates.find((c) => c.accountId === assignee)?.name ?? null, candidates };
}

/** POST /action/approval: the administrator decides a request addressed to the organisation; the customer is told. */
export async function decideApproval(ctx: AppContext, actor: Actor, request: FastifyRequest, input: { id: string; approve: boolean; comment?: string | undefined }) {
  const orgId = requestsOrganisation(actor);
  const row = await requireRow(ctx, orgId, input.id);
  if (!isAwaitingApproval({ type: row.action.type, status: row.action.status, incoming: row.action.profileId === orgId })) return fail('REQUEST_ANSWERED');
  const [org] = await ctx.db.select().from(profiles).where(eq(profiles.id, orgId));
  const decision: 'APPROVED' | 'DECLINED' = input.approve ? 'APPROVED' : 'DECLINED';
  await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(actions)
      .set({ status: 'COMPLETED', handledAt: new Date(), details: { ...detailsOf(row), decision, ...(input.comment ? { note: input.comment } : {}) } })
      .where(and(eq(actions.id, input.id), eq(actions.status, 'PENDING')))
      .returning({ id: actions.id });
    if (!changed) return fail('REQUEST_ANSWERED');
    if (row.action.customerProfileId) {
      const params = { company: org ? displayName(org) : '', title: row.action.title };
      await createSystemAction(tx, { profileId: row.action.customerProfileId, type: input.approve ? ACTION_TYPES.SIMPLE_NOTICE : ACTION_TYPES.REVOKE_RESPONSE, isMessage: true, template: input.approve ? 'approvalGranted' : 'approvalDeclined', params, fromProfileId: orgId, extra: { actionId: input.id } });
    }
    await recordAudit(tx, request, { action: input.approve ? 'action.approved' : 'action.declined', accountId: actor.accountId, profileId: orgId, subjectProfileId: row.action.customerProfileId, targetType: 'action', targetId: input.id });
  });
  return { id: input.id, decision };
}

/** POST /action/ask-approval: a customer asks a connected organisation to decide (its Pending Approval). */
export async function askApproval(ctx: AppContext, actor: Actor, request: FastifyRequest, input: { companyProfileId: string; type: 3 | 5 | 13; title: string; message: string }) {
  const [connected] = await ctx.db.select().from(connections).where(and(eq(connections.customerProfileId, actor.profileId), eq(connections.companyProfileId, input.companyProfileId)));
  if (!connected) return fail('NOT_CONNECTED');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(actions)
      .values({ profileId: input.companyProfileId, fromProfileId: actor.profileId, type: input.type, isMessage: false, title: input.title, body: input.message, details: {}, organisationProfileId: input.companyProfileId, customerProfileId: actor.profileId })
      .returning({ id: actions.id });
    await recordAudit(tx, request, { action: 'action.approval-asked', accountId: actor.accountId, profileId: actor.profileId, subjectProfileId: actor.profileId, targetType: 'action', targetId: row!.id, details: { company: input.companyProfileId, type: input.type } });
    return { id: row!.id };
  });
}
