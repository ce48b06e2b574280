import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, latestCode, mailTo, type TestApp } from '../../test/harness.js';
import { accounts } from '../profiles/profiles.table.js';
import { createAccountWithIndividual } from '../profiles/profiles.repository.js';
import { authFlows, sessions } from './auth.table.js';
import { argon2Verifications, hashPassword } from './passwords.js';
import { ACCOUNT_LOCK_FAILURES } from './throttle.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newAccount(email: string, password = 'Str0ng!Pass') {
  await createAccountWithIndividual(t.ctx.db, { email, passwordHash: await hashPassword(password), firstName: 'Test', lastName: 'User', language: 'en' });
}

async function startLogin(c: Client, email: string, password: string) {
  return c.call<{ challengeId: string; maskedEmail: string }>('POST', '/login/login', { email, ...(await c.encrypt(password)) });
}

describe('sign-in with password and e-mailed code', () => {
  it('signs in, returns the session and sets an HttpOnly cookie', async () => {
    const c = new Client(t);
    const step1 = await startLogin(c, `  ${DEMO.alice.toUpperCase()} `, DEMO.password);
    expect(step1.body).toMatchObject({ success: true, data: { status: 'CODE_SENT', maskedEmail: 'a***e@example.com' } });
    expect(step1.res.cookies).toHaveLength(0);
    const code = await latestCode(t, DEMO.alice);
    const step2 = await c.call<Record<string, unknown>>('POST', '/login/login', { challengeId: step1.body.data!.challengeId, code });
    expect(step2.body.data).toMatchObject({ status: 'SIGNED_IN', email: DEMO.alice, userType: 'INDIVIDUAL', paid: false, menuPermList: ['COMMON', 'INDIVIDUAL'] });
    const cookie = step2.res.cookies.find((k) => k.name === 'vault_sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.value).not.toBe(step2.body.data!.token);
    c.adopt(step2.body.data!);
    const info = await c.call<{ showName: string }>('GET', '/customer-user/user-info');
    expect(info.body.data!.showName).toBe('Alice Walker');
    expect(info.res.headers['token-expire-time']).toBeTruthy();
  });

  it('gives a paid administrator the client-manager token and PAID_ADMIN', async () => {
    const c = new Client(t);
    const session = await c.signIn(DEMO.paul, DEMO.password);
    expect(session).toMatchObject({ paid: true, userType: 'LENDING_AGENT' });
    expect(session.menuPermList).toContain('PAID_ADMIN');
    expect(session.clientManagerToken).toEqual(expect.any(String));
  });

  it('answers the same for an unknown e-mail and a wrong password, and runs argon2 for both', async () => {
    // Counted, not timed (a loaded machine cannot fail a count); the times are in bench/sign-in-rate.ts.
    const c = new Client(t);
    const before = argon2Verifications();
    const unknownBody = (await startLogin(c, 'nobody@example.com', 'Wrong!Pass1')).body;
    const afterUnknown = argon2Verifications();
    const wrongBody = (await startLogin(c, DEMO.carol, 'Wrong!Pass1')).body;
    expect(unknownBody).toEqual(wrongBody);
    expect(unknownBody).toMatchObject({ success: false, errorCode: '10000001' });
    // An unknown e-mail verifies against a dummy hash, so it does the same work as a wrong password.
    expect(afterUnknown - before).toBe(1);
    expect(argon2Verifications() - afterUnknown).toBe(1);
  });

  it('codes are single use', async () => {
    const c = new Client(t);
    const step1 = await startLogin(c, DEMO.alice, DEMO.password);
    const code = await latestCode(t, DEMO.alice);
    expect((await c.call('POST', '/login/login', { challengeId: step1.body.data!.challengeId, code })).body.success).toBe(true);
    const again = await new Client(t).call('POST', '/login/login', { challengeId: step1.body.data!.challengeId, code });
    expect(again.body.errorCode).toBe('10000012');
  });

  it('codes are bound to their attempt', async () => {
    const c = new Client(t);
    const first = await startLogin(c, DEMO.alice, DEMO.password);
    const codeA = await latestCode(t, DEMO.alice);
    await newAccount('bound@example.com');
    const second = await startLogin(c, 'bound@example.com', 'Str0ng!Pass');
    expect(second.body.success).toBe(true);
    const cross = await c.call('POST', '/login/login', { challengeId: second.body.data!.challengeId, code: codeA });
    expect(cross.body.errorCode).toBe('10000002');
    expect(first.body.success).toBe(true);
  });

  it('expires codes after 10 minutes', async () => {
    const c = new Client(t);
    const step1 = await startLogin(c, DEMO.alice, DEMO.password);
    const code = await latestCode(t, DEMO.alice);
    await t.ctx.db.update(authFlows).set({ codeExpiresAt: sql`now() - interval '1 second'` }).where(eq(authFlows.id, step1.body.data!.challengeId));
    const res = await c.call('POST', '/login/login', { challengeId: step1.body.data!.challengeId, code });
    // Expired: the message asks for a new code (a mistyped one only asks to check it).
    expect(res.body.errorCode).toBe('10000012');
  });

  it('stops accepting even the right code after 5 wrong tries', async () => {
    const c = new Client(t);
    const step1 = await startLogin(c, DEMO.alice, DEMO.password);
    const code = await latestCode(t, DEMO.alice);
    const wrong = code === '000000' ? '111111' : '000000';
    // Mistyped: check and retype; the fifth wrong try uses the code up, and then only a new one helps.
    for (let i = 0; i < 5; i++) {
      expect((await c.call('POST', '/login/login', { challengeId: step1.body.data!.challengeId, code: wrong })).body.errorCode).toBe(i < 4 ? '10000002' : '10000012');
    }
    expect((await c.call('POST', '/login/login', { challengeId: step1.body.data!.challengeId, code })).body.errorCode).toBe('10000012');
  });

  it('resends a code only after a pause, and the new code replaces the old', async () => {
    const c = new Client(t);
    const step1 = await startLogin(c, DEMO.carol, DEMO.password);
    const id = step1.body.data!.challengeId;
    const first = await latestCode(t, DEMO.carol);
    expect((await c.call('POST', '/login/send-validate-code', { challengeId: id })).body.errorCode).toBe('10000008');
    await t.ctx.db.update(authFlows).set({ codeSentAt: sql`now() - interval '1 minute'` }).where(eq(authFlows.id, id));
    expect((await c.call('POST', '/login/send-validate-code', { challengeId: id })).body.success).toBe(true);
    const second = await latestCode(t, DEMO.carol);
    // A fresh code is drawn (the same six digits twice is a one-in-a-million event), and the old one no longer works.
    expect(second).not.toBe(first);
    expect((await c.call('POST', '/login/login', { challengeId: id, code: first })).body.errorCode).toBe('10000002');
    expect((await c.call('POST', '/login/login', { challengeId: id, code: second })).body.success).toBe(true);
  });

  it('refuses an unknown key id with KEY_EXPIRED', async () => {
    const c = new Client(t);
    const { body } = await c.call('POST', '/login/login', { email: DEMO.alice, password: 'aGVsbG8=', keyId: 'retired' });
    expect(body.errorCode).toBe('10000004');
  });

  it('pauses only the guessing address: 10000011 there (right password too, unknown e-mails alike), the owner elsewhere signs in', async () => {
    await newAccount('locked@example.com');
    const attacker = new Client(t);
    const tryFrom = async (ip: string, email: string, password: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/customer/login/login', remoteAddress: ip, headers: { 'api-version': '8', cookie: 'lang=en' }, payload: { email, ...(await attacker.encrypt(password)) } });
      return res.json() as { errorCode: string | null; success: boolean };
    };
    for (let i = 0; i < 10; i++) await tryFrom('203.0.113.7', 'locked@example.com', 'Wrong!Pass1');
    expect((await tryFrom('203.0.113.7', 'locked@example.com', 'Str0ng!Pass')).errorCode).toBe('10000011');
    for (let i = 0; i < 10; i++) await tryFrom('203.0.113.7', 'nobody@example.com', 'Wrong!Pass1');
    expect((await tryFrom('203.0.113.7', 'nobody@example.com', 'Wrong!Pass1')).errorCode).toBe('10000011');
    const owner = await tryFrom('198.51.100.20', 'locked@example.com', 'Str0ng!Pass');
    expect(owner.success).toBe(true);
    const res = await attacker.call('POST', '/login/login', { email: 'nobody2@example.com', password: 'x', keyId: 'k' });
    expect(res.body.errorCode).not.toBe('10000011');
  });

  it('locks an account guessed at from many addresses until a reset with the e-mailed code, and says so', async () => {
    await newAccount('campaign@example.com');
    const c = new Client(t);
    const wrong = await c.encrypt('Wrong!Pass1');
    for (let i = 0; i < ACCOUNT_LOCK_FAILURES; i++) {
      await t.app.inject({ method: 'POST', url: '/customer/login/login', remoteAddress: `192.0.2.${i % 250}`, headers: { 'api-version': '8' }, payload: { email: 'campaign@example.com', ...wrong } });
    }
    const right = await t.app.inject({ method: 'POST', url: '/customer/login/login', remoteAddress: '198.51.100.99', headers: { 'api-version': '8', cookie: 'lang=zh' }, payload: { email: 'campaign@example.com', ...(await c.encrypt('Str0ng!Pass')) } });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ errorCode: '10000011', errorMsg: expect.stringContaining('忘记密码') });
    const reset = await c.call<{ resetId: string }>('POST', '/login/reset-password', { email: 'campaign@example.com' });
    const code = await latestCode(t, 'campaign@example.com');
    const done = await c.call('POST', '/login/reset-password', { resetId: reset.body.data!.resetId, code, ...(await c.encrypt('N3w!Passw0rd')) });
    expect(done.body.success).toBe(true);
    await new Client(t).signIn('campaign@example.com', 'N3w!Passw0rd');
  });
});

