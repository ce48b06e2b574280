import { readSession, type ProfileType, type Session } from '@vault/contract';
import { isAdminFromPermissions } from '../session/roles';
import { local } from './browserStorage';
import { LOCAL_KEYS } from './keys';

/**
 * The signed-in session kept in localStorage (spec §3 "values kept in the browser"). Reads are
 * validated as the contract's session schema validates (without zod, which the first screen does not
 * load), so a stale or tampered entry counts as signed out.
 */
export function getSession(): Session | null {
  return readSession(local.getJson(LOCAL_KEYS.session));
}

export function isSignedIn(): boolean {
  return getSession() !== null;
}

export function saveSession(value: Session): void {
  local.setJson(LOCAL_KEYS.session, value);
  setTokenExpireTime(value.tokenExpireTime);
  setMenuPermissions(value.menuPermList);
}

/** The CSRF token goes in Authorization on ordinary calls. */
export function getCsrfToken(): string | null {
  return getSession()?.csrfToken ?? null;
}

/** Paid-admin calls carry the client-manager token instead (spec §7). */
export function getClientManagerToken(): string | null {
  return getSession()?.clientManagerToken ?? null;
}

export function getTokenExpireTime(): string | null {
  return local.get(LOCAL_KEYS.tokenExpireTime);
}

export function setTokenExpireTime(value: string | null): void {
  local.set(LOCAL_KEYS.tokenExpireTime, value);
}

export function getInactivityMinutes(): number | null {
  return getSession()?.inactivityMinutes ?? null;
}

export function getMenuPermissions(): string[] {
  const value = local.getJson<unknown>(LOCAL_KEYS.menuPermissions);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Saves the permissions and the admin flag derived from them (spec §6), always together. */
export function setMenuPermissions(value: readonly string[]): void {
  local.setJson(LOCAL_KEYS.menuPermissions, value);
  local.set(LOCAL_KEYS.isAdmin, isAdminFromPermissions(value) ? 'true' : 'false');
}

export function getAdminFlag(): boolean {
  return local.get(LOCAL_KEYS.isAdmin) === 'true';
}

/** User info names the profile the session acts as now; the stored copy follows it. */
export function updateStoredProfile(userType: ProfileType, profileId: string): void {
  const current = getSession();
  if (current && (current.userType !== userType || current.profileId !== profileId)) {
    local.setJson(LOCAL_KEYS.session, { ...current, userType, profileId });
  }
}

export function getSsoToken(): string | null {
  return local.get(LOCAL_KEYS.ssoToken);
}

export function setSsoToken(value: string | null): void {
  local.set(LOCAL_KEYS.ssoToken, value);
}

/** Front-end-only logout (spec §4): forget the token and roles, keep everything else. */
export function forgetSessionLocally(): void {
  local.set(LOCAL_KEYS.session, null);
  local.set(LOCAL_KEYS.menuPermissions, null);
  local.set(LOCAL_KEYS.isAdmin, null);
  local.set(LOCAL_KEYS.ssoToken, null);
}
