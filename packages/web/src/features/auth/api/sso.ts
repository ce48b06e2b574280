import type { BusinessUser } from '@vault/contract';
import { request } from '../../../lib/api/client';
import { lazySchemas } from '../../../lib/api/lazySchemas';
import { setSsoToken } from '../../../lib/storage/sessionStore';
import { completeSignIn } from '../../../lib/session/signIn';

const inFlight = new Map<string, Promise<BusinessUser>>();

/**
 * GET /sso/token?token=: sign in with a single sign-on token. Deduplicated per token because the
 * guard may ask twice for one navigation, and an identity provider's token may be single-use.
 * Quiet: the guard shows the server message (or 'SSO login failed') and the SSO Unsuccessful dialog.
 */
export function signInWithSso(token: string): Promise<BusinessUser> {
  const existing = inFlight.get(token);
  if (existing) return existing;
  const pending = (async () => {
    const session = await request('/sso/token', lazySchemas.session, { query: { token }, isLoginCall: true, quiet: true });
    // Stored before the session: the guard re-renders as soon as the session is saved, and while
    // ?token= is still in the address it must see this token as the session's own.
    setSsoToken(token);
    return completeSignIn(session);
  })().finally(() => inFlight.delete(token));
  inFlight.set(token, pending);
  return pending;
}

/** POST /dev/sso-token (embedded mode only): a development token for an e-mail. */
export async function requestDevSsoToken(email: string): Promise<string> {
  const answer = await request('/dev/sso-token', lazySchemas.devSso, {
    method: 'POST',
    body: { email: email.trim() },
    isLoginCall: true,
  });
  return answer.token;
}
