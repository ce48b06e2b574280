import { request } from '../../../lib/api/client';
import { ignoredData } from '../../../lib/api/schema';
import { clearAllStorage } from '../../../lib/storage/browserStorage';
import { setTokenExpireTime } from '../../../lib/storage/sessionStore';
import { logoutLocally } from '../../../lib/session/signIn';

/**
 * Ends the session everywhere (spec §4): expiry to null first (so a failing call cannot raise the
 * Inactivity Warning), end the server session, then clear token, roles and all local and session
 * storage. The `lang` cookie stays: it is a preference, not session data.
 */
export async function endSession(): Promise<void> {
  setTokenExpireTime(null);
  try {
    await request('/login/logout', ignoredData, { isLoginCall: true, quiet: true });
  } catch {
    // The server session may already be gone; the browser side is cleared regardless.
  }
  logoutLocally();
  clearAllStorage();
}

/** Logout, then load the login page afresh so nothing of the old session stays in memory. */
export async function logout(target: string): Promise<void> {
  await endSession();
  window.location.assign(target);
}
