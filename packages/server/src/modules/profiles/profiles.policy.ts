import type { MembershipRole } from './profiles.table.js';

/** Roles through which a person may act as (switch into) a profile: all of them. */
export const canActAs = (_role: MembershipRole): boolean => true;

/** Who may change a company's or a lending agent's details: its administrators and staff. */
export const canEditCompany = (role: MembershipRole): boolean => role === 'ADMINISTRATOR' || role === 'PAID_ORG_USER';

/** Who may change a fund's details: its representatives (a fund has no administrators). */
export const canEditFund = (role: MembershipRole): boolean => role === 'FUND_REPRESENTATIVE' || role === 'ADMINISTRATOR';

/** Strongest role first, when a person holds several in one profile. */
export const ROLE_RANK: Record<MembershipRole, number> = { OWNER: 0, PAID_ORG_USER: 1, ADMINISTRATOR: 2, FUND_REPRESENTATIVE: 3, AUTHORISED_REPRESENTATIVE: 4 };
