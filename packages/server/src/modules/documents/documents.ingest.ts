import { link } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { autoShareNewVersion } from '../broker-dealers/broker-dealers.service.js';
import type { SpooledFile } from '../storage/spool.js';
import { assertImagesOnly, assertNoMix, inspectFile, normaliseImage, type InspectedFile } from './files/inspect.js';
import { displayName } from './files/names.js';
import { ensureBlobsUnderLock, releaseBlobs } from './documents.blobs.js';
import { discardThumbnailSource, drawThumbnailLater, keepForThumbnail, type ThumbnailSource } from './documents.thumbnails.js';
import { personNameOf } from './documents.repository.js';
import { versionSourceKind } from './documents.rules.js';
import type { DocumentTypeRow } from './documents.table.js';
import { writeVersion, type NewFile } from './documents.writes.js';

/** A checked upload, ready to store: who holds it, its type, properties and spooled files. */
export interface IngestTarget {
  ownerProfileId: string;
  type: DocumentTypeRow;
  docId: string | null;
  properties: Record<string, string>;
  url: string | null;
  /** Another module's rows for this version (recognition: ocrJson, profile update), in the same transaction. */
  commitExtra?: CommitExtra;
}

/** Writes more for a version inside its transaction; throwing rolls the whole upload back. */
export type CommitExtra = (tx: Tx, written: { docId: string; version: number }) => Promise<void>;

type Prepared = InspectedFile;


/**
 * Magic bytes, encryption and container checks per file; then the version rules (no mixing, images
 * only where the type says so); then images re-oriented and stripped. Every new temp file goes into
 * `temp` so the caller removes it whatever happens.
 */
async function prepareFiles(ctx: AppContext, files: SpooledFile[], type: DocumentTypeRow, temp: { path: string }[]): Promise<Prepared[]> {
  const inspected: InspectedFile[] = [];
  for (const file of files) inspected.push(await inspectFile(file));
  assertNoMix(inspected);
  if (type.imageOnly) assertImagesOnly(inspected);
  const prepared: Prepared[] = [];
  for (const file of inspected) {
    const ready = file.isImage ? await normaliseImage(file, ctx.tempDir) : file;
    temp.push(ready);
    prepared.push(ready);
  }
  return prepared;
}

/** Checks the files without storing anything (common-check-document-ocr). */
export async function checkFiles(ctx: AppContext, files: SpooledFile[], type: DocumentTypeRow, temp: { path: string }[]) {
  const prepared = await prepareFiles(ctx, files, type, temp);
  return { valid: true as const, fileCount: prepared.length, sourceKind: versionSourceKind(false, prepared.map((f) => f.kind)) };
}

/** The version's files into the blob store (content-addressed: storing known content is a no-op). */
async function storeBlobs(ctx: AppContext, prepared: Prepared[], stored: (NewFile & { path: string })[]): Promise<void> {
  for (const f of prepared) {
    // Every prepared file was hashed by spoolToTemp while it was written (the upload, or its stripped or redrawn copy).
    const blob = await ctx.blobs.putFile(f.path, f.sha256, f.size, { hashedWhileWritten: true });
    stored.push({ key: blob.key, sha256: f.sha256, size: f.size, name: displayName(f.originalName), mime: f.mime, kind: f.kind, pageCount: f.pageCount, path: f.path });
  }
}

/** One transaction: the rows of the version and its audit record, once every blob is known to be there. */
async function commitVersion(ctx: AppContext, actor: Actor, request: FastifyRequest, target: IngestTarget, stored: (NewFile & { path: string })[]) {
  const createdByName = await personNameOf(ctx.db, actor.accountId);
  return ctx.db.transaction(async (tx) => {
    await ensureBlobsUnderLock(ctx, tx, stored);
    const result = await writeVersion(tx, {
      ownerProfileId: target.ownerProfileId,
      docType: target.type.code,
      docId: target.docId,
      sourceKind: versionSourceKind(target.url !== null, stored.map((f) => f.kind)),
      url: target.url,
      properties: target.properties,
      files: stored.map(({ path: _path, ...f }) => f),
      thumbnail: null,
      accountId: actor.accountId,
      createdByName,
    });
    const details = { docType: target.type.code, version: result.version, files: stored.length, url: target.url !== null };
    await recordAudit(tx, request, { action: 'document.uploaded', accountId: actor.accountId, profileId: target.ownerProfileId, subjectProfileId: target.ownerProfileId, targetType: 'document', targetId: result.docId, details });
    if (target.commitExtra) await target.commitExtra(tx, result);
    // Broker-dealer auto share (docs/broker-dealers.md): granted before the answer, in this transaction.
    await autoShareNewVersion(tx, actor, request, { ownerProfileId: target.ownerProfileId, docId: result.docId, docType: target.type.code });
    return result;
  });
}

