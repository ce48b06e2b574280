import type { DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { findAdministered, findFundDocumentOwner } from './funds.repository.js';
import type { AdministeredFundRow } from './funds.table.js';

/**
 * Every /fund-major call acts for the lending agent the session acts as (a PAID_ORG_USER membership, checked
 * by the auth hook with the client-manager token). A fund another organisation administers, or no fund at
 * all, answers 404: the caller cannot tell the two apart.
 */
function organisationOf(actor: Actor): string {
  if (actor.profileType !== 'LENDING_AGENT' || actor.role !== 'PAID_ORG_USER') return fail('NOT_FOUND');
  return actor.profileId;
}

/** A parent fund (fund major) the caller's organisation administers. */
export async function requireParentFund(db: DbOrTx, actor: Actor, fundProfileId: string): Promise<AdministeredFundRow> {
  const row = await findAdministered(db, organisationOf(actor), fundProfileId);
  if (!row || row.parentFundProfileId) return fail('NOT_FOUND');
  return row;
}

/** A child fund (fund minor) of that parent fund, administered by the caller's organisation. */
export async function requireChildFund(db: DbOrTx, actor: Actor, parentFundProfileId: string, childFundProfileId: string): Promise<AdministeredFundRow> {
  const row = await findAdministered(db, organisationOf(actor), childFundProfileId);
  if (!row || row.parentFundProfileId !== parentFundProfileId) return fail('NOT_FOUND');
  return row;
}

/** The parent fund holding a document, when the caller's organisation administers it (calls naming only docId). */
export async function requireFundDocument(db: DbOrTx, actor: Actor, docId: string): Promise<string> {
  return (await findFundDocumentOwner(db, organisationOf(actor), docId)) ?? fail('NOT_FOUND');
}

/** The organisation id (for lists of the caller's own funds). */
export const callerOrganisation = organisationOf;