describe('sessions', () => {
  it('needs the CSRF token in Authorization: 403 without it or with a wrong one', async () => {
    const c = new Client(t);
    await c.signIn(DEMO.alice, DEMO.password);
    const missing = await c.call('GET', '/customer-user/user-info', undefined, { headers: { authorization: '' } });
    expect(missing.status).toBe(403);
    expect(missing.body.errorCode).toBe('00000403');
    const other = new Client(t);
    await other.signIn(DEMO.carol, DEMO.password);
    const crossed = await c.call('GET', '/customer-user/user-info', undefined, { headers: { authorization: other.csrf! } });
    expect(crossed.status).toBe(403);
  });

  it('answers 401 without a session', async () => {
    const { status, body } = await new Client(t).call('GET', '/customer-user/user-info');
    expect(status).toBe(401);
    expect(body.errorCode).toBe('00000401');
  });

  it('logout ends the session on the server: the old cookie then gets 401', async () => {
    const c = new Client(t);
    await c.signIn(DEMO.alice, DEMO.password);
    const oldCookie = c.cookie;
    expect((await c.call('GET', '/login/logout')).body.success).toBe(true);
    c.cookie = oldCookie;
    const after = await c.call('GET', '/customer-user/user-info');
    expect(after.status).toBe(401);
  });

  it('ends a session after the inactivity timeout', async () => {
    const c = new Client(t);
    const session = await c.signIn(DEMO.alice, DEMO.password);
    await t.ctx.db.update(sessions).set({ lastSeenAt: sql`now() - interval '16 minutes'` }).where(eq(sessions.id, session.token as string));
    expect((await c.call('GET', '/customer-user/user-info')).status).toBe(401);
  });

  it('slides the expiry forward on activity', async () => {
    const c = new Client(t);
    const session = await c.signIn(DEMO.alice, DEMO.password);
    await t.ctx.db.update(sessions).set({ lastSeenAt: sql`now() - interval '10 minutes'` }).where(eq(sessions.id, session.token as string));
    const { res } = await c.call('GET', '/customer-user/user-info');
    const expiry = new Date(String(res.headers['token-expire-time'])).getTime();
    expect(expiry).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('answers 00000231 on every call but login once the password is too old', async () => {
    await newAccount('old@example.com');
    await t.ctx.db.update(accounts).set({ passwordChangedAt: sql`now() - interval '91 days'` }).where(eq(accounts.email, 'old@example.com'));
    const c = new Client(t);
    await c.signIn('old@example.com', 'Str0ng!Pass');
    const res = await c.call('GET', '/customer-user/user-info');
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('00000231');
    expect((await c.call('GET', '/login/logout')).body.success).toBe(true);
  });

  it('answers 00000230 when the password no longer meets the rule', async () => {
    await newAccount('weak@example.com', 'weakpassword');
    const c = new Client(t);
    await c.signIn('weak@example.com', 'weakpassword');
    const res = await c.call('GET', '/customer-user/user-info');
    expect(res.body.errorCode).toBe('00000230');
  });

  it('writes the sign-in code e-mail in the language the person is using, not the one stored', async () => {
    await t.ctx.db.update(accounts).set({ language: 'tw' }).where(eq(accounts.email, DEMO.carol));
    const c = new Client(t);
    c.language = 'zh';
    const step1 = await startLogin(c, DEMO.carol, DEMO.password);
    expect((await mailTo(t, DEMO.carol))[0]!.subject).toBe('您的登录验证码');
    // A new code asked for in English comes in English.
    await t.ctx.db.update(authFlows).set({ codeSentAt: sql`now() - interval '1 minute'` }).where(eq(authFlows.id, step1.body.data!.challengeId));
    c.language = 'en';
    expect((await c.call('POST', '/login/send-validate-code', { challengeId: step1.body.data!.challengeId })).body.success).toBe(true);
    expect((await mailTo(t, DEMO.carol))[0]!.subject).toBe('Your sign-in code');
    await t.ctx.db.update(accounts).set({ language: 'en' }).where(eq(accounts.email, DEMO.carol));
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per address', async () => {
    const strict = await createTestApp({ RATE_LIMIT_FACTOR: '1' });
    try {
      const c = new Client(strict);
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) statuses.push((await c.call('POST', '/login/login', { email: 'x@example.com', password: 'aGk=', keyId: 'k' })).status);
      expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      const res = await c.call('POST', '/login/login', { email: 'x@example.com', password: 'aGk=', keyId: 'k' });
      expect(res.body.errorCode).toBe('00000005');
    } finally {
      await strict.close();
    }
  });
});