/**
 * Stores a version: files into the blob store first, then one transaction writes the document,
 * version, files and the audit record. If anything fails after a blob was stored, the blobs no row
 * references are deleted again, so a refused or failed upload leaves nothing behind. Every refusal
 * happens before the answer; the thumbnail is drawn after it (lists show a placeholder until then).
 */
export async function ingestVersion(ctx: AppContext, actor: Actor, request: FastifyRequest, target: IngestTarget, files: SpooledFile[], temp: { path: string }[]) {
  const prepared = await prepareFiles(ctx, files, target.type, temp);
  const stored: (NewFile & { path: string })[] = [];
  let thumbnailSource: ThumbnailSource | null = null;
  try {
    thumbnailSource = await keepForThumbnail(prepared[0]!.path, prepared[0]!.kind);
    await storeBlobs(ctx, prepared, stored);
    const result = await commitVersion(ctx, actor, request, target, stored);
    if (thumbnailSource) drawThumbnailLater(ctx, request.log, result.versionId, thumbnailSource);
    return { docId: result.docId, version: result.version };
  } catch (error) {
    await discardThumbnailSource(thumbnailSource);
    const keys = stored.map((f) => f.key);
    await releaseBlobs(ctx, keys).catch((cleanupError: unknown) => request.log.error({ err: cleanupError }, 'releasing blobs of a failed upload'));
    throw error;
  }
}

/**
 * The same files as a new version for several holders at once (a paid administrator's bulk upload to several
 * funds): the files are checked and stored once, and one transaction writes every holder's version with its
 * audit record, so either all holders get the document or none does (and no blob is left behind). Each
 * version's thumbnail is drawn after the answer, as for one upload.
 */
export async function ingestVersions(ctx: AppContext, actor: Actor, request: FastifyRequest, targets: IngestTarget[], files: SpooledFile[], temp: { path: string }[]) {
  const prepared = await prepareFiles(ctx, files, targets[0]!.type, temp);
  const stored: (NewFile & { path: string })[] = [];
  const sources: (ThumbnailSource | null)[] = [];
  try {
    for (let i = 0; i < targets.length; i++) {
      // One kept file per version (each drawing removes its own); extra names go with the request's temp files.
      const alias = i === 0 ? prepared[0]!.path : `${prepared[0]!.path}.v${i}`;
      if (i > 0) {
        await link(prepared[0]!.path, alias);
        temp.push({ path: alias });
      }
      sources.push(await keepForThumbnail(alias, prepared[0]!.kind));
    }
    await storeBlobs(ctx, prepared, stored);
    const createdByName = await personNameOf(ctx.db, actor.accountId);
    const results = await ctx.db.transaction(async (tx) => {
      await ensureBlobsUnderLock(ctx, tx, stored);
      const written: { ownerProfileId: string; docId: string; version: number; versionId: string }[] = [];
      for (const target of targets) {
        const files = stored.map(({ path: _path, ...f }) => f);
        const result = await writeVersion(tx, { ownerProfileId: target.ownerProfileId, docType: target.type.code, docId: target.docId, sourceKind: versionSourceKind(target.url !== null, stored.map((f) => f.kind)), url: target.url, properties: target.properties, files, thumbnail: null, accountId: actor.accountId, createdByName });
        const details = { docType: target.type.code, version: result.version, files: stored.length, url: target.url !== null };
        await recordAudit(tx, request, { action: 'document.uploaded', accountId: actor.accountId, profileId: actor.profileId, subjectProfileId: target.ownerProfileId, targetType: 'document', targetId: result.docId, details });
        if (target.commitExtra) await target.commitExtra(tx, result);
        written.push({ ownerProfileId: target.ownerProfileId, ...result });
      }
      return written;
    });
    results.forEach((r, i) => {
      const source = sources[i];
      if (source) drawThumbnailLater(ctx, request.log, r.versionId, source);
    });
    return results.map(({ versionId: _versionId, ...r }) => r);
  } catch (error) {
    for (const source of sources) await discardThumbnailSource(source);
    await releaseBlobs(ctx, stored.map((f) => f.key)).catch((cleanupError: unknown) => request.log.error({ err: cleanupError }, 'releasing blobs of a failed upload'));
    throw error;
  }
}
