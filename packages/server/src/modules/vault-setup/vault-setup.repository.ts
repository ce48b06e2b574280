import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { documents, documentTypes, documentVersions } from '../documents/documents.table.js';
import { invitations } from '../invitations/invitations.table.js';
import { profilePhotos, profiles } from '../profiles/profiles.table.js';
import { representatives } from '../team/team.table.js';
import { administeredCorporates, vaultRepresentativeSelections } from './vault-setup.table.js';

/** Corporates registered in a jurisdiction with this legal name (case-insensitive) or registration number. */
export async function findClashes(db: DbOrTx, input: { legalName: string; registrationNumber: string; jurisdiction: string }, exceptProfileId?: string) {
  return db
    .select({ id: profiles.id, legalName: profiles.legalName, registrationNumber: profiles.registrationNumber })
    .from(profiles)
    .where(
      and(
        eq(profiles.type, 'CORPORATE'),
        eq(profiles.jurisdiction, input.jurisdiction),
        sql`(lower(${profiles.legalName}) = lower(${input.legalName}) or upper(${profiles.registrationNumber}) = ${input.registrationNumber})`,
        exceptProfileId ? ne(profiles.id, exceptProfileId) : undefined,
      ),
    )
    .limit(5);
}

/** The organisation's vaults, newest first. */
export async function listVaultRows(db: DbOrTx, organisationId: string) {
  return db
    .select({ vault: administeredCorporates, corporate: profiles, hasPhoto: sql<boolean>`${profilePhotos.profileId} is not null` })
    .from(administeredCorporates)
    .innerJoin(profiles, eq(profiles.id, administeredCorporates.corporateProfileId))
    .leftJoin(profilePhotos, eq(profilePhotos.profileId, profiles.id))
    .where(eq(administeredCorporates.lendingAgentProfileId, organisationId))
    .orderBy(desc(administeredCorporates.createdAt), desc(administeredCorporates.id));
}

export async function hasPhoto(db: DbOrTx, profileId: string): Promise<boolean> {
  const rows = await db.select({ id: profilePhotos.profileId }).from(profilePhotos).where(eq(profilePhotos.profileId, profileId));
  return rows.length > 0;
}

/** A vault's representatives (removed ones left out), each with whether it is selected. */
export async function listVaultRepresentatives(db: DbOrTx, corporateProfileId: string) {
  return db
    .select({ rep: representatives, person: profiles, selectedAt: vaultRepresentativeSelections.createdAt })
    .from(representatives)
    .innerJoin(profiles, eq(profiles.id, representatives.personProfileId))
    .leftJoin(
      vaultRepresentativeSelections,
      and(eq(vaultRepresentativeSelections.representativeId, representatives.id), eq(vaultRepresentativeSelections.corporateProfileId, corporateProfileId)),
    )
    .where(and(eq(representatives.corporateProfileId, corporateProfileId), ne(representatives.status, 'REMOVED')))
    .orderBy(representatives.createdAt, representatives.id);
}

/** Of these representative ids, the ones that are live representatives of the vault. */
export async function liveRepresentativeIds(db: DbOrTx, corporateProfileId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: representatives.id })
    .from(representatives)
    .where(and(eq(representatives.corporateProfileId, corporateProfileId), inArray(representatives.id, ids), ne(representatives.status, 'REMOVED')));
  return rows.map((r) => r.id);
}

export async function selectRepresentatives(db: DbOrTx, corporateProfileId: string, ids: string[]) {
  if (!ids.length) return;
  await db
    .insert(vaultRepresentativeSelections)
    .values(ids.map((representativeId) => ({ corporateProfileId, representativeId })))
    .onConflictDoNothing();
}

export async function clearSelection(db: DbOrTx, corporateProfileId: string) {
  await db.delete(vaultRepresentativeSelections).where(eq(vaultRepresentativeSelections.corporateProfileId, corporateProfileId));
}

export async function countSelected(db: DbOrTx, corporateProfileId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vaultRepresentativeSelections).where(eq(vaultRepresentativeSelections.corporateProfileId, corporateProfileId));
  return Number(row?.n ?? 0);
}

/** The documents in the corporate's vault, current version each, newest first. */
export async function listVaultDocuments(db: DbOrTx, corporateProfileId: string) {
  return db
    .select({
      docId: documents.id,
      docType: documents.docType,
      names: documentTypes.names,
      version: documents.currentVersion,
      createdAt: documents.createdAt,
      fileCount: documentVersions.fileCount,
    })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.code, documents.docType))
    .leftJoin(documentVersions, and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, documents.currentVersion)))
    .where(eq(documents.ownerProfileId, corporateProfileId))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

/** Invitations the corporate sent (the online vault's administrators and representatives). */
export async function listVaultInvitations(db: DbOrTx, corporateProfileId: string) {
  return db
    .select({ email: invitations.email, status: invitations.status, role: invitations.role })
    .from(invitations)
    .where(eq(invitations.inviterProfileId, corporateProfileId))
    .orderBy(desc(invitations.createdAt));
}
