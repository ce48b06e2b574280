import { and, count, desc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { documents, documentVersions } from '../documents/documents.table.js';
import { displayName } from '../invitations/invitations.repository.js';
import { profiles } from '../profiles/profiles.table.js';
import { documentGrants, shareCases } from './sharing.table.js';

/**
 * Grant queries. Functions reading an owner's grants take the owner ids the caller may see; functions reading a
 * recipient's take the recipient profile id. Both put them in the where clause.
 */

const live = isNull(documentGrants.endedAt);

/** A recipient's live grants on one document, newest version first (the access check). */
export async function liveGrantsOn(db: DbOrTx, recipientProfileId: string, docId: string) {
  return db
    .select({ grantId: documentGrants.id, version: documentGrants.version, versionId: documentGrants.versionId, downloadable: documentGrants.downloadable, ownerProfileId: documents.ownerProfileId })
    .from(documentGrants)
    .innerJoin(documents, eq(documents.id, documentGrants.documentId))
    .where(and(eq(documentGrants.recipientProfileId, recipientProfileId), eq(documentGrants.documentId, docId), live))
    .orderBy(desc(documentGrants.version));
}

/** How many live grants each of some documents has (accessibleNums). */
export async function liveGrantCounts(db: DbOrTx, docIds: string[]): Promise<Map<string, number>> {
  if (!docIds.length) return new Map();
  const rows = await db
    .select({ docId: documentGrants.documentId, n: count() })
    .from(documentGrants)
    .where(and(inArray(documentGrants.documentId, docIds), live))
    .groupBy(documentGrants.documentId);
  return new Map(rows.map((r) => [r.docId, r.n]));
}

/** Who holds live grants on a document (or one version of it): names, or the address while pending. */
export async function liveHolders(db: DbOrTx, docId: string, version?: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ profile: profiles, email: documentGrants.recipientEmail })
    .from(documentGrants)
    .leftJoin(profiles, eq(profiles.id, documentGrants.recipientProfileId))
    .where(and(eq(documentGrants.documentId, docId), live, version ? eq(documentGrants.version, version) : undefined));
  return rows.map((r) => (r.profile ? displayName(r.profile) : (r.email ?? '')));
}

/** Sets each document's locked flag from whether it still has a live grant; call in the transaction that changed grants. */
export async function refreshLocked(tx: DbOrTx, docIds: string[]): Promise<void> {
  if (!docIds.length) return;
  const hasLive = exists(tx.select({ one: sql`1` }).from(documentGrants).where(and(eq(documentGrants.documentId, documents.id), isNull(documentGrants.endedAt))));
  await tx
    .update(documents)
    .set({ locked: sql`${hasLive}` })
    .where(inArray(documents.id, docIds));
}

/** Grants of a document as its owner sees them, live first then newest. */
export async function grantsOfDocument(db: DbOrTx, ownerIds: string[], docId: string, includeEnded: boolean) {
  return db
    .select({ grant: documentGrants, recipient: profiles, kase: shareCases })
    .from(documentGrants)
    .innerJoin(documents, eq(documents.id, documentGrants.documentId))
    .innerJoin(shareCases, eq(shareCases.id, documentGrants.caseId))
    .leftJoin(profiles, eq(profiles.id, documentGrants.recipientProfileId))
    .where(and(eq(documentGrants.documentId, docId), inArray(documents.ownerProfileId, ownerIds), includeEnded ? undefined : live))
    .orderBy(sql`${documentGrants.endedAt} is not null`, desc(documentGrants.createdAt));
}

/** The current version row of some documents of the given owners, locked for update (a share and a delete serialise here). */
export async function lockCurrentVersions(tx: DbOrTx, ownerIds: string[], docIds: string[]) {
  return tx
    .select({ docId: documents.id, ownerProfileId: documents.ownerProfileId, docType: documents.docType, version: documentVersions.version, versionId: documentVersions.id })
    .from(documents)
    .innerJoin(documentVersions, and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, documents.currentVersion)))
    .where(and(inArray(documents.id, docIds), inArray(documents.ownerProfileId, ownerIds)))
    .for('update', { of: documents });
}

/** Ends live grants matching a condition; answers the ended rows (their documents need refreshLocked). */
export async function endGrants(tx: DbOrTx, where: ReturnType<typeof and>, accountId: string | null) {
  return tx
    .update(documentGrants)
    .set({ endedAt: new Date(), endedByAccountId: accountId })
    .where(and(where, live))
    .returning({ id: documentGrants.id, documentId: documentGrants.documentId, version: documentGrants.version, caseId: documentGrants.caseId, recipientProfileId: documentGrants.recipientProfileId, recipientEmail: documentGrants.recipientEmail });
}
