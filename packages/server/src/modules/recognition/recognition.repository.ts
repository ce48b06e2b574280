import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../profiles/profiles.table.js';
import type { PersonDetails } from './recognition.rules.js';
import { recognitionScans, type RecognitionScanRow } from './recognition.table.js';

export async function insertScan(db: DbOrTx, row: typeof recognitionScans.$inferInsert): Promise<RecognitionScanRow> {
  const [created] = await db.insert(recognitionScans).values(row).returning();
  return created!;
}

/** A scan made by this account for one of the profiles it may reach now; null for anything else. */
export async function findScan(db: DbOrTx, accountId: string, ownerIds: string[], scanId: string): Promise<RecognitionScanRow | null> {
  const [row] = await db
    .select()
    .from(recognitionScans)
    .where(and(eq(recognitionScans.id, scanId), eq(recognitionScans.accountId, accountId), inArray(recognitionScans.ownerProfileId, ownerIds)));
  return row ?? null;
}

/** Scans past their time (any owner: housekeeping, answers nobody). */
export async function unsafeDeleteExpiredScans(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(recognitionScans).where(lt(recognitionScans.expiresAt, now));
}

/** The person details a document may change, of a profile the caller already reached. */
export async function personDetails(db: DbOrTx, profileId: string): Promise<PersonDetails | null> {
  const [p] = await db
    .select({ firstName: profiles.firstName, middleName: profiles.middleName, lastName: profiles.lastName, dateOfBirth: profiles.dateOfBirth, nationality: profiles.nationality, gender: profiles.gender, type: profiles.type })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!p || p.type !== 'INDIVIDUAL') return null;
  return { firstName: p.firstName, middleName: p.middleName, lastName: p.lastName, dateOfBirth: p.dateOfBirth, nationality: p.nationality, gender: (p.gender as PersonDetails['gender']) ?? null };
}

/** Sets the details; `updated_at` is the transaction's now(), the same instant as its audit record. */
export async function updatePersonDetails(db: DbOrTx, profileId: string, details: Partial<PersonDetails>): Promise<void> {
  await db
    .update(profiles)
    .set({ ...details, updatedAt: sql`now()` })
    .where(and(eq(profiles.id, profileId), eq(profiles.type, 'INDIVIDUAL')));
}
