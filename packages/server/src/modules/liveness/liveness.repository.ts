import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { documentFiles, documents, documentVersions } from '../documents/documents.table.js';
import { livenessChecks, type LivenessCheckRow } from './liveness.table.js';

/** The identity documents whose portrait a selfie is compared with. */
export const PORTRAIT_DOC_TYPES = ['PP', 'DL'] as const;

export interface ConfirmedIdDocument {
  docId: string;
  docType: 'PP' | 'DL';
  version: number;
  blobKey: string;
  kind: string;
}

/**
 * The person's newest passport or driving licence whose current version was confirmed in the review dialog
 * (it carries the confirmed scan, ocrJson), with the first file of that version.
 */
export async function findConfirmedIdDocument(db: DbOrTx, profileId: string): Promise<ConfirmedIdDocument | undefined> {
  const [row] = await db
    .select({ docId: documents.id, docType: documents.docType, version: documentVersions.version, blobKey: documentFiles.blobKey, kind: documentFiles.kind })
    .from(documents)
    .innerJoin(documentVersions, and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, documents.currentVersion)))
    .innerJoin(documentFiles, and(eq(documentFiles.versionId, documentVersions.id), eq(documentFiles.position, 0)))
    .where(and(eq(documents.ownerProfileId, profileId), inArray(documents.docType, [...PORTRAIT_DOC_TYPES]), isNotNull(documentVersions.ocrJson)))
    .orderBy(desc(documentVersions.createdAt), desc(documents.id))
    .limit(1);
  return row ? { ...row, docType: row.docType as 'PP' | 'DL' } : undefined;
}

export async function insertCheck(db: DbOrTx, row: Omit<LivenessCheckRow, 'id' | 'createdAt'>): Promise<LivenessCheckRow> {
  const [created] = await db.insert(livenessChecks).values(row).returning();
  return created!;
}

export async function latestCheck(db: DbOrTx, profileId: string): Promise<LivenessCheckRow | undefined> {
  const [row] = await db.select().from(livenessChecks).where(eq(livenessChecks.profileId, profileId)).orderBy(desc(livenessChecks.createdAt), desc(livenessChecks.id)).limit(1);
  return row;
}
