import { and, desc, eq } from 'drizzle-orm';
import type { SourceKind } from '@vault/contract';
import type { DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import { blobKeysOfVersions, lockDocument } from './documents.repository.js';
import { documentFiles, documents, documentThumbnails, documentVersions } from './documents.table.js';
import { liveHolders } from '../sharing/sharing.repository.js';
import { mayDelete } from './documents.policy.js';

export interface NewFile {
  key: string;
  sha256: string;
  size: number;
  name: string;
  mime: string;
  kind: Exclude<SourceKind, 'URL' | 'UNKNOWN'>;
  pageCount: number;
}

export interface NewVersion {
  ownerProfileId: string;
  docType: string;
  /** Set for a new version of an existing document. */
  docId: string | null;
  sourceKind: SourceKind;
  url: string | null;
  properties: Record<string, string>;
  files: NewFile[];
  thumbnail: Buffer | null;
  accountId: string;
  createdByName: string;
}

const datesOf = (properties: Record<string, string>) => ({ dateOfIssue: properties.dateOfIssue ?? null, dateOfExpiry: properties.dateOfExpiry ?? null });

/** The document row for a new version: version n+1 of an existing one (locked), or a new document. */
async function claimVersion(tx: DbOrTx, v: NewVersion): Promise<{ docId: string; version: number }> {
  const dates = datesOf(v.properties);
  if (!v.docId) {
    const [doc] = await tx.insert(documents).values({ ownerProfileId: v.ownerProfileId, docType: v.docType, currentVersion: 1, lastVersion: 1, ...dates }).returning({ id: documents.id });
    return { docId: doc!.id, version: 1 };
  }
  const doc = await lockDocument(tx, [v.ownerProfileId], v.docId);
  if (!doc || doc.docType !== v.docType) return fail('NOT_FOUND');
  const version = doc.lastVersion + 1;
  await tx.update(documents).set({ currentVersion: version, lastVersion: version, ...dates, updatedAt: new Date() }).where(eq(documents.id, doc.id));
  return { docId: doc.id, version };
}

/** Writes a version with its files and thumbnail; call inside the transaction that records the audit. */
export async function writeVersion(tx: DbOrTx, v: NewVersion): Promise<{ docId: string; version: number; versionId: string }> {
  const claimed = await claimVersion(tx, v);
  const pageCount = v.files.reduce((n, f) => n + f.pageCount, 0);
  const [row] = await tx
    .insert(documentVersions)
    .values({ documentId: claimed.docId, version: claimed.version, sourceKind: v.sourceKind, url: v.url, properties: v.properties, fileCount: v.files.length, pageCount, createdByAccountId: v.accountId, createdByName: v.createdByName })
    .returning({ id: documentVersions.id });
  await tx.insert(documentFiles).values(v.files.map((f, position) => ({ versionId: row!.id, position, blobKey: f.key, sha256: f.sha256, size: f.size, name: f.name, mime: f.mime, kind: f.kind, pageCount: f.pageCount })));
  if (v.thumbnail) await tx.insert(documentThumbnails).values({ versionId: row!.id, mime: 'image/webp', data: v.thumbnail });
  return { ...claimed, versionId: row!.id };
}

/** What a delete removed: the blob keys to release after the commit, and what is left. */
export interface Removal {
  ownerProfileId: string;
  docType: string;
  keys: string[];
  removed: 'VERSION' | 'DOCUMENT';
  version: number | null;
}

/**
 * Refuses to delete what someone holds a live grant on (a version, or any version when `version` is absent),
 * naming them (paid-admin §8); a document locked by a rule without grants is refused too.
 */
async function refuseIfShared(tx: DbOrTx, doc: { id: string; locked: boolean }, version?: number): Promise<void> {
  const holders = await liveHolders(tx, doc.id, version);
  if (holders.length) return fail('DOCUMENT_LOCKED', undefined, { target: holders.join(', ') });
  if (!mayDelete(doc) && !(await liveHolders(tx, doc.id)).length) return fail('DOCUMENT_LOCKED', undefined, { target: '—' });
}

/** Deletes a whole document (its versions, files and thumbnails cascade). Shared or locked documents are refused. */
export async function deleteDocument(tx: DbOrTx, ownerIds: string[], docId: string): Promise<Removal> {
  const doc = (await lockDocument(tx, ownerIds, docId)) ?? fail('NOT_FOUND');
  await refuseIfShared(tx, doc);
  const versions = await tx.select({ id: documentVersions.id }).from(documentVersions).where(eq(documentVersions.documentId, doc.id));
  const keys = await blobKeysOfVersions(
    tx,
    versions.map((v) => v.id),
  );
  await tx.delete(documents).where(eq(documents.id, doc.id));
  return { ownerProfileId: doc.ownerProfileId, docType: doc.docType, keys, removed: 'DOCUMENT', version: null };
}

/**
 * Deletes one version. The newest remaining version becomes current and the document's dates follow
 * it; deleting the only version deletes the document.
 */
export async function deleteVersion(tx: DbOrTx, ownerIds: string[], docId: string, version: number): Promise<Removal> {
  const doc = (await lockDocument(tx, ownerIds, docId)) ?? fail('NOT_FOUND');
  await refuseIfShared(tx, doc, version);
  const versions = await tx.select().from(documentVersions).where(eq(documentVersions.documentId, doc.id)).orderBy(desc(documentVersions.version));
  const target = versions.find((v) => v.version === version) ?? fail('NOT_FOUND');
  if (versions.length === 1) return deleteDocument(tx, ownerIds, docId);
  const keys = await blobKeysOfVersions(tx, [target.id]);
  await tx.delete(documentVersions).where(and(eq(documentVersions.id, target.id), eq(documentVersions.documentId, doc.id)));
  const current = versions.find((v) => v.id !== target.id)!;
  await tx
    .update(documents)
    .set({ currentVersion: current.version, ...datesOf(current.properties), updatedAt: new Date() })
    .where(eq(documents.id, doc.id));
  return { ownerProfileId: doc.ownerProfileId, docType: doc.docType, keys, removed: 'VERSION', version: current.version };
}
