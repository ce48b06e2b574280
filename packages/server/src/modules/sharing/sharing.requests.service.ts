import { ACTION_TYPES, documentStatus, LIMITS, todayIso, type Language, type RequestDisplayStatus, type TaskPriority } from '@vault/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { createSystemAction } from '../actions/actions.service.js';
import { actions } from '../actions/actions.table.js';
import { recordAudit } from '../audit/audit.service.js';
import { visibleOwners } from '../documents/documents.policy.js';
import { listDocuments } from '../documents/documents.repository.js';
import { loadCatalogue, nameIn, PROFILE_TYPE_CODES, type Catalogue } from '../documents/documents.types.js';
import { displayName } from '../invitations/invitations.repository.js';
import { connections, profiles } from '../profiles/profiles.table.js';
import { documentGrants, accessRequests, sharingPreferences, type AccessRequestRow } from './sharing.table.js';
import { grantDocuments } from './sharing.service.js';

const typeNames = (catalogue: Catalogue, codes: string[], language: Language) => codes.map((c) => (catalogue.byCode.get(c) ? nameIn(catalogue.byCode.get(c)!.names, language) : c));

/** A profile by id, or 404. */
async function profileById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row ?? fail('NOT_FOUND');
}

/** GET /action/request-customers: who the acting company may ask for documents (its connected customers). */
export async function listRequestCustomers(ctx: AppContext, actor: Actor) {
  const rows = await ctx.db.select({ p: profiles }).from(connections).innerJoin(profiles, eq(profiles.id, connections.customerProfileId)).where(eq(connections.companyProfileId, actor.profileId));
  return rows.map(({ p }) => ({ customerProfileId: p.id, name: displayName(p), profileType: PROFILE_TYPE_CODES[p.type] ?? 0 }));
}

/** POST /action/add-document-request-action: a company asks a connected customer for documents of some types. */
export async function createAccessRequest(ctx: AppContext, actor: Actor, request: FastifyRequest, input: { customerProfileId: string; docTypes: string[]; note?: string | null | undefined; priority?: TaskPriority; title?: string }) {
  if (actor.profileType === 'INDIVIDUAL') return fail('NOT_FOUND');
  const [connected] = await ctx.db.select().from(connections).where(and(eq(connections.customerProfileId, input.customerProfileId), eq(connections.companyProfileId, actor.profileId)));
  if (!connected) return fail('NOT_CONNECTED');
  const catalogue = await loadCatalogue(ctx.db);
  const docTypes = [...new Set(input.docTypes)];
  if (docTypes.some((c) => !catalogue.byCode.has(c))) return fail('DOC_TYPE_NOT_AVAILABLE');
  const [requester, customer] = await Promise.all([profileById(ctx.db, actor.profileId), profileById(ctx.db, input.customerProfileId)]);
  const types = typeNames(catalogue, docTypes, 'en').join(', ');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(accessRequests).values({ requesterProfileId: actor.profileId, customerProfileId: customer.id, docTypes, note: input.note ?? null, requestedByAccountId: actor.accountId }).returning();
    const params = { company: displayName(requester), customer: displayName(customer), types };
    const organisation = { profileId: actor.profileId, customerProfileId: customer.id, ...(input.priority ? { priority: input.priority } : {}) };
    const extra = { requestId: row!.id, docTypes, ...(input.title ? { title: input.title } : {}), ...(input.note ? { note: input.note } : {}) };
    const actionId = await createSystemAction(tx, { profileId: customer.id, type: ACTION_TYPES.DOCUMENT_PERMISSION_REQUEST, isMessage: false, template: 'accessRequest', params, fromProfileId: actor.profileId, extra, organisation });
    await createSystemAction(tx, { profileId: actor.profileId, type: ACTION_TYPES.REQUEST, isMessage: false, template: 'accessRequestSent', params, fromProfileId: customer.id, extra: { requestId: row!.id } });
    await tx.update(accessRequests).set({ actionId }).where(eq(accessRequests.id, row!.id));
    await recordAudit(tx, request, { action: 'request.created', accountId: actor.accountId, profileId: actor.profileId, subjectProfileId: customer.id, targetType: 'request', targetId: row!.id, details: { docTypes } });
    return { actionId, requestId: row!.id };
  });
}

