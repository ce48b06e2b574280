import { API_VERSION } from '@vault/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../test/harness.js';

let t: TestApp;
let alice: Client;
beforeAll(async () => {
  t = await createTestApp();
  alice = new Client(t);
  await alice.signIn(DEMO.alice, DEMO.password);
});
afterAll(() => t.close());

const nested = (depth: number, open = '[', close = ']') => `{"firstName":${open.repeat(depth)}"=1"${close.repeat(depth)}}`;

describe('deeply nested JSON', () => {
  // Public routes, and one behind a session: each answers 400, never a stack overflow's 500.
  it.each(['/register/account', '/login/login', '/config', '/customer-user/work-info'])('answers 400 on %s for a body nested 3,000 deep', async (path) => {
    for (const payload of [nested(3000), nested(3000, '{"a":', '}'), nested(40)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/customer${path}`,
        headers: { 'api-version': API_VERSION, 'content-type': 'application/json', cookie: `vault_sid=${alice.cookie}`, authorization: alice.csrf! },
        payload,
      });
      expect(res.statusCode, payload.slice(0, 30)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: '00000002' });
    }
  });

  it('still takes ordinary nesting', async () => {
    const res = await alice.call('POST', '/config', { keys: ['appName'] });
    expect(res.status).toBe(200);
  });
});

describe('formula check on the value that is stored', () => {
  it.each([' =1+1', '\u00A0=HYPERLINK("http://x","y")', '\uFEFF+44', '\u3000@SUM(A1)', '\u200B-2'])('refuses %j before a job title and changes nothing', async (value) => {
    const before = (await alice.call<{ jobTitle: string | null }>('GET', '/customer-user/work-info')).body.data!.jobTitle;
    const res = await alice.call('POST', '/customer-user/work-info', { jobTitle: value });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('00000006');
    expect(res.body.fieldErrors?.[0]?.path).toBe('jobTitle');
    expect((await alice.call<{ jobTitle: string | null }>('GET', '/customer-user/work-info')).body.data!.jobTitle).toBe(before);
  });

  it('refuses the same on a public route (registration names)', async () => {
    const res = await alice.call('POST', '/register/account', { email: 'x@example.com', firstName: '\u00A0 =cmd', lastName: 'Doe', password: 'abc', keyId: 'k' });
    expect(res.body.errorCode).toBe('00000006');
  });

  it('keeps ordinary values with inner signs', async () => {
    const res = await alice.call<{ jobTitle: string }>('POST', '/customer-user/work-info', { jobTitle: ' Head of R&D - EMEA ' });
    expect(res.status).toBe(200);
    expect((await alice.call<{ jobTitle: string }>('GET', '/customer-user/work-info')).body.data!.jobTitle).toBe('Head of R&D - EMEA');
  });
});

describe('NUL characters', () => {
  it('answers 400, not a database failure, in a JSON body, a key, a query or a multipart field', async () => {
    const body = await alice.call('POST', '/corporate-user/accept-invitation', { invitationCode: 'a\u0000b' });
    expect([body.status, body.body.errorCode]).toEqual([400, '00000002']);
    expect((await alice.call('POST', '/config', { keys: ['x'], ['a\u0000']: 1 })).body.errorCode).toBe('00000002');
    const query = await alice.call('GET', '/doc-mgr/info', undefined, { query: { docId: 'a\u0000b' } });
    expect([query.status, query.body.errorCode]).toEqual([400, '00000002']);
    const boundary = 'nul';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="docType"\r\n\r\nU\u0000B\r\n--${boundary}--\r\n`;
    const multipart = await alice.call('POST', '/doc-mgr/custom-upload-with-properties', payload, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect([multipart.status, multipart.body.errorCode]).toEqual([400, '00000002']);
  });
});

describe('API docs', () => {
  it('cannot be framed, not even by our own origin, and call no outside validator', async () => {
    for (const url of ['/customer/docs', '/customer/docs/json']) {
      const csp = String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain('validator.swagger.io');
    }
  });
});
