import { documentStatus, LIMITS, todayIso, type Language } from '@vault/contract';
import { and, count, countDistinct, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { visibleOwners } from '../documents/documents.policy.js';
import { documents, documentThumbnails, documentVersions } from '../documents/documents.table.js';
import { loadCatalogue, nameIn } from '../documents/documents.types.js';
import { displayName } from '../invitations/invitations.repository.js';
import { connections, profiles } from '../profiles/profiles.table.js';
import { recipientAccess } from './sharing.access.js';
import { endAndRecord } from './sharing.service.js';
import { documentGrants, shareCases } from './sharing.table.js';

const live = isNull(documentGrants.endedAt);

/** GET /doc-mgr/connections: companies the acting profile deals with, and what each can see of its documents now. */
export async function listSharingConnections(ctx: AppContext, actor: Actor) {
  const companies = await ctx.db
    .select({ company: profiles })
    .from(connections)
    .innerJoin(profiles, eq(profiles.id, connections.companyProfileId))
    .where(eq(connections.customerProfileId, actor.profileId));
  const counts = await ctx.db
    .select({ companyId: shareCases.recipientProfileId, docs: countDistinct(documentGrants.documentId), cases: countDistinct(shareCases.id) })
    .from(shareCases)
    .innerJoin(documentGrants, and(eq(documentGrants.caseId, shareCases.id), live))
    .where(eq(shareCases.ownerProfileId, actor.profileId))
    .groupBy(shareCases.recipientProfileId);
  return companies.map(({ company }) => {
    const c = counts.find((n) => n.companyId === company.id);
    return { companyId: company.id, name: displayName(company), liveDocuments: c?.docs ?? 0, liveCases: c?.cases ?? 0 };
  });
}

/** The acting profile's cases with a company; 404 when it neither deals with it nor shared anything with it. */
async function assertKnownCompany(ctx: AppContext, actor: Actor, companyId: string) {
  const [known] = await ctx.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.id, companyId),
        or(
          sql`exists (select 1 from ${connections} where ${connections.customerProfileId} = ${actor.profileId} and ${connections.companyProfileId} = ${companyId})`,
          sql`exists (select 1 from ${shareCases} where ${shareCases.ownerProfileId} = ${actor.profileId} and ${shareCases.recipientProfileId} = ${companyId})`,
        ),
      ),
    );
  if (!known) fail('NOT_FOUND');
}

/** GET /doc-mgr/connection-case: the cases behind what a company sees, newest first, with their documents. */
export async function listConnectionCases(ctx: AppContext, actor: Actor, q: { companyId: string; currentPage: number; docId?: string | undefined; version?: number | undefined }, language: Language) {
  await assertKnownCompany(ctx, actor, q.companyId);
  const size = LIMITS.documentPageSize;
  const byDoc = q.docId ? sql`exists (select 1 from ${documentGrants} where ${documentGrants.caseId} = ${shareCases.id} and ${documentGrants.documentId} = ${q.docId}${q.version ? sql` and ${documentGrants.version} = ${q.version}` : sql``})` : undefined;
  const where = and(eq(shareCases.ownerProfileId, actor.profileId), eq(shareCases.recipientProfileId, q.companyId), byDoc);
  const [cases, [total]] = await Promise.all([
    ctx.db.select().from(shareCases).where(where).orderBy(desc(shareCases.createdAt), desc(shareCases.id)).limit(size).offset((q.currentPage - 1) * size),
    ctx.db.select({ n: count() }).from(shareCases).where(where),
  ]);
  const grants = cases.length
    ? await ctx.db
        .select({ grant: documentGrants, docType: documents.docType, owner: profiles })
        .from(documentGrants)
        .innerJoin(documents, eq(documents.id, documentGrants.documentId))
        .innerJoin(profiles, eq(profiles.id, documents.ownerProfileId))
        .where(inArray(documentGrants.caseId, cases.map((c) => c.id)))
    : [];
  const catalogue = await loadCatalogue(ctx.db);
  const list = cases.map((c) => {
    const own = grants.filter((g) => g.grant.caseId === c.id);
    const ended = own.length > 0 && own.every((g) => g.grant.endedAt);
    return {
      caseId: c.id,
      kind: c.kind,
      createdAt: c.createdAt.toISOString(),
      createdBy: c.createdByName,
      endedAt: ended ? new Date(Math.max(...own.map((g) => g.grant.endedAt!.getTime()))).toISOString() : null,
      documents: own.map((g) => {
        const type = catalogue.byCode.get(g.docType);
        return { grantId: g.grant.id, docId: g.grant.documentId, docTypeName: type ? nameIn(type.names, language) : g.docType, version: g.grant.version, ownerName: displayName(g.owner), live: !g.grant.endedAt };
      }),
    };
  });
  return { list, totalPages: Math.ceil((total?.n ?? 0) / size), totalRecord: total?.n ?? 0 };
}

