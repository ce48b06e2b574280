import { apiSignIn as signIn, encryptPassword, waitForMailedCode } from '../../scripts/product.mjs';
import { baseUrl } from './browser.js';

/** Signs in over HTTP (for seeding a journey through the API). */
export const apiSignIn = (email: string, password: string) => signIn(baseUrl(), email, password);

const JSON_HEADERS = { 'Api-Version': '8', 'Content-Type': 'application/json' };

async function post(path: string, body: unknown): Promise<{ success: boolean; data: Record<string, string> | null; errorMsg: string | null }> {
  const res = await fetch(`${baseUrl()}/customer${path}`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
  return (await res.json()) as { success: boolean; data: Record<string, string> | null; errorMsg: string | null };
}

/**
 * Sets a password through the reset flow over HTTP, as the reset page does. Journeys that change a
 * demo account's password put it back with this, so other journeys find the account as seeded.
 */
export async function apiResetPassword(email: string, password: string): Promise<void> {
  const after = new Date(Date.now() - 1000);
  const started = await post('/login/reset-password', { email });
  if (!started.success || !started.data?.resetId) throw new Error(`reset failed: ${started.errorMsg}`);
  const code = await waitForMailedCode(baseUrl(), email, after);
  const done = await post('/login/reset-password', { resetId: started.data.resetId, code, ...(await encryptPassword(baseUrl(), password)) });
  if (!done.success) throw new Error(`reset failed: ${done.errorMsg}`);
}
