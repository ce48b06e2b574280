import { LIMITS, todayIso, type documentSearchSchema, type Language } from '@vault/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { eq } from 'drizzle-orm';
import { displayName } from '../invitations/invitations.repository.js';
import { profiles } from '../profiles/profiles.table.js';
import { recipientAccess } from '../sharing/sharing.access.js';
import { chooseOwner, mayHold, visibleOwners } from './documents.policy.js';
import { presentContext, toInfo, toSummary } from './documents.presenter.js';
import { countByType, findDocument, listDocuments, listExpiring, listVersions, pageDocuments } from './documents.repository.js';
import { addDays } from './documents.rules.js';
import { groupByCategory, loadCatalogue, nameIn, presentTemplate, presentType, typesForProfileType } from './documents.types.js';

/** GET /doc-mgr/doc-type-by-profile-type: the types an upload form of this profile type offers. */
export async function listDocTypes(ctx: AppContext, _actor: Actor, profileType: number, language: Language) {
  const catalogue = await loadCatalogue(ctx.db);
  return groupByCategory(catalogue, typesForProfileType(catalogue, profileType), language);
}

/** GET /doc-mgr/owners: the acting profile first, then the representatives it recorded. */
export async function listOwners(ctx: AppContext, actor: Actor) {
  return (await visibleOwners(ctx.db, actor)).map((o) => ({ profileId: o.profileId, name: o.name, profileType: o.typeCode, isRepresentative: o.isRepresentative }));
}

/** GET /doc-mgr/custom-doc-properties-template. */
export async function getPropertyTemplate(ctx: AppContext, _actor: Actor, docType: string, language: Language) {
  const type = (await loadCatalogue(ctx.db)).byCode.get(docType) ?? fail('DOC_TYPE_NOT_AVAILABLE');
  return presentTemplate(type, language);
}

/** GET /doc-mgr/top-level: the owner's categories with how many documents it holds in each. */
export async function topLevel(ctx: AppContext, actor: Actor, profileId: string | undefined, language: Language) {
  const owner = chooseOwner(await visibleOwners(ctx.db, actor), profileId);
  const [catalogue, counts] = await Promise.all([loadCatalogue(ctx.db), countByType(ctx.db, [owner.profileId])]);
  const held = catalogue.types.filter((t) => mayHold(owner, t.holders) || counts.some((c) => c.docType === t.code));
  return catalogue.categories
    .map((c) => {
      const codes = held.filter((t) => t.categoryCode === c.code).map((t) => t.code);
      return { code: c.code, name: nameIn(c.names, language), count: counts.filter((n) => codes.includes(n.docType)).reduce((a, n) => a + n.n, 0), codes };
    })
    .filter((c) => c.codes.length > 0)
    .map(({ codes: _codes, ...c }) => c);
}

/** GET /doc-mgr/doc-category-level: a category's types (the owner may hold) with their documents. */
export async function categoryLevel(ctx: AppContext, actor: Actor, profileId: string | undefined, category: string, language: Language) {
  const owners = await visibleOwners(ctx.db, actor);
  const owner = chooseOwner(owners, profileId);
  const catalogue = await loadCatalogue(ctx.db);
  const types = catalogue.types.filter((t) => t.categoryCode === category && mayHold(owner, t.holders));
  const rows = await listDocuments(
    ctx.db,
    [owner.profileId],
    types.map((t) => t.code),
  );
  const p = presentContext(catalogue, owners, language);
  return types.map((t) => ({ ...presentType(t, language), documents: rows.filter((r) => r.doc.docType === t.code).map((r) => toSummary(r, p)) }));
}

/** POST /doc-mgr/doc-type-level: the owner's documents of one type. */
export async function typeLevel(ctx: AppContext, actor: Actor, profileId: string | undefined, docType: string, language: Language) {
  const owners = await visibleOwners(ctx.db, actor);
  const owner = chooseOwner(owners, profileId);
  const rows = await listDocuments(ctx.db, [owner.profileId], [docType]);
  const p = presentContext(await loadCatalogue(ctx.db), owners, language);
  return rows.map((r) => toSummary(r, p));
}

