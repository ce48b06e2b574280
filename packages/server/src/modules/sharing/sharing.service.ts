import { ACTION_TYPES, documentStatus, LIMITS, todayIso, type Language, type shareableSearchSchema, type ShareCaseKind, type shareRequestSchema } from '@vault/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { createSystemAction } from '../actions/actions.service.js';
import { recordAudit, recordAudits } from '../audit/audit.service.js';
import { visibleOwners, type VaultOwner } from '../documents/documents.policy.js';
import { findDocument, pageDocuments, personNameOf } from '../documents/documents.repository.js';
import { addDays } from '../documents/documents.rules.js';
import { loadCatalogue, nameIn, PROFILE_TYPE_CODES } from '../documents/documents.types.js';
import { displayName } from '../invitations/invitations.repository.js';
import { enqueueMail } from '../mail/mail.service.js';
import { documents as documentsTable } from '../documents/documents.table.js';
import { memberships, profiles } from '../profiles/profiles.table.js';
import { recipientAccess } from './sharing.access.js';
import { endGrants, grantsOfDocument, liveGrantCounts, liveHolders, lockCurrentVersions, refreshLocked } from './sharing.repository.js';
import { checkInviteBudget, ensureConnection, ensureConnections, resolveRecipient, type Recipient } from './sharing.recipients.js';
import { documentGrants, shareCases, type ShareCaseRow } from './sharing.table.js';

/** The ids of the profiles whose documents the caller holds (its own and its representatives'). */
const ownerIdsOf = (owners: VaultOwner[]) => owners.map((o) => o.profileId);

export interface GrantInput {
  kind: ShareCaseKind;
  /** The customer profile granting (the acting profile). */
  ownerProfileId: string;
  /** Profiles whose documents may be granted (visible owners). */
  holderIds: string[];
  docIds: string[];
  recipient: Recipient;
  downloadable?: boolean;
}

/**
 * Grants the current version of some documents to a recipient in one transaction: the documents are locked
 * (a delete of the same version waits, then is refused), a case records why, one live grant per version and
 * recipient (sharing twice changes nothing), the documents become locked, and each grant is audited.
 */
export async function grantDocuments(tx: DbOrTx, actor: Actor, request: FastifyRequest | null, input: GrantInput): Promise<ShareCaseRow> {
  const docIds = [...new Set(input.docIds)];
  const targets = await lockCurrentVersions(tx, input.holderIds, docIds);
  if (targets.length !== docIds.length) return fail('NOT_FOUND');
  const createdByName = await personNameOf(tx, actor.accountId);
  const [kase] = await tx
    .insert(shareCases)
    .values({ kind: input.kind, ownerProfileId: input.ownerProfileId, recipientProfileId: input.recipient.profileId, recipientEmail: input.recipient.email, createdByAccountId: actor.accountId, createdByName })
    .returning();
  await tx
    .insert(documentGrants)
    .values(targets.map((t) => ({ caseId: kase!.id, documentId: t.docId, versionId: t.versionId, version: t.version, recipientProfileId: input.recipient.profileId, recipientEmail: input.recipient.email, downloadable: input.downloadable ?? true })))
    .onConflictDoNothing();
  await refreshLocked(tx, docIds);
  if (input.recipient.isCompany && input.recipient.profileId) await ensureConnection(tx, input.ownerProfileId, input.recipient.profileId);
  for (const t of targets) {
    await recordAudit(tx, request, {
      action: 'document.shared',
      accountId: actor.accountId,
      profileId: input.ownerProfileId,
      subjectProfileId: t.ownerProfileId,
      targetType: 'document',
      targetId: t.docId,
      details: { version: t.version, docType: t.docType, caseId: kase!.id, kind: input.kind, recipient: input.recipient.name, recipientProfileId: input.recipient.profileId },
    });
  }
  return kase!;
}

/**
 * grantDocuments for many recipients at once (a fund distribution to hundreds of child funds): the same rules
 * and records (documents locked first, one case per recipient, one live grant per version and recipient, the
 * lock flag, one audit event per grant), written in a few statements instead of a few per recipient.
 */
