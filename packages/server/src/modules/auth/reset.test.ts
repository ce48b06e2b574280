import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, latestCode, mailTo, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reset password', () => {
  it('answers the same for unknown and known e-mails, and mails only the known one', async () => {
    const c = new Client(t);
    const known = await c.call<Record<string, unknown>>('POST', '/login/reset-password', { email: DEMO.carol });
    const unknown = await c.call<Record<string, unknown>>('POST', '/login/reset-password', { email: 'ghost@example.com' });
    expect(Object.keys(unknown.body.data!)).toEqual(Object.keys(known.body.data!));
    expect(unknown.body.data!.status).toBe('CODE_SENT');
    expect(await mailTo(t, 'ghost@example.com')).toHaveLength(0);
    const wrong = await c.call('POST', '/login/reset-password', { resetId: unknown.body.data!.resetId, code: '123456', ...(await c.encrypt('An0ther!Pass')) });
    expect(wrong.body.errorCode).toBe('10000002');
  });

  it('sets the new password, ends every session, and the old password stops working', async () => {
    const signedIn = new Client(t);
    await signedIn.signIn(DEMO.alice, DEMO.password);
    const c = new Client(t);
    const start = await c.call<{ resetId: string }>('POST', '/login/reset-password', { email: DEMO.alice });
    const code = await latestCode(t, DEMO.alice);
    const weak = await c.call('POST', '/login/reset-password', { resetId: start.body.data!.resetId, code, ...(await c.encrypt('short')) });
    expect(weak.body.errorCode).toBe('10000007');
    const done = await c.call('POST', '/login/reset-password', { resetId: start.body.data!.resetId, code, ...(await c.encrypt('An0ther!Pass')) });
    expect(done.body.data).toEqual({ status: 'PASSWORD_CHANGED' });
    expect((await signedIn.call('GET', '/customer-user/user-info')).status).toBe(401);
    const old = await c.call('POST', '/login/login', { email: DEMO.alice, ...(await c.encrypt(DEMO.password)) });
    expect(old.body.errorCode).toBe('10000001');
    await new Client(t).signIn(DEMO.alice, 'An0ther!Pass');
    expect((await mailTo(t, DEMO.alice)).map((m) => m.subject)).toContain('Your password was changed');
  });
});
