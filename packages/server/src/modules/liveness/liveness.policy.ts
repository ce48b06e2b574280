import type { DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { chooseOwner, visibleOwners, type VaultOwner } from '../documents/documents.policy.js';

/**
 * Whose face a call may check or read: the person the session acts as, or a person the corporate (or fund) it
 * acts as recorded as a representative, the same people whose identity documents it may see. Anyone else,
 * and any profile that is not a person, answers 404 before anything is read or run.
 */
export async function personToCheck(db: DbOrTx, actor: Actor, profileId: string | undefined): Promise<VaultOwner> {
  const owner = chooseOwner(await visibleOwners(db, actor), profileId);
  if (owner.typeCode !== 0) return fail('NOT_FOUND');
  return owner;
}
