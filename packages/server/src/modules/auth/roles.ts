import { ROLES, type ProfileType } from '@vault/contract';
import type { MembershipRole } from '../profiles/profiles.table.js';

/**
 * Menu permissions for a session acting as a profile in a role (spec §6). COMMON corresponds to
 * admin: the person is in charge of the profile (its owner, an administrator, a paid-organisation
 * user). INDIVIDUAL or CORPORATE is added by the profile type; PAID_ADMIN for lending agents.
 * A representative acts for a company but does not administer it, so it has no COMMON.
 */
export function menuPermissions(profileType: ProfileType, role: MembershipRole): string[] {
  const isAdmin = role === 'OWNER' || role === 'ADMINISTRATOR' || role === 'PAID_ORG_USER';
  const typeRole = profileType === 'INDIVIDUAL' ? ROLES.INDIVIDUAL : ROLES.CORPORATE;
  return [
    ...(profileType === 'LENDING_AGENT' ? [ROLES.PAID_ADMIN] : []),
    ...(isAdmin ? [ROLES.COMMON] : []),
    typeRole,
  ];
}

/** Lending agents are the paid accounts (spec: the root goes to the vaults page for them). */
export const isPaidProfile = (profileType: ProfileType): boolean => profileType === 'LENDING_AGENT';