/** The request behind one of the acting customer's type-13 actions, or 404. */
async function requestOfAction(db: DbOrTx, actor: Actor, actionId: string): Promise<AccessRequestRow> {
  const [row] = await db
    .select({ r: accessRequests })
    .from(accessRequests)
    .innerJoin(actions, eq(actions.id, accessRequests.actionId))
    .where(and(eq(accessRequests.actionId, actionId), eq(actions.profileId, actor.profileId), eq(accessRequests.customerProfileId, actor.profileId)));
  return row?.r ?? fail('NOT_FOUND');
}

/** Status of one requested type from its candidates (paid-admin §4 status set). */
function typeStatus(req: AccessRequestRow, candidates: { status: string; selected: boolean }[]): RequestDisplayStatus {
  if (req.status !== 'PENDING') return req.status;
  if (candidates.some((c) => c.status !== 'EXPIRED')) return 'READY_TO_SHARE';
  return candidates.length ? 'PLEASE_UPDATE' : 'PENDING';
}

function overallStatus(req: AccessRequestRow, types: { status: RequestDisplayStatus }[]): RequestDisplayStatus {
  if (req.status !== 'PENDING') return req.status;
  if (types.some((t) => t.status === 'PLEASE_UPDATE')) return 'PLEASE_UPDATE';
  return types.every((t) => t.status === 'READY_TO_SHARE') ? 'READY_TO_SHARE' : 'PENDING';
}

/** GET /doc-mgr/get-local-document: a request as the customer answers it, with candidate documents per type. */
export async function getRequestForCustomer(ctx: AppContext, actor: Actor, actionId: string, language: Language) {
  const req = await requestOfAction(ctx.db, actor, actionId);
  const owners = await visibleOwners(ctx.db, actor);
  const [catalogue, docs, requester, pref] = await Promise.all([
    loadCatalogue(ctx.db),
    listDocuments(ctx.db, owners.map((o) => o.profileId), req.docTypes),
    profileById(ctx.db, req.requesterProfileId),
    ctx.db.select().from(sharingPreferences).where(eq(sharingPreferences.profileId, actor.profileId)),
  ]);
  const today = todayIso();
  const types = req.docTypes.map((code) => {
    const candidates = docs
      .filter((d) => d.doc.docType === code)
      .map((d) => {
        const owner = owners.find((o) => o.profileId === d.doc.ownerProfileId)!;
        return { docId: d.doc.id, version: d.doc.currentVersion, ownerName: owner.name, profileId: owner.profileId, isAuthorizedReps: owner.isRepresentative ? ('1' as const) : ('0' as const), status: documentStatus(d.doc.dateOfExpiry, today, LIMITS.documentExpiringDays), dateOfExpiry: d.doc.dateOfExpiry, selected: req.selectedDocIds.includes(d.doc.id) };
      });
    return { docType: code, docTypeName: typeNames(catalogue, [code], language)[0]!, status: typeStatus(req, candidates), candidates };
  });
  return {
    actionId,
    requestId: req.id,
    requesterName: displayName(requester),
    requesterProfileId: requester.id,
    note: req.note,
    status: overallStatus(req, types),
    requestedAt: req.createdAt.toISOString(),
    answeredAt: req.answeredAt?.toISOString() ?? null,
    types,
    showAgain: pref[0]?.showRequests ?? true,
  };
}

/** POST /doc-mgr/access-document-rep-save: the documents (own and representatives') chosen to answer a request. */
export async function saveRequestSelection(ctx: AppContext, actor: Actor, actionId: string, docIds: string[]) {
  const req = await requestOfAction(ctx.db, actor, actionId);
  if (req.status !== 'PENDING') return fail('REQUEST_ANSWERED');
  const owners = await visibleOwners(ctx.db, actor);
  const wanted = [...new Set(docIds)];
  const docs = (await listDocuments(ctx.db, owners.map((o) => o.profileId))).filter((d) => wanted.includes(d.doc.id));
  if (docs.length !== wanted.length) return fail('NOT_FOUND');
  if (docs.some((d) => !req.docTypes.includes(d.doc.docType))) return fail('REQUEST_TYPE_MISMATCH');
  await ctx.db.update(accessRequests).set({ selectedDocIds: wanted }).where(eq(accessRequests.id, req.id));
  return getRequestForCustomer(ctx, actor, actionId, actor.language === 'zh' || actor.language === 'tw' ? actor.language : 'en');
}

