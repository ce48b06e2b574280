import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';

/**
 * The requests pages act for the paid organisation the session acts as (a PAID_ORG_USER membership of a lending
 * agent, with the client-manager token). Anyone else, and another organisation's request, answers 404.
 */
export function requestsOrganisation(actor: Actor): string {
  if (actor.profileType !== 'LENDING_AGENT' || actor.role !== 'PAID_ORG_USER') return fail('NOT_FOUND');
  return actor.profileId;
}
