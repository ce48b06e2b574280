import { LIMITS, todayIso, type Language } from '@vault/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { releaseBlobs } from '../documents/documents.blobs.js';
import { listVersions, pageDocuments, type SummaryRow } from '../documents/documents.repository.js';
import { addDays, locatePage } from '../documents/documents.rules.js';
import { renderPage } from '../documents/files/render.js';
import { documentFiles, documents, documentVersions } from '../documents/documents.table.js';
import { loadCatalogue, nameIn, type Catalogue } from '../documents/documents.types.js';
import { deleteVersion } from '../documents/documents.writes.js';
import { liveHolders } from '../sharing/sharing.repository.js';
import { requireFundDocument, requireParentFund } from './funds.policy.js';
import { documentGrants } from '../sharing/sharing.table.js';

type Version = Awaited<ReturnType<typeof listVersions>>[number];

/** Spec §3 lock status: 3 shared while any version has a live grant, 1 locked by a rule without grants, else 0. */
export const lockOf = (locked: boolean, liveGrants: number): 0 | 1 | 3 => (liveGrants > 0 ? 3 : locked ? 1 : 0);

const fileUrl = (fileId: string) => `/customer/fund-major/document-file?fileId=${fileId}`;

function presentVersion(doc: typeof documents.$inferSelect, v: Version['version'], files: Version['files'], catalogue: Catalogue, language: Language, lock: 0 | 1 | 3) {
  const type = catalogue.byCode.get(doc.docType);
  return {
    docId: doc.id,
    docType: doc.docType,
    docTypeName: type ? nameIn(type.names, language) : doc.docType,
    version: v.version,
    url: v.url,
    fileType: v.sourceKind,
    locked: lock,
    createdDate: v.createdAt.toISOString(),
    dateOfIssue: v.properties.dateOfIssue ?? null,
    uploadedBy: v.createdByName,
    files: files.map((f) => ({ fileId: f.id, name: f.name, type: f.mime, size: f.size, url: fileUrl(f.id), pageCount: f.pageCount })),
  };
}

/** How many live grants each document has (any version, any recipient). */
async function liveCounts(ctx: AppContext, docIds: string[]) {
  if (!docIds.length) return new Map<string, number>();
  const rows = await ctx.db.select({ docId: documentGrants.documentId }).from(documentGrants).where(and(inArray(documentGrants.documentId, docIds), isNull(documentGrants.endedAt)));
  const out = new Map<string, number>();
  for (const r of rows) out.set(r.docId, (out.get(r.docId) ?? 0) + 1);
  return out;
}

/** POST /fund-major/document-list: a page of the parent fund's documents (current versions), newest change first. */
export async function listFundDocuments(ctx: AppContext, actor: Actor, q: { fundMajorProfileId: string; pageIndex: number; pageSize: number }, language: Language) {
  await requireParentFund(ctx.db, actor, q.fundMajorProfileId);
  const today = todayIso();
  const { rows, total } = await pageDocuments(ctx.db, [q.fundMajorProfileId], { today, expiringUntil: addDays(today, LIMITS.documentExpiringDays) }, q.pageIndex, q.pageSize);
  const catalogue = await loadCatalogue(ctx.db);
  const counts = await liveCounts(
    ctx,
    rows.map((r) => r.doc.id),
  );
  const list = rows.map((r: SummaryRow) => {
    const { files: _files, ...rest } = presentVersion(r.doc, r.current, [], catalogue, language, lockOf(r.doc.locked, counts.get(r.doc.id) ?? 0));
    return rest;
  });
  return { list, totalRecord: total, totalPages: Math.ceil(total / q.pageSize) };
}

/** GET /fund-major/document-versions: every version, newest first, with how many child funds receive each. */
export async function listFundVersions(ctx: AppContext, actor: Actor, docId: string) {
  const owner = await requireFundDocument(ctx.db, actor, docId);
  const versions = await listVersions(ctx.db, [owner], docId);
  const [doc] = await ctx.db.select().from(documents).where(eq(documents.id, docId));
  const grants = await ctx.db.select({ version: documentGrants.version }).from(documentGrants).where(and(eq(documentGrants.documentId, docId), isNull(documentGrants.endedAt)));
  return versions.map((v) => ({
    version: v.version.version,
    createdDate: v.version.createdAt.toISOString(),
    uploadedBy: v.version.createdByName,
    isCurrent: v.version.version === doc!.currentVersion,
    receivers: grants.filter((g) => g.version === v.version.version).length,
  }));
}

/** GET /fund-major/document: one version (current by default) with its files and lock status. */
export async function getFundDocument(ctx: AppContext, actor: Actor, docId: string, version: number | undefined, language: Language) {
  const owner = await requireFundDocument(ctx.db, actor, docId);
  const versions = await listVersions(ctx.db, [owner], docId);
  const [doc] = await ctx.db.select().from(documents).where(eq(documents.id, docId));
  const found = versions.find((v) => v.version.version === (version ?? doc!.currentVersion)) ?? fail('NOT_FOUND');
  const holders = await liveHolders(ctx.db, docId, found.version.version);
  return presentVersion(doc!, found.version, found.files, await loadCatalogue(ctx.db), language, lockOf(doc!.locked, holders.length));
}