/** POST /doc-mgr/doc-revoke-by-case: end every live grant of one of the acting profile's cases. */
export async function revokeCase(ctx: AppContext, actor: Actor, request: FastifyRequest, caseId: string) {
  const ownerIds = (await visibleOwners(ctx.db, actor)).map((o) => o.profileId);
  const [kase] = await ctx.db.select().from(shareCases).where(and(eq(shareCases.id, caseId), inArray(shareCases.ownerProfileId, ownerIds)));
  if (!kase) return fail('NOT_FOUND');
  return { ended: await ctx.db.transaction((tx) => endAndRecord(tx, actor, request, eq(documentGrants.caseId, caseId), 'case-revoked')) };
}

/** POST /doc-mgr/shared-with-us: live grants to the acting profile, newest first. */
export async function listSharedWithUs(ctx: AppContext, actor: Actor, q: { currentPage: number; pageSize: number; customerProfileId?: string | null | undefined; caseId?: string }, language: Language) {
  const where = and(eq(documentGrants.recipientProfileId, actor.profileId), live, q.customerProfileId ? eq(shareCases.ownerProfileId, q.customerProfileId) : undefined, q.caseId ? eq(shareCases.id, q.caseId) : undefined);
  const base = ctx.db
    .select({ grant: documentGrants, kase: shareCases, doc: documents, version: documentVersions })
    .from(documentGrants)
    .innerJoin(shareCases, eq(shareCases.id, documentGrants.caseId))
    .innerJoin(documents, eq(documents.id, documentGrants.documentId))
    .innerJoin(documentVersions, eq(documentVersions.id, documentGrants.versionId))
    .where(where);
  const [rows, [total]] = await Promise.all([
    base.orderBy(desc(documentGrants.createdAt), desc(documentGrants.id)).limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(documentGrants).innerJoin(shareCases, eq(shareCases.id, documentGrants.caseId)).where(where),
  ]);
  const names = await profileNames(ctx, [...rows.map((r) => r.kase.ownerProfileId), ...rows.map((r) => r.doc.ownerProfileId)]);
  const catalogue = await loadCatalogue(ctx.db);
  const today = todayIso();
  const list = rows.map(({ grant, kase, doc, version }) => {
    const type = catalogue.byCode.get(doc.docType);
    const dateOfExpiry = version.properties.dateOfExpiry ?? null;
    return {
      grantId: grant.id,
      docId: doc.id,
      version: grant.version,
      docType: doc.docType,
      docTypeName: type ? nameIn(type.names, language) : doc.docType,
      customerProfileId: kase.ownerProfileId,
      customerName: names.get(kase.ownerProfileId) ?? '',
      ownerName: names.get(doc.ownerProfileId) ?? '',
      status: documentStatus(dateOfExpiry, today, LIMITS.documentExpiringDays),
      dateOfExpiry,
      sourceKind: version.sourceKind,
      pageCount: version.pageCount,
      downloadable: grant.downloadable,
      since: grant.createdAt.toISOString(),
      caseKind: kase.kind,
    };
  });
  return { list, totalPages: Math.ceil((total?.n ?? 0) / q.pageSize), totalRecord: total?.n ?? 0 };
}

async function profileNames(ctx: AppContext, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await ctx.db.select().from(profiles).where(inArray(profiles.id, unique));
  return new Map(rows.map((p) => [p.id, displayName(p)]));
}

/** POST /doc-mgr/doc-preview-encoder: thumbnails of documents the caller holds or was granted, as data URLs. */
export async function encodePreviews(ctx: AppContext, actor: Actor, docIds: string[], version?: number) {
  const ownerIds = (await visibleOwners(ctx.db, actor)).map((o) => o.profileId);
  const out: { docId: string; scaleImage: string | null }[] = [];
  for (const docId of [...new Set(docIds)]) {
    const [held] = await ctx.db.select({ owner: documents.ownerProfileId, current: documents.currentVersion }).from(documents).where(and(eq(documents.id, docId), inArray(documents.ownerProfileId, ownerIds)));
    const granted = held ? null : await recipientAccess(ctx.db, actor.profileId, docId);
    const wanted = held ? (version ?? held.current) : granted ? (version ? (granted.grants.some((g) => g.version === version) ? version : null) : granted.grants[0]!.version) : null;
    if (wanted === null) return fail('NOT_FOUND');
    const [thumb] = await ctx.db
      .select({ mime: documentThumbnails.mime, b64: sql<string>`translate(encode(${documentThumbnails.data}, 'base64'), chr(10), '')` })
      .from(documentThumbnails)
      .innerJoin(documentVersions, eq(documentVersions.id, documentThumbnails.versionId))
      .where(and(eq(documentVersions.documentId, docId), eq(documentVersions.version, wanted)));
    out.push({ docId, scaleImage: thumb ? `data:${thumb.mime};base64,${thumb.b64}` : null });
  }
  return out;
}
