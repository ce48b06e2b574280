import type { BusinessUser, Session } from '@vault/contract';
import i18n from '../i18n/i18n';
import { queryClient } from '../queryClient';
import { authMemory } from './authMemory';
import { local } from '../storage/browserStorage';
import { LOCAL_KEYS } from '../storage/keys';
import { forgetSessionLocally, saveSession } from '../storage/sessionStore';
import { toastError } from '../ui/feedback';
import { syncAccountLanguage } from '../i18n/language';
import { askPatiently, fetchUserInfo, userInfoQueryKey } from './userInfo';
import { generateRoles } from './roles';

/** Raised when a sign-in answer cannot start a session; the user has already been told why. */
export class SignInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignInError';
  }
}

/** Front-end-only logout (spec §4): token and roles go, other stored values stay. */
export function logoutLocally(): void {
  forgetSessionLocally();
  authMemory.sessionChanged();
  queryClient.removeQueries({ queryKey: userInfoQueryKey });
}

/** A session without menu permissions cannot open any page (spec §4 'roles must be a non-null array!'). */
function refuseWithoutPermissions(session: Session): void {
  if (Array.isArray(session.menuPermList) && session.menuPermList.length > 0) return;
  const text = i18n.t('auth:errors.rolesEmpty');
  toastError(text);
  throw new SignInError(text);
}

/**
 * Sign-in success (spec §4): refuse a session without menu permissions, store it, then load the
 * business user. A failed user-info load logs out locally (a call with no answer is asked again first:
 * askPatiently). Used by password, SSO, registration and invited-user sign-ins alike.
 */
export async function completeSignIn(session: Session): Promise<BusinessUser> {
  refuseWithoutPermissions(session);
  saveSession(session);
  local.set(LOCAL_KEYS.ssoLoginFailed, null);
  authMemory.sessionChanged();
  try {
    const user = await askPatiently(fetchUserInfo);
    queryClient.setQueryData(userInfoQueryKey, user);
    void syncAccountLanguage(session.language);
    return user;
  } catch (error) {
    logoutLocally();
    throw error;
  }
}

/**
 * The account's profiles changed on the server (company registered, invitation accepted): drop
 * the cached user info and the roles so the guard loads both again on the next navigation.
 */
export function reloadProfileOnNextNavigation(): void {
  queryClient.removeQueries({ queryKey: userInfoQueryKey });
  authMemory.setRoles([]);
}

/**
 * A profile switch answered a new session (spec §4): it is stored as a sign-in's is (tokens,
 * expiry, permissions) and the routes are regenerated from it at once. The roles are replaced, not
 * dropped, so the shell stays on screen while the caller goes home and reloads into the new profile.
 */
export function adoptSwitchedSession(session: Session): void {
  refuseWithoutPermissions(session);
  saveSession(session);
  authMemory.setRoles(generateRoles(session.menuPermList, session.userType, session.paid));
}

/**
 * A switch that leaves this page for another document (View Fund and back): the new session is stored, but the
 * roles in memory stay as they are, so the page on screen is not judged by the new session's roles (which may not
 * open it) in the moment before the browser loads the next page, where the roles are loaded from the stored session.
 */
export function storeSessionForNextPage(session: Session): void {
  refuseWithoutPermissions(session);
  saveSession(session);
}
