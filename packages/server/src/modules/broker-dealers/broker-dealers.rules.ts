import type { BrokerDealer } from '@vault/contract';
import type { MembershipRole } from '../profiles/profiles.table.js';

/** Connected while someone can sign in for the broker-dealer's company (and so see what it is sent). */
export const brokerDealerStatus = (connected: boolean): BrokerDealer['status'] => (connected ? 'Connected' : 'Disconnected');

/**
 * editFlag (spec paid §2 App drawer 1: switches disabled without it): the caller administers the organisation (its
 * PAID_ORG_USER staff hold the administrator role, COMMON) and the broker-dealer is Connected. A Disconnected
 * broker-dealer's permissions are shown read-only: nobody could receive what they would grant.
 */
export const canEditPermissions = (role: MembershipRole, status: BrokerDealer['status']): boolean => role === 'PAID_ORG_USER' && status === 'Connected';
