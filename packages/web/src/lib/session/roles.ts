import { ROLES, type ProfileType } from '@vault/contract';

/** Admin flag (spec §6): the menu permissions include COMMON. */
export function isAdminFromPermissions(menuPermissions: readonly string[]): boolean {
  return menuPermissions.includes(ROLES.COMMON);
}

/**
 * Route roles of a user (spec §6): the menu permissions plus INDIVIDUAL for an individual or
 * CORPORATE for everyone else; a paid account also holds PAID_ADMIN for the client-manager area.
 */
export function generateRoles(menuPermissions: readonly string[], userType: ProfileType | null, paid: boolean): string[] {
  const roles = new Set(menuPermissions);
  roles.add(userType === 'INDIVIDUAL' ? ROLES.INDIVIDUAL : ROLES.CORPORATE);
  if (paid) roles.add(ROLES.PAID_ADMIN);
  return [...roles];
}

/**
 * Menu permissions set when leaving a /manage path for another path (spec §4): COMMON plus
 * INDIVIDUAL when the stored manager type is individual, else COMMON plus CORPORATE. Null when the
 * navigation does not leave /manage.
 */
export function permissionsOnLeavingManage(from: string | null, to: string, storedManagerType: string | null): string[] | null {
  const inManage = (path: string) => path === '/manage' || path.startsWith('/manage/');
  if (from === null || !inManage(from) || inManage(to)) return null;
  return [ROLES.COMMON, storedManagerType === 'INDIVIDUAL' ? ROLES.INDIVIDUAL : ROLES.CORPORATE];
}