/** GET /fund-major/document-delete-check: whether a version may be deleted, and if not, who receives it. */
export async function checkFundDelete(ctx: AppContext, actor: Actor, docId: string, version?: number) {
  await requireFundDocument(ctx.db, actor, docId);
  const holders = await liveHolders(ctx.db, docId, version);
  return { deletable: holders.length === 0, target: holders.length ? holders.join(', ') : null };
}

/**
 * DELETE /fund-major/document: one version, through the vault's own delete (refused with 30000112 naming the
 * child funds while any receives it); its audit record in the same transaction; blobs released after commit.
 */
export async function deleteFundVersion(ctx: AppContext, actor: Actor, request: FastifyRequest, docId: string, version: number) {
  const owner = await requireFundDocument(ctx.db, actor, docId);
  const removal = await ctx.db.transaction(async (tx) => {
    const result = await deleteVersion(tx, [owner], docId, version);
    await recordAudit(tx, request, { action: result.removed === 'DOCUMENT' ? 'document.deleted' : 'document.version-deleted', accountId: actor.accountId, profileId: actor.profileId, subjectProfileId: owner, targetType: 'document', targetId: docId, details: { version, docType: result.docType, via: 'fund-major' } });
    return result;
  });
  await releaseBlobs(ctx, removal.keys).catch((error: unknown) => request.log.error({ err: error }, 'releasing blobs after a fund document delete'));
  return { docId, removed: removal.removed, version: removal.version };
}

/** A file of a fund document version, after the organisation check; audited as a download. */
async function openFile(ctx: AppContext, actor: Actor, request: FastifyRequest, where: { fileId?: string | undefined; docId?: string; version?: number }) {
  const rows = await ctx.db
    .select({ file: documentFiles, docId: documentVersions.documentId, version: documentVersions.version })
    .from(documentFiles)
    .innerJoin(documentVersions, eq(documentVersions.id, documentFiles.versionId))
    .where(and(where.fileId ? eq(documentFiles.id, where.fileId) : undefined, where.docId ? eq(documentVersions.documentId, where.docId) : undefined, where.version ? eq(documentVersions.version, where.version) : undefined))
    .orderBy(documentFiles.position)
    .limit(1);
  const row = rows[0] ?? fail('NOT_FOUND');
  if (where.docId && row.docId !== where.docId) return fail('NOT_FOUND');
  const owner = await requireFundDocument(ctx.db, actor, row.docId);
  const stream = await ctx.blobs.read(row.file.blobKey);
  await recordAudit(ctx.db, request, { action: 'document.downloaded', accountId: actor.accountId, profileId: actor.profileId, subjectProfileId: owner, targetType: 'document', targetId: row.docId, details: { version: row.version, fileId: row.file.id, via: 'fund-major' } });
  return { stream, name: row.file.name, mime: row.file.mime, size: row.file.size, fileId: row.file.id };
}

/** POST /fund-major/download: the original file (the first of the version unless fileId names one). */
export function downloadFundFile(ctx: AppContext, actor: Actor, request: FastifyRequest, q: { docId: string; docVersion: number; fileId?: string | undefined }) {
  return openFile(ctx, actor, request, { fileId: q.fileId, docId: q.docId, version: q.docVersion });
}

/** GET /fund-major/document-file: one file as data.file (a data: URL), for the viewer's source selector. */
export async function fundFileContent(ctx: AppContext, actor: Actor, request: FastifyRequest, fileId: string) {
  const opened = await openFile(ctx, actor, request, { fileId });
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  const content = `data:${opened.mime};base64,${Buffer.concat(chunks).toString('base64')}`;
  return { file: { fileId: opened.fileId, name: opened.name, type: opened.mime, size: opened.size, content } };
}

/** GET /fund-major/document-page: page `currentPage` of a version (current by default) drawn as PNG; audited as a view. */
export async function renderFundPage(ctx: AppContext, actor: Actor, request: FastifyRequest, q: { docId: string; version?: number | undefined; currentPage: number; width?: number | undefined }) {
  const owner = await requireFundDocument(ctx.db, actor, q.docId);
  const versions = await listVersions(ctx.db, [owner], q.docId);
  const found = (q.version ? versions.find((v) => v.version.version === q.version) : versions[0]) ?? fail('NOT_FOUND');
  if (!found.files.some((f) => f.pageCount > 0)) return fail('DOC_NO_PREVIEW');
  const located = locatePage(found.files, q.currentPage) ?? fail('NOT_FOUND');
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.blobs.read(located.file.blobKey)) chunks.push(chunk as Buffer);
  const { png, pageCount } = await renderPage(Buffer.concat(chunks), located.file.kind === 'IMAGE' ? 'IMAGE' : 'PDF', located.page, q.width);
  await recordAudit(ctx.db, request, { action: 'document.viewed', accountId: actor.accountId, profileId: actor.profileId, subjectProfileId: owner, targetType: 'document', targetId: q.docId, details: { version: found.version.version, page: q.currentPage, via: 'fund-major' } });
  return { png, pageCount };
}