/** Closes the customer's action and the requester's own record of the request. */
async function closeActions(tx: DbOrTx, req: AccessRequestRow) {
  const now = new Date();
  await tx.update(actions).set({ status: 'COMPLETED', handledAt: now }).where(eq(actions.id, req.actionId!));
  await tx
    .update(actions)
    .set({ status: 'COMPLETED', handledAt: now })
    .where(and(eq(actions.profileId, req.requesterProfileId), eq(actions.type, ACTION_TYPES.REQUEST), sql`${actions.details}->>'requestId' = ${req.id}`));
}

/** A paid organisation's request answered: its Activity Log shows the answer too (docs/activity-log.md). */
const paidRequester = (requester: { id: string; type: string }) => (requester.type === 'LENDING_AGENT' ? requester.id : null);

/** POST /doc-mgr/access-document-permission-agree: grant the chosen documents' current versions to the requester. */
export async function agreeToRequest(ctx: AppContext, actor: Actor, request: FastifyRequest, actionId: string) {
  const req = await requestOfAction(ctx.db, actor, actionId);
  if (req.status !== 'PENDING') return fail('REQUEST_ANSWERED');
  if (!req.selectedDocIds.length) return fail('REQUEST_NOTHING_SELECTED');
  const owners = await visibleOwners(ctx.db, actor);
  const [requester, customer] = await Promise.all([profileById(ctx.db, req.requesterProfileId), profileById(ctx.db, actor.profileId)]);
  await ctx.db.transaction(async (tx) => {
    const kase = await grantDocuments(tx, actor, request, { kind: 'REQUEST', ownerProfileId: actor.profileId, holderIds: owners.map((o) => o.profileId), docIds: req.selectedDocIds, recipient: { profileId: requester.id, email: requester.email ?? '', name: displayName(requester), isCompany: true } });
    const [answered] = await tx.update(accessRequests).set({ status: 'COMPLETED', answeredAt: new Date(), caseId: kase.id }).where(and(eq(accessRequests.id, req.id), eq(accessRequests.status, 'PENDING'))).returning();
    if (!answered) return fail('REQUEST_ANSWERED');
    await closeActions(tx, req);
    await createSystemAction(tx, { profileId: requester.id, type: ACTION_TYPES.SIMPLE_NOTICE, isMessage: true, template: 'accessRequestAgreed', params: { customer: displayName(customer), count: String(req.selectedDocIds.length) }, fromProfileId: customer.id, extra: { requestId: req.id } });
    await recordAudit(tx, request, { action: 'request.agreed', accountId: actor.accountId, profileId: actor.profileId, subjectProfileId: actor.profileId, organisationProfileId: paidRequester(requester), targetType: 'request', targetId: req.id, details: { requester: displayName(requester), docIds: req.selectedDocIds } });
  });
  return { status: 'COMPLETED' as const };
}

/** POST /doc-mgr/access-document-permission-decline: the requester gets a revoke response (action type 2). */
export async function declineRequest(ctx: AppContext, actor: Actor, request: FastifyRequest, actionId: string) {
  const req = await requestOfAction(ctx.db, actor, actionId);
  if (req.status !== 'PENDING') return fail('REQUEST_ANSWERED');
  const [requester, customer, catalogue] = await Promise.all([profileById(ctx.db, req.requesterProfileId), profileById(ctx.db, actor.profileId), loadCatalogue(ctx.db)]);
  await ctx.db.transaction(async (tx) => {
    const [answered] = await tx.update(accessRequests).set({ status: 'NO_ACCESS', answeredAt: new Date() }).where(and(eq(accessRequests.id, req.id), eq(accessRequests.status, 'PENDING'))).returning();
    if (!answered) return fail('REQUEST_ANSWERED');
    await closeActions(tx, req);
    await createSystemAction(tx, { profileId: requester.id, type: ACTION_TYPES.REVOKE_RESPONSE, isMessage: true, template: 'accessRequestDeclined', params: { customer: displayName(customer), types: typeNames(catalogue, req.docTypes, 'en').join(', ') }, fromProfileId: customer.id, extra: { requestId: req.id } });
    await recordAudit(tx, request, { action: 'request.declined', accountId: actor.accountId, profileId: actor.profileId, subjectProfileId: actor.profileId, organisationProfileId: paidRequester(requester), targetType: 'request', targetId: req.id, details: { requester: displayName(requester) } });
  });
  return { status: 'NO_ACCESS' as const };
}

