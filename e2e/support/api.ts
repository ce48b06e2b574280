import { constants, publicEncrypt } from 'node:crypto';
import { baseUrl, waitForCode } from './browser.js';

const H = { 'Api-Version': '8', 'Content-Type': 'application/json' };

/** Signs in over HTTP (for seeding a journey through the API), returning cookie and tokens. */
export async function apiSignIn(email: string, password: string) {
  const key = ((await (await fetch(`${baseUrl()}/customer/login/public-key/current`, { headers: H })).json()) as { data: { keyId: string; publicKey: string } }).data;
  const pem = `-----BEGIN PUBLIC KEY-----\n${key.publicKey.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
  const encrypted = publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
  const after = new Date(Date.now() - 1000);
  const step1 = (await (await fetch(`${baseUrl()}/customer/login/login`, { method: 'POST', headers: H, body: JSON.stringify({ email, password: encrypted, keyId: key.keyId }) })).json()) as { data: { challengeId: string } };
  const code = await waitForCode(email, after);
  const res = await fetch(`${baseUrl()}/customer/login/login`, { method: 'POST', headers: H, body: JSON.stringify({ challengeId: step1.data.challengeId, code }) });
  const session = ((await res.json()) as { data: { csrfToken: string; clientManagerToken: string | null } }).data;
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return {
    post: async (path: string, body: unknown, manager = false) =>
      (await fetch(`${baseUrl()}/customer${path}`, {
        method: 'POST',
        headers: { ...H, cookie, authorization: (manager ? session.clientManagerToken : session.csrfToken) ?? '' },
        body: JSON.stringify(body),
      })).json() as Promise<{ success: boolean; data: unknown; errorCode: string | null }>,
  };
}