/** Type codes a search text means: the code itself, or types whose name contains it (any language). */
function typesMatching(catalogue: Awaited<ReturnType<typeof loadCatalogue>>, text: string | null | undefined): string[] | undefined {
  const q = text?.trim().toLowerCase();
  if (!q) return undefined;
  return catalogue.types.filter((t) => t.code.toLowerCase() === q || Object.values(t.names).some((n) => n.toLowerCase().includes(q))).map((t) => t.code);
}

/**
 * POST /doc-mgr/docs: a page of documents. Without profileId a corporate sees its own and its
 * representatives' documents (the share list groups them by owner).
 */
export async function searchDocuments(ctx: AppContext, actor: Actor, search: z.output<typeof documentSearchSchema>, language: Language) {
  const owners = await visibleOwners(ctx.db, actor);
  const ownerIds = search.profileId ? [chooseOwner(owners, search.profileId).profileId] : owners.map((o) => o.profileId);
  const catalogue = await loadCatalogue(ctx.db);
  const today = todayIso();
  const filter = { docTypes: typesMatching(catalogue, search.docTypeName), status: search.status, today, expiringUntil: addDays(today, LIMITS.documentExpiringDays) };
  const { rows, total } = await pageDocuments(ctx.db, ownerIds, filter, search.currentPage, search.pageSize);
  const p = presentContext(catalogue, owners, language);
  return { list: rows.map((r) => toSummary(r, p)), totalPages: Math.ceil(total / search.pageSize), totalRecord: total };
}

/** GET /doc-mgr/info: a document with its versions and files; a recipient gets only the versions granted to it. */
export async function getDocumentInfo(ctx: AppContext, actor: Actor, docId: string, language: Language) {
  const owners = await visibleOwners(ctx.db, actor);
  const ownerIds = owners.map((o) => o.profileId);
  const row = await findDocument(ctx.db, ownerIds, docId);
  if (!row) return getReceivedDocumentInfo(ctx, actor, docId, language);
  const versions = await listVersions(ctx.db, ownerIds, docId);
  return toInfo(row, versions, presentContext(await loadCatalogue(ctx.db), owners, language));
}

/**
 * The recipient's view of a document: the granted versions only, the newest granted one as "current", and the
 * status from that version's expiry, so an expired document is never shown as valid. Never locked for them.
 */
async function getReceivedDocumentInfo(ctx: AppContext, actor: Actor, docId: string, language: Language) {
  const access = (await recipientAccess(ctx.db, actor.profileId, docId)) ?? fail('NOT_FOUND');
  const row = (await findDocument(ctx.db, [access.ownerProfileId], docId)) ?? fail('NOT_FOUND');
  const granted = new Set(access.grants.map((g) => g.version));
  const versions = (await listVersions(ctx.db, [access.ownerProfileId], docId)).filter((v) => granted.has(v.version.version));
  const shown = versions[0] ?? fail('NOT_FOUND');
  const [holder] = await ctx.db.select().from(profiles).where(eq(profiles.id, access.ownerProfileId));
  const owner = { profileId: access.ownerProfileId, typeCode: 0, name: holder ? displayName(holder) : '', isRepresentative: false };
  const dates = { dateOfIssue: shown.version.properties.dateOfIssue ?? null, dateOfExpiry: shown.version.properties.dateOfExpiry ?? null };
  const asShared = { ...row, doc: { ...row.doc, ...dates, currentVersion: shown.version.version, locked: false }, current: shown.version };
  return toInfo(asShared, versions, presentContext(await loadCatalogue(ctx.db), [owner], language));
}

/** GET /doc-mgr/expiring: documents expiring within `days` (and expired ones), soonest first. */
export async function listExpiringDocuments(ctx: AppContext, actor: Actor, days: number, language: Language) {
  const owners = await visibleOwners(ctx.db, actor);
  const rows = await listExpiring(
    ctx.db,
    owners.map((o) => o.profileId),
    addDays(todayIso(), days),
    50,
  );
  const p = presentContext(await loadCatalogue(ctx.db), owners, language);
  return rows.map((r) => toSummary(r, p));
}
