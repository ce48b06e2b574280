import { ERRORS, type PublicKeyResponse } from '@vault/contract';
import { isApiError } from '../api/ApiError';
import { request } from '../api/client';
import { lazySchemas } from '../api/lazySchemas';
import { encryptPassword } from '../crypto/encryptPassword';

let cached: PublicKeyResponse | null = null;

/** GET /login/public-key/current, reused until shortly before it expires (keys rotate). */
async function currentPublicKey(force: boolean): Promise<PublicKeyResponse> {
  const stillValid = cached && Date.parse(cached.expiresAt) - Date.now() > 60_000;
  if (!force && cached && stillValid) return cached;
  cached = await request('/login/public-key/current', lazySchemas.publicKey);
  return cached;
}

/**
 * Sends a call carrying an encrypted password. If the server answers that the key has expired
 * (10000004), the key is fetched again and the call is retried once; only the second failure is
 * shown to the user.
 */
export async function sendWithEncryptedPassword<T>(
  password: string,
  send: (encrypted: { password: string; keyId: string }, quiet: readonly string[]) => Promise<T>,
): Promise<T> {
  const attempt = async (force: boolean, quiet: readonly string[]) => {
    const key = await currentPublicKey(force);
    return send({ password: await encryptPassword(password, key.publicKey), keyId: key.keyId }, quiet);
  };
  try {
    return await attempt(false, [ERRORS.KEY_EXPIRED.code]);
  } catch (error) {
    if (!isApiError(error) || error.errorCode !== ERRORS.KEY_EXPIRED.code) throw error;
    return attempt(true, []);
  }
}
