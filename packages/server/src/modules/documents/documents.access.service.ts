import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { renderPage } from './files/render.js';
import { releaseBlobs } from './documents.blobs.js';
import { chooseOwner, visibleOwners } from './documents.policy.js';
import { findThumbnail, listVersions } from './documents.repository.js';
import { locatePage } from './documents.rules.js';
import { chooseGrant, recipientAccess } from '../sharing/sharing.access.js';
import { deleteDocument, deleteVersion, type Removal } from './documents.writes.js';

/** The owner ids a call may reach: all visible ones, or the one it names (original-document-filter). */
async function reachableOwnerIds(ctx: AppContext, actor: Actor, profileId?: string): Promise<string[]> {
  const owners = await visibleOwners(ctx.db, actor);
  return profileId ? [chooseOwner(owners, profileId).profileId] : owners.map((o) => o.profileId);
}

/**
 * A version the caller may open, with its files: of a document it holds (the current one when no number is
 * given), or else a version granted to the profile it acts as (docs/sharing.md). Anything else is 404.
 */
async function findVersion(ctx: AppContext, actor: Actor, docId: string, version?: number, profileId?: string) {
  const ownerIds = await reachableOwnerIds(ctx, actor, profileId);
  const versions = await listVersions(ctx.db, ownerIds, docId);
  if (versions.length) {
    const found = version ? versions.find((v) => v.version.version === version) : versions[0];
    return found ? { ...found, downloadable: true, isRecipient: false } : fail('NOT_FOUND');
  }
  if (profileId) return fail('NOT_FOUND');
  const access = (await recipientAccess(ctx.db, actor.profileId, docId)) ?? fail('NOT_FOUND');
  const grant = chooseGrant(access, version) ?? fail('NOT_FOUND');
  const found = (await listVersions(ctx.db, [access.ownerProfileId], docId)).find((v) => v.version.version === grant.version) ?? fail('NOT_FOUND');
  return { ...found, downloadable: grant.downloadable, isRecipient: true };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** GET /doc-mgr/original-document(-filter): one file of a version as stored, with what the reply needs. */
export async function openOriginal(ctx: AppContext, actor: Actor, request: FastifyRequest, q: { docId: string; version?: number | undefined; fileId?: string | undefined; profileId?: string | undefined }) {
  const { version, files, downloadable, ownerProfileId } = await findVersion(ctx, actor, q.docId, q.version, q.profileId);
  if (!downloadable) return fail('DOWNLOAD_NOT_ALLOWED');
  const file = (q.fileId ? files.find((f) => f.id === q.fileId) : files[0]) ?? fail('NOT_FOUND');
  const stream = await ctx.blobs.read(file.blobKey);
  await recordAudit(ctx.db, request, {
    action: 'document.downloaded',
    accountId: actor.accountId,
    profileId: actor.profileId,
    subjectProfileId: ownerProfileId,
    targetType: 'document',
    targetId: q.docId,
    details: { version: version.version, fileId: file.id },
  });
  return { stream, name: file.name, mime: file.mime, size: file.size };
}

/** GET /doc-mgr/access/{docId}: page `page` of a version drawn as PNG for the viewer. */
export async function renderDocumentPage(ctx: AppContext, actor: Actor, request: FastifyRequest, q: { docId: string; version?: number | undefined; page: number; width?: number | undefined }) {
  const { version, files, ownerProfileId } = await findVersion(ctx, actor, q.docId, q.version);
  if (!files.some((f) => f.pageCount > 0)) return fail('DOC_NO_PREVIEW');
  const located = locatePage(files, q.page) ?? fail('NOT_FOUND');
  const kind = located.file.kind === 'IMAGE' ? 'IMAGE' : 'PDF';
  const data = await readAll(await ctx.blobs.read(located.file.blobKey));
  const { png, pageCount } = await renderPage(data, kind, located.page, q.width);
  await recordAudit(ctx.db, request, {
    action: 'document.viewed',
    accountId: actor.accountId,
    profileId: actor.profileId,
    subjectProfileId: ownerProfileId,
    targetType: 'document',
    targetId: q.docId,
    details: { version: version.version, page: q.page },
  });
  return { png, pageCount };
}

/** GET /doc-mgr/thumbnail/{docId}: the stored preview of a version (current by default). */
export async function getThumbnail(ctx: AppContext, actor: Actor, docId: string, version?: number) {
  const found = await findVersion(ctx, actor, docId, version);
  return (await findThumbnail(ctx.db, [found.ownerProfileId], found.version.id)) ?? fail('NOT_FOUND');
}

/** Runs a delete in one transaction with its audit record, then releases the blobs nothing references. */
async function removeWith(ctx: AppContext, actor: Actor, request: FastifyRequest, action: string, docId: string, run: (tx: Tx, ownerIds: string[]) => Promise<Removal>) {
  const ownerIds = await reachableOwnerIds(ctx, actor);
  const removal = await ctx.db.transaction(async (tx) => {
    const result = await run(tx, ownerIds);
    await recordAudit(tx, request, { action: result.removed === 'DOCUMENT' ? 'document.deleted' : action, accountId: actor.accountId, profileId: result.ownerProfileId, subjectProfileId: result.ownerProfileId, targetType: 'document', targetId: docId, details: { version: result.version, docType: result.docType } });
    return result;
  });
  // After the commit: a failure here leaves an unreferenced blob for the start-up sweep, never a row without its blob.
  await releaseBlobs(ctx, removal.keys).catch((error: unknown) => request.log.error({ err: error }, 'releasing blobs after a delete'));
  return { docId, removed: removal.removed, version: removal.version };
}

/** DELETE /doc-mgr/specific-version-document. */
export function removeVersion(ctx: AppContext, actor: Actor, request: FastifyRequest, docId: string, docVersion: number) {
  return removeWith(ctx, actor, request, 'document.version-deleted', docId, (tx, ownerIds) => deleteVersion(tx, ownerIds, docId, docVersion));
}

/** DELETE /doc-mgr/remove-document. */
export function removeDocument(ctx: AppContext, actor: Actor, request: FastifyRequest, docId: string) {
  return removeWith(ctx, actor, request, 'document.deleted', docId, (tx, ownerIds) => deleteDocument(tx, ownerIds, docId));
}
