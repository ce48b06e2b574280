import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { displayName } from '../invitations/invitations.repository.js';
import { profiles } from '../profiles/profiles.table.js';
import { representatives } from '../team/team.table.js';
import { PROFILE_TYPE_CODES } from './documents.types.js';

/** A profile whose vault the caller may use, and how the caller reaches it. */
export interface VaultOwner {
  profileId: string;
  /** 0 individual, 1 corporate, 2 fund (3 for a lending agent, which holds no customer documents). */
  typeCode: number;
  name: string;
  /** True for a representative recorded by the corporate the caller acts as. */
  isRepresentative: boolean;
}

/**
 * Whose documents the caller may see and change: the profile its session acts as, and the people the
 * corporate (or fund) it acts as recorded as representatives (while the record is not removed).
 * Everything else is invisible and answers 404. The auth hook has already checked the session's
 * membership of the acting profile.
 */
export async function visibleOwners(db: DbOrTx, actor: Actor): Promise<VaultOwner[]> {
  // The session check already read the acting profile (kept fresh by change notices): no query for it.
  const cached = actor.profileRow?.id === actor.profileId ? actor.profileRow : undefined;
  const [self] = cached ? [cached] : await db.select().from(profiles).where(eq(profiles.id, actor.profileId));
  if (!self) return fail('NOT_FOUND');
  const owners: VaultOwner[] = [{ profileId: self.id, typeCode: PROFILE_TYPE_CODES[self.type] ?? 3, name: displayName(self), isRepresentative: false }];
  if (self.type === 'CORPORATE' || self.type === 'FUND') {
    const reps = await db
      .select({ person: profiles })
      .from(representatives)
      .innerJoin(profiles, eq(profiles.id, representatives.personProfileId))
      .where(and(eq(representatives.corporateProfileId, self.id), ne(representatives.status, 'REMOVED')));
    for (const { person } of reps) owners.push({ profileId: person.id, typeCode: 0, name: displayName(person), isRepresentative: true });
  }
  return owners;
}

/** The owner a call names (or the acting profile when it names none); 404 when not visible. */
export function chooseOwner(owners: VaultOwner[], profileId?: string | null): VaultOwner {
  const owner = profileId ? owners.find((o) => o.profileId === profileId) : owners[0];
  return owner ?? fail('NOT_FOUND');
}

/** Whether a profile may hold documents of a type (by the type's holders). */
export const mayHold = (owner: VaultOwner, holders: readonly number[]): boolean => holders.includes(owner.typeCode);

/** A locked document (shared or distributed) keeps all its versions. */
export const mayDelete = (doc: { locked: boolean }): boolean => !doc.locked;
