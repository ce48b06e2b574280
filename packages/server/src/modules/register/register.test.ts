import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, latestCode, mailTo, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function startRegistration(c: Client, email: string, password = 'N3w!Secret', extra: Record<string, unknown> = {}) {
  return c.call<{ registrationId: string; maskedEmail: string }>('POST', '/register/account', {
    email,
    firstName: 'Nora',
    lastName: 'Field',
    ...(await c.encrypt(password)),
    ...extra,
  });
}

describe('registration', () => {
  it('offers the register types and the terms setting', async () => {
    const c = new Client(t);
    expect((await c.call('POST', '/register/get-admin-config', {})).body.data).toMatchObject({ registerTypes: ['BUSINESS', 'NOTARY', 'LEGAL_FIRM'], invitationCodeRequired: false });
    expect((await c.call('POST', '/register/get-disable-TC', {})).body.data).toEqual({ disableTC: false });
    expect((await c.call('POST', '/register/requested-user-type', {})).body.data).toEqual({ registerTypes: ['BUSINESS', 'NOTARY', 'LEGAL_FIRM'], legalAgentName: null });
  });

  it('registers: account → code → accept and sign in → company profile', async () => {
    const c = new Client(t);
    const started = await startRegistration(c, 'nora@example.com');
    expect(started.body).toMatchObject({ success: true, data: { maskedEmail: 'n**a@example.com' } });
    const id = started.body.data!.registrationId;
    expect((await c.call('POST', '/register/accept', { registrationId: id, acceptTerms: true })).body.errorCode).toBe('10000009');
    const code = await latestCode(t, 'nora@example.com');
    expect((await c.call('POST', '/register/validate', { registrationId: id, code })).body.data).toEqual({ validated: true });
    expect((await c.call('POST', '/register/accept', { registrationId: id, acceptTerms: false })).body.errorCode).toBe('20000003');
    const accepted = await c.call<Record<string, unknown>>('POST', '/register/accept', { registrationId: id, acceptTerms: true });
    expect(accepted.body.data).toMatchObject({ email: 'nora@example.com', userType: 'INDIVIDUAL' });
    c.adopt(accepted.body.data!);
    const company = await c.call<{ corporateProfileId: string }>('POST', '/register/customer-register', { registerType: 'NOTARY', legalName: 'Field Notaries LLP', tradingName: 'Field Notaries' });
    expect(company.body.data!.corporateProfileId).toEqual(expect.any(String));
    const twice = await c.call('POST', '/register/customer-register', { registerType: 'BUSINESS', legalName: 'Again', tradingName: 'Again' });
    expect(twice.body.errorCode).toBe('20000005');
    expect((await c.call<{ canSwitchUser: boolean }>('GET', '/customer-user/user-info')).body.data!.canSwitchUser).toBe(true);
    // The registration cannot be accepted a second time.
    expect((await new Client(t).call('POST', '/register/accept', { registrationId: id, acceptTerms: true })).body.errorCode).toBe('10000009');
    // And the new account signs in like any other.
    await new Client(t).signIn('nora@example.com', 'N3w!Secret');
  });

  it('answers the same for a registered e-mail, mails a notice instead of a code, and never validates', async () => {
    const c = new Client(t);
    const fresh = await startRegistration(c, 'fresh@example.com');
    const taken = await startRegistration(c, DEMO.alice);
    expect(Object.keys(taken.body.data!)).toEqual(Object.keys(fresh.body.data!));
    expect(taken.body.success).toBe(true);
    const [notice] = await mailTo(t, DEMO.alice);
    expect(notice!.subject).toBe('You already have an account');
    expect(notice!.textBody).not.toMatch(/\b\d{6}\b/);
    for (const code of ['000000', '123456']) {
      expect((await c.call('POST', '/register/validate', { registrationId: taken.body.data!.registrationId, code })).body.errorCode).toBe('10000002');
    }
  });

  it('refuses a weak password with the rule message', async () => {
    const { body } = await startRegistration(new Client(t), 'weak2@example.com', 'password');
    expect(body.errorCode).toBe('10000007');
  });

  it('answers 70000115 for a corporate or fund e-mail only after its code, and never accepts it', async () => {
    const c = new Client(t);
    const company = 'office@chentrading.example.com';
    const other = await startRegistration(c, 'nobody-yet@example.com');
    const started = await startRegistration(c, company);
    // Before the code the answer is the one any address gets: nothing tells an outsider it is taken.
    expect(started.status).toBe(200);
    expect(Object.keys(started.body.data!)).toEqual(Object.keys(other.body.data!));
    const id = started.body.data!.registrationId;
    const validated = await c.call('POST', '/register/validate', { registrationId: id, code: await latestCode(t, company) });
    expect(validated.status).toBe(409);
    expect(validated.body).toMatchObject({ errorCode: '70000115', errorMsg: '' });
    expect((await c.call('POST', '/register/accept', { registrationId: id, acceptTerms: true })).body.errorCode).toBe('10000009');
  });

  it('offers the terms step at sign-in to whoever confirmed the code, and to nobody else', async () => {
    const c = new Client(t);
    const email = 'unfinished@example.com';
    const id = (await startRegistration(c, email)).body.data!.registrationId;
    const signIn = async (password: string) => c.call<Record<string, unknown>>('POST', '/login/login', { email, ...(await c.encrypt(password)) });
    // Not confirmed yet: like any unknown address.
    expect((await signIn('N3w!Secret')).body.errorCode).toBe('10000001');
    await c.call('POST', '/register/validate', { registrationId: id, code: await latestCode(t, email) });
    // Confirmed: a wrong password learns nothing; the right one is led to the terms step.
    expect((await signIn('Wr0ng!Secret')).body.errorCode).toBe('10000001');
    expect((await signIn('N3w!Secret')).body.data).toEqual({ status: 'REGISTRATION_PENDING', registrationId: id, maskedEmail: 'u******d@example.com' });
    const accepted = await c.call('POST', '/register/accept', { registrationId: id, acceptTerms: true });
    expect(accepted.body).toMatchObject({ success: true, data: { email } });
    expect((await new Client(t).call('POST', '/login/login', { email, ...(await c.encrypt('N3w!Secret')) })).body.data).toMatchObject({ status: 'CODE_SENT' });
  });

  it('refuses an unknown invitation code', async () => {
    const { body } = await startRegistration(new Client(t), 'inv@example.com', 'N3w!Secret', { invitationCode: 'nope' });
    expect(body.errorCode).toBe('20000004');
  });

  it('needs a session for the company step', async () => {
    const { status } = await new Client(t).call('POST', '/register/customer-register', { registerType: 'BUSINESS', legalName: 'X', tradingName: 'Y' });
    expect(status).toBe(401);
  });
});