export async function grantDocumentsToMany(tx: DbOrTx, actor: Actor, request: FastifyRequest | null, input: Omit<GrantInput, 'recipient'> & { recipients: Recipient[] }): Promise<ShareCaseRow[]> {
  if (!input.recipients.length) return [];
  const docIds = [...new Set(input.docIds)];
  const targets = await lockCurrentVersions(tx, input.holderIds, docIds);
  if (targets.length !== docIds.length) return fail('NOT_FOUND');
  const createdByName = await personNameOf(tx, actor.accountId);
  const cases: ShareCaseRow[] = [];
  for (let i = 0; i < input.recipients.length; i += 1000) {
    const chunk = input.recipients.slice(i, i + 1000);
    cases.push(...(await tx.insert(shareCases).values(chunk.map((r) => ({ kind: input.kind, ownerProfileId: input.ownerProfileId, recipientProfileId: r.profileId, recipientEmail: r.email, createdByAccountId: actor.accountId, createdByName }))).returning()));
  }
  const grants = cases.flatMap((kase, i) => targets.map((t) => ({ caseId: kase.id, documentId: t.docId, versionId: t.versionId, version: t.version, recipientProfileId: input.recipients[i]!.profileId, recipientEmail: input.recipients[i]!.email, downloadable: input.downloadable ?? true })));
  for (let i = 0; i < grants.length; i += 1000) await tx.insert(documentGrants).values(grants.slice(i, i + 1000)).onConflictDoNothing();
  await refreshLocked(tx, docIds);
  await ensureConnections(tx, input.ownerProfileId, input.recipients.flatMap((r) => (r.isCompany && r.profileId ? [r.profileId] : [])));
  const events = cases.flatMap((kase, i) =>
    targets.map((t) => ({
      action: 'document.shared',
      accountId: actor.accountId,
      profileId: input.ownerProfileId,
      subjectProfileId: t.ownerProfileId,
      targetType: 'document',
      targetId: t.docId,
      details: { version: t.version, docType: t.docType, caseId: kase.id, kind: input.kind, recipient: input.recipients[i]!.name, recipientProfileId: input.recipients[i]!.profileId },
    })),
  );
  await recordAudits(tx, request, events);
  return cases;
}

/** POST /doc-mgr/share: the current version of each document to the address given (docs/sharing.md). */
export async function shareDocuments(ctx: AppContext, actor: Actor, request: FastifyRequest, input: z.output<typeof shareRequestSchema>) {
  const owners = await visibleOwners(ctx.db, actor);
  if (input.email === actor.email) return fail('SHARE_WITH_SELF');
  const recipient = await resolveRecipient(ctx.db, input.email);
  if (recipient.profileId && (recipient.profileId === actor.profileId || ownerIdsOf(owners).includes(recipient.profileId))) return fail('SHARE_WITH_SELF');
  const sharer = owners[0]!.name;
  await ctx.db.transaction(async (tx) => {
    if (!recipient.profileId) await checkInviteBudget(tx, actor.profileId, recipient.email);
    await grantDocuments(tx, actor, request, { kind: 'SHARE', ownerProfileId: actor.profileId, holderIds: ownerIdsOf(owners), docIds: input.docIds, recipient });
    const count = String(new Set(input.docIds).size);
    if (recipient.profileId) {
      await createSystemAction(tx, { profileId: recipient.profileId, type: ACTION_TYPES.SIMPLE_NOTICE, isMessage: true, template: 'documentsShared', params: { sharer, count }, fromProfileId: actor.profileId });
    } else {
      await enqueueMail(tx, recipient.email, 'shareInvitation', actor.language === 'zh' || actor.language === 'tw' ? actor.language : 'en', { sharer, count: Number(count), link: `${ctx.config.publicUrl}/register` });
    }
  });
  return 'Success' as const;
}

/** POST /doc-mgr/shared-to: who a document the caller holds is shared with. */
export async function listSharedTo(ctx: AppContext, actor: Actor, docId: string, includeEnded: boolean) {
  const ownerIds = ownerIdsOf(await visibleOwners(ctx.db, actor));
  if (!(await findDocument(ctx.db, ownerIds, docId))) return fail('NOT_FOUND');
  const rows = await grantsOfDocument(ctx.db, ownerIds, docId, includeEnded);
  return rows.map(({ grant, recipient, kase }) => ({
    grantId: grant.id,
    docId: grant.documentId,
    version: grant.version,
    recipientName: recipient ? displayName(recipient) : (grant.recipientEmail ?? ''),
    recipientEmail: grant.recipientEmail,
    recipientProfileId: grant.recipientProfileId,
    caseId: kase.id,
    caseKind: kase.kind,
    grantedBy: kase.createdByName,
    since: grant.createdAt.toISOString(),
    endedAt: grant.endedAt?.toISOString() ?? null,
    downloadable: grant.downloadable,
  }));
}

/** Ends grants (already selected by the caller's scope) with their audit records, and unlocks what is no longer shared. */
export async function endAndRecord(tx: DbOrTx, actor: Actor, request: FastifyRequest | null, where: Parameters<typeof endGrants>[1], reason: string) {
  const ended = await endGrants(tx, where, actor.accountId);
  const docIds = [...new Set(ended.map((g) => g.documentId))];
  await refreshLocked(tx, docIds);
  const holders = docIds.length ? await tx.select({ id: documentsTable.id, owner: documentsTable.ownerProfileId, docType: documentsTable.docType }).from(documentsTable).where(inArray(documentsTable.id, docIds)) : [];
  for (const g of ended) {
    const doc = holders.find((h) => h.id === g.documentId);
    await recordAudit(tx, request, {
      action: 'document.revoked',
      accountId: actor.accountId,
      profileId: actor.profileId,
      subjectProfileId: doc?.owner ?? null,
      targetType: 'document',
      targetId: g.documentId,
      details: { version: g.version, docType: doc?.docType, caseId: g.caseId, reason, recipientProfileId: g.recipientProfileId, recipient: g.recipientEmail },
    });
  }
  return ended.length;
}

