import type { DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { findBrokerDealer } from './broker-dealers.repository.js';

/**
 * Every /broker-dealer call acts for the lending agent the session acts as (a PAID_ORG_USER membership, checked
 * by the auth hook with the client-manager token). Another agent's broker-dealer, or none, answers 404.
 */
export function callerOrganisation(actor: Actor): string {
  if (actor.profileType !== 'LENDING_AGENT' || actor.role !== 'PAID_ORG_USER') return fail('NOT_FOUND');
  return actor.profileId;
}

/** A broker-dealer of the caller's organisation, with its company. */
export async function requireBrokerDealer(db: DbOrTx, actor: Actor, brokerDealerId: string) {
  return (await findBrokerDealer(db, callerOrganisation(actor), brokerDealerId)) ?? fail('NOT_FOUND');
}