/** Per requested type, from the requester's side: granted (live), refused or ended, or still waiting. */
async function requesterStatuses(db: DbOrTx, reqs: AccessRequestRow[]) {
  const caseIds = reqs.map((r) => r.caseId).filter((id): id is string => Boolean(id));
  const grants = caseIds.length ? await db.select({ caseId: documentGrants.caseId, endedAt: documentGrants.endedAt }).from(documentGrants).where(inArray(documentGrants.caseId, caseIds)) : [];
  return (req: AccessRequestRow): RequestDisplayStatus => {
    if (req.status !== 'COMPLETED') return req.status;
    const own = grants.filter((g) => g.caseId === req.caseId);
    return own.some((g) => !g.endedAt) ? 'COMPLETED' : 'NO_ACCESS';
  };
}

/** POST /action/get-user-access-request-list: the requests the acting company made, newest first. */
export async function listRequesterRequests(ctx: AppContext, actor: Actor, q: { pageIndex: number; pageSize: number; status?: RequestDisplayStatus | null | undefined }, language: Language) {
  const where = and(eq(accessRequests.requesterProfileId, actor.profileId), q.status && ['PENDING', 'COMPLETED', 'NO_ACCESS'].includes(q.status) ? eq(accessRequests.status, q.status as AccessRequestRow['status']) : undefined);
  const [rows, [total]] = await Promise.all([
    ctx.db.select({ r: accessRequests, customer: profiles }).from(accessRequests).innerJoin(profiles, eq(profiles.id, accessRequests.customerProfileId)).where(where).orderBy(desc(accessRequests.createdAt), desc(accessRequests.id)).limit(q.pageSize).offset((q.pageIndex - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(accessRequests).where(where),
  ]);
  const catalogue = await loadCatalogue(ctx.db);
  const statusOf = await requesterStatuses(ctx.db, rows.map((r) => r.r));
  const list = rows.map(({ r, customer }) => {
    const status = statusOf(r);
    return { requestId: r.id, customerProfileId: customer.id, customerName: displayName(customer), docTypes: r.docTypes.map((code) => ({ docType: code, docTypeName: typeNames(catalogue, [code], language)[0] ?? code, status })), status, requestedAt: r.createdAt.toISOString(), answeredAt: r.answeredAt?.toISOString() ?? null };
  });
  const n = total?.n ?? 0;
  return { list, pageIndex: q.pageIndex, pageSize: q.pageSize, totalRecord: n, totalPages: Math.ceil(n / q.pageSize) };
}

/** POST /action/save-request-show and GET /action/request-show: the show-again preference of the acting profile. */
export async function saveRequestShow(ctx: AppContext, actor: Actor, showAgain: boolean) {
  await ctx.db.insert(sharingPreferences).values({ profileId: actor.profileId, showRequests: showAgain }).onConflictDoUpdate({ target: sharingPreferences.profileId, set: { showRequests: showAgain, updatedAt: new Date() } });
  return { showAgain };
}
export async function getRequestShow(ctx: AppContext, actor: Actor) {
  const [row] = await ctx.db.select().from(sharingPreferences).where(eq(sharingPreferences.profileId, actor.profileId));
  return { showAgain: row?.showRequests ?? true };
}

/** The request types a customer's action asks for (doc-type-by-profile-type-filter), or 404. */
export async function requestedTypes(ctx: AppContext, actor: Actor, actionId: string): Promise<string[]> {
  return (await requestOfAction(ctx.db, actor, actionId)).docTypes;
}

/** One of the acting company's requests (gain-doc-access), or 404. */
export async function requesterRequest(ctx: AppContext, actor: Actor, requestId: string) {
  const [row] = await ctx.db.select().from(accessRequests).where(and(eq(accessRequests.id, requestId), eq(accessRequests.requesterProfileId, actor.profileId)));
  if (!row) return fail('NOT_FOUND');
  return { row, status: (await requesterStatuses(ctx.db, [row]))(row) };
}