/** DELETE /doc-mgr/shared-document: the holder ends one grant, or every live grant of the document. */
export async function unshareDocument(ctx: AppContext, actor: Actor, request: FastifyRequest, docId: string, grantId?: string) {
  const ownerIds = ownerIdsOf(await visibleOwners(ctx.db, actor));
  if (!(await findDocument(ctx.db, ownerIds, docId))) return fail('NOT_FOUND');
  const ended = await ctx.db.transaction((tx) => endAndRecord(tx, actor, request, and(eq(documentGrants.documentId, docId), grantId ? eq(documentGrants.id, grantId) : undefined), 'unshared'));
  if (grantId && ended === 0) return fail('NOT_FOUND');
  return { ended };
}

/** GET /doc-mgr/delete-check: may the caller delete the document (or a version), and if not, who holds it. */
export async function checkDelete(ctx: AppContext, actor: Actor, docId: string, version?: number) {
  const ownerIds = ownerIdsOf(await visibleOwners(ctx.db, actor));
  const row = (await findDocument(ctx.db, ownerIds, docId)) ?? fail('NOT_FOUND');
  const holders = await liveHolders(ctx.db, docId, version);
  const ruleLocked = row.doc.locked && !(await liveHolders(ctx.db, docId)).length;
  return { deletable: holders.length === 0 && !ruleLocked, target: holders.length ? holders.join(', ') : ruleLocked ? '—' : null };
}

/** POST /doc-mgr/shareable-list: a page of the documents the caller may share, with live grant counts. */
export async function listShareable(ctx: AppContext, actor: Actor, search: z.output<typeof shareableSearchSchema>, language: Language) {
  const owners = await visibleOwners(ctx.db, actor);
  const catalogue = await loadCatalogue(ctx.db);
  const q = search.docTypeName?.trim().toLowerCase();
  const docTypes = q ? catalogue.types.filter((t) => t.code.toLowerCase() === q || Object.values(t.names).some((n) => n.toLowerCase().includes(q))).map((t) => t.code) : undefined;
  const today = todayIso();
  const { rows, total } = await pageDocuments(ctx.db, ownerIdsOf(owners), { docTypes, today, expiringUntil: addDays(today, LIMITS.documentExpiringDays) }, search.currentPage, search.pageSize);
  const counts = await liveGrantCounts(ctx.db, rows.map((r) => r.doc.id));
  const withLogin = await ownersWithLogin(ctx.db, owners.filter((o) => o.isRepresentative).map((o) => o.profileId));
  const list = rows.map((r) => {
    const owner = owners.find((o) => o.profileId === r.doc.ownerProfileId)!;
    const type = catalogue.byCode.get(r.doc.docType);
    return {
      docId: r.doc.id,
      docType: r.doc.docType,
      docTypeName: type ? nameIn(type.names, language) : r.doc.docType,
      version: r.doc.currentVersion,
      scaleImage: r.thumbBase64 ? `data:${r.thumbMime ?? 'image/webp'};base64,${r.thumbBase64}` : null,
      accessibleNums: counts.get(r.doc.id) ?? 0,
      isAuthorizedReps: owner.isRepresentative ? ('1' as const) : ('0' as const),
      isLocalRep: owner.isRepresentative && !withLogin.has(owner.profileId) ? ('1' as const) : ('0' as const),
      ownerName: owner.name,
      profileId: owner.profileId,
      status: documentStatus(r.doc.dateOfExpiry, today, LIMITS.documentExpiringDays),
    };
  });
  return { list, totalPages: Math.ceil(total / search.pageSize), totalRecord: total };
}

/** Which of some person profiles someone signs in as (a representative without one is "local"). */
async function ownersWithLogin(db: DbOrTx, profileIds: string[]): Promise<Set<string>> {
  if (!profileIds.length) return new Set();
  const rows = await db.selectDistinct({ id: memberships.profileId }).from(memberships).where(and(inArray(memberships.profileId, profileIds), eq(memberships.role, 'OWNER')));
  return new Set(rows.map((r) => r.id));
}

/** GET /doc-mgr/get-profile-type: the profile type of the holder of a document the caller may see. */
export async function getHolderProfileType(ctx: AppContext, actor: Actor, docId: string) {
  const owners = await visibleOwners(ctx.db, actor);
  const row = await findDocument(ctx.db, ownerIdsOf(owners), docId);
  const ownerId = row?.doc.ownerProfileId ?? (await recipientAccess(ctx.db, actor.profileId, docId))?.ownerProfileId ?? fail('NOT_FOUND');
  const [holder] = await ctx.db.select({ type: profiles.type }).from(profiles).where(eq(profiles.id, ownerId));
  return { profileType: PROFILE_TYPE_CODES[holder?.type ?? ''] ?? 3 };
}
