import { SESSION_COOKIE } from '@vault/contract';
import { randomUUID } from 'node:crypto';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function devToken(email: string) {
  return (await new Client(t).call<{ token: string }>('POST', '/dev/sso-token', { email })).body.data!.token;
}

describe('single sign-on', () => {
  it('signs in with a signed token, once', async () => {
    const token = await devToken(DEMO.carol);
    const c = new Client(t);
    const res = await c.call<Record<string, unknown>>('GET', '/sso/token', undefined, { query: { token } });
    expect(res.body.data).toMatchObject({ email: DEMO.carol, userType: 'INDIVIDUAL' });
    c.adopt(res.body.data!);
    expect((await c.call('GET', '/customer-user/user-info')).status).toBe(200);
    const replay = await new Client(t).call('GET', '/sso/token', undefined, { query: { token } });
    expect(replay.body).toMatchObject({ success: false, errorCode: '10000005', errorMsg: 'SSO login failed' });
  });

  it('refuses a tampered token, an unknown e-mail and garbage', async () => {
    const token = await devToken(DEMO.alice);
    const [h, p, s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), email: DEMO.paul })).toString('base64url')}.${s}`;
    for (const bad of [forged, await devToken('nobody@example.com'), 'not.a.token.at.all']) {
      expect((await new Client(t).call('GET', '/sso/token', undefined, { query: { token: bad } })).body.errorCode).toBe('10000005');
    }
  });

  it('serves the development signer and mailbox to loopback callers only, whatever they claim in headers', async () => {
    const call = (method: 'GET' | 'POST', url: string, remoteAddress: string) =>
      t.app.inject({ method, url: `/customer${url}`, remoteAddress, headers: { 'api-version': '8', 'x-forwarded-for': '127.0.0.1' }, ...(method === 'POST' ? { payload: { email: DEMO.alice } } : {}) });
    for (const address of ['203.0.113.5', '10.0.0.8', '::ffff:192.168.1.2']) {
      for (const [method, url] of [['POST', '/dev/sso-token'], ['GET', '/dev/mailbox']] as const) {
        const res = await call(method, url, address);
        expect([res.statusCode, (res.json() as { errorCode: string }).errorCode], `${address} ${url}`).toEqual([404, '00000004']);
      }
    }
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect((await call('GET', '/dev/mailbox', address)).statusCode).toBe(200);
  });

  it('trusts a configured identity provider key and issuer, and nothing else', async () => {
    const idp = await generateKeyPair('RS256');
    const other = await generateKeyPair('RS256');
    const app = await createTestApp({ DEV_TOOLS: 'false', SSO_PUBLIC_KEY: await exportSPKI(idp.publicKey), SSO_ISSUER: 'https://idp.example.com' });
    try {
      const sign = (key: Parameters<SignJWT['sign']>[0], iss: string) =>
        new SignJWT({ email: DEMO.alice }).setProtectedHeader({ alg: 'RS256' }).setIssuer(iss).setAudience('vault-portal').setJti(randomUUID()).setIssuedAt().setExpirationTime('2m').sign(key);
      const good = await new Client(app).call('GET', '/sso/token', undefined, { query: { token: await sign(idp.privateKey, 'https://idp.example.com') } });
      expect(good.body.success).toBe(true);
      const wrongKey = await new Client(app).call('GET', '/sso/token', undefined, { query: { token: await sign(other.privateKey, 'https://idp.example.com') } });
      expect(wrongKey.body.errorCode).toBe('10000005');
      const wrongIssuer = await new Client(app).call('GET', '/sso/token', undefined, { query: { token: await sign(idp.privateKey, 'https://evil.example.com') } });
      expect(wrongIssuer.body.errorCode).toBe('10000005');
      // An expired token, a token for another audience, one issued too long ago: refused, and no session is made.
      const claims = (edit: (jwt: SignJWT) => SignJWT) =>
        edit(new SignJWT({ email: DEMO.alice }).setProtectedHeader({ alg: 'RS256' }).setIssuer('https://idp.example.com').setJti(randomUUID())).sign(idp.privateKey);
      const now = Math.floor(Date.now() / 1000);
      const refusedTokens = {
        expired: await claims((j) => j.setAudience('vault-portal').setIssuedAt(now - 600).setExpirationTime(now - 300)),
        'other audience': await claims((j) => j.setAudience('another-app').setIssuedAt().setExpirationTime('2m')),
        'no audience': await claims((j) => j.setIssuedAt().setExpirationTime('2m')),
        'issued an hour ago, still valid': await claims((j) => j.setAudience('vault-portal').setIssuedAt(now - 3600).setExpirationTime('2m')),
      };
      for (const [why, token] of Object.entries(refusedTokens)) {
        const res = await new Client(app).call('GET', '/sso/token', undefined, { query: { token } });
        expect({ why, status: res.status, code: res.body.errorCode, cookie: res.res.cookies.some((c) => c.name === SESSION_COOKIE && c.value) }).toEqual({ why, status: 400, code: '10000005', cookie: false });
      }
      // Without development tools the signer route does not exist.
      expect((await new Client(app).call('POST', '/dev/sso-token', { email: DEMO.alice })).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
