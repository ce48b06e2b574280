import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { profiles, type ProfileRow } from '../profiles/profiles.table.js';
import { administeredCorporates, type AdministeredCorporateRow } from './vault-setup.table.js';

/**
 * Every vault set-up call acts for the lending agent the session acts as (a PAID_ORG_USER membership, checked by
 * the auth hook with the client-manager token). A vault another organisation administers, or none, answers 404.
 */
export function callerOrganisation(actor: Actor): string {
  if (actor.profileType !== 'LENDING_AGENT' || actor.role !== 'PAID_ORG_USER') return fail('NOT_FOUND');
  return actor.profileId;
}

export interface AdministeredVault {
  vault: AdministeredCorporateRow;
  corporate: ProfileRow;
}

/** A corporate vault the caller's organisation administers, with its profile. */
export async function requireVault(db: DbOrTx, actor: Actor, corporateProfileId: string): Promise<AdministeredVault> {
  const organisation = callerOrganisation(actor);
  const [row] = await db
    .select({ vault: administeredCorporates, corporate: profiles })
    .from(administeredCorporates)
    .innerJoin(profiles, eq(profiles.id, administeredCorporates.corporateProfileId))
    .where(and(eq(administeredCorporates.corporateProfileId, corporateProfileId), eq(administeredCorporates.lendingAgentProfileId, organisation)));
  return row ?? fail('NOT_FOUND');
}
