import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API conventions', () => {
  it('answers health without an Api-Version header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/customer/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok' }, errorCode: null, errorMsg: null });
  });

  it('refuses a call without Api-Version, or with another version', async () => {
    for (const headers of [{}, { 'api-version': '7' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/customer/config', headers, payload: { all: true } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: '00000003', data: null });
    }
  });

  it('sets no-store, a CSP without inline script, nosniff, frame protection and a request id', async () => {
    const c = new Client(t);
    const { res } = await c.call('POST', '/config', { all: true });
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers validation failures with field details in the caller language', async () => {
    const c = new Client(t);
    c.language = 'zh';
    const { status, body } = await c.call('POST', '/register/account', { email: 'not-an-email', firstName: ' ', lastName: 'X', password: 'x', keyId: 'k' });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('00000002');
    expect(body.errorMsg).toBe('部分字段缺失或无效，请检查后重试。');
    const paths = body.fieldErrors!.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'firstName']));
    expect(body.fieldErrors!.find((f) => f.path === 'firstName')!.message).toBe('请填写');
  });

  it('answers malformed JSON with a 400 envelope, not a crash', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/customer/config', headers: { 'api-version': '8', 'content-type': 'application/json' }, payload: '{"all":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: '00000002' });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const c = new Client(t);
    const { status, body } = await c.call('GET', '/no/such/thing');
    expect(status).toBe(404);
    expect(body.errorCode).toBe('00000004');
  });
});

describe('formula-injection guard', () => {
  const spec = 'Oops, some unexpected values were found. Please review what is populated in each of the fields and try again.';

  it.each(['=1+1', '+44', '-2', '@SUM(A1)', '\tx', '\nx'])('refuses a text value starting with %j', async (value) => {
    const c = new Client(t);
    const { status, body } = await c.call('POST', '/register/account', { email: 'x@example.com', firstName: value, lastName: 'Doe', password: 'abc', keyId: 'k' });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('00000006');
    expect(body.errorMsg).toBe(spec);
    expect(body.fieldErrors?.[0]?.path).toBe('firstName');
  });

  it('checks nested values and arrays', async () => {
    const c = new Client(t);
    const { body } = await c.call('POST', '/config', { keys: ['appName', '=cmd'] });
    expect(body.errorCode).toBe('00000006');
    expect(body.fieldErrors?.[0]?.path).toBe('keys[]');
  });

  it('lets encrypted password fields through (they are exempt)', async () => {
    const c = new Client(t);
    const { body } = await c.call('POST', '/login/login', { email: DEMO.alice, password: '+abc=', keyId: 'nope' });
    expect(body.errorCode).not.toBe('00000006');
    expect(body.errorCode).toBe('10000004');
  });
});

describe('config', () => {
  it('returns all public entries, or only the named keys', async () => {
    const c = new Client(t);
    const all = await c.call<Array<{ key: string; value: string }>>('POST', '/config', { all: true });
    expect(all.body.data!.map((e) => e.key)).toEqual(expect.arrayContaining(['onboardPlus', 'devTools', 'inactivityMinutes']));
    const some = await c.call<Array<{ key: string; value: string }>>('POST', '/config', { keys: ['inactivityMinutes'] });
    expect(some.body.data).toEqual([{ key: 'inactivityMinutes', value: '15' }]);
    const none = await c.call<unknown[]>('POST', '/config', { keys: [] });
    expect(none.body.data).toEqual([]);
  });

  it('returns the domain name', async () => {
    const c = new Client(t);
    const { body } = await c.call('GET', '/config/domainName');
    expect(body.data).toEqual({ domainName: 'localhost', publicUrl: 'http://localhost:8080' });
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/customer/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/customer/login/login', '/customer/register/account', '/customer/sso/token']));
  });
});
