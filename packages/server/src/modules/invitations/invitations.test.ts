import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, latestCode, mailTo, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function linkData(text: string) {
  const data = text.match(/\/onboardplus\/invite\?data=([A-Za-z0-9_-]+)/)![1]!;
  return JSON.parse(Buffer.from(data, 'base64url').toString()) as { email: string; invitationCode: string; legalAgentId: string; legalAgentName: string };
}

describe('invitations and invited-user set-up', () => {
  it('lets only a paid administrator invite, with the client-manager token', async () => {
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    const refused = await alice.call('POST', '/corporate-user/invitation', { rows: [{ email: 'x@example.com' }] }, { manager: true });
    expect(refused.status).toBe(403);
    const paul = new Client(t);
    await paul.signIn(DEMO.paul, DEMO.password);
    // The ordinary CSRF token is not enough for a paid-admin call.
    expect((await paul.call('POST', '/corporate-user/invitation', { rows: [{ email: 'x@example.com' }] })).status).toBe(403);
  });

  it('invites, then the invitee verifies the e-mail, sets a password, gives details and lands in the organisation', async () => {
    const paul = new Client(t);
    await paul.signIn(DEMO.paul, DEMO.password);
    const invited = await paul.call<{ invited: Array<{ email: string }> }>('POST', '/corporate-user/invitation', { rows: [{ email: 'Ivy@Example.com' }, { email: '' }] }, { manager: true });
    expect(invited.body.data!.invited.map((i) => i.email)).toEqual(['ivy@example.com']);
    expect((await paul.call('POST', '/corporate-user/invitation', { rows: [{ email: 'ivy@example.com' }] }, { manager: true })).body.errorCode).toBe('50000010');
    expect((await paul.call('POST', '/corporate-user/invitation', { rows: [{ email: 'a@example.com' }, { email: 'A@example.com' }] }, { manager: true })).body.errorCode).toBe('50000009');

    const [mail] = await mailTo(t, 'ivy@example.com');
    const link = linkData(mail!.textBody);
    // A lending agent's invitations carry the onboard-plus branding (securities-lending onboarding).
    expect(link).toMatchObject({ email: 'ivy@example.com', legalAgentName: 'Northbridge Lending', brand: 'onboardPlus' });

    const ivy = new Client(t);
    expect((await ivy.call('POST', '/corporate-user/already-registered', { email: link.email, invitationCode: 'wrong' })).body.errorCode).toBe('20000004');
    expect((await ivy.call('POST', '/corporate-user/already-registered', { email: link.email, invitationCode: link.invitationCode })).body.data).toEqual({ isRegistered: false });
    const begun = await ivy.call<{ setupId: string; invitedName: unknown }>('POST', '/corporate-user/begin-setup', { email: link.email, invitationCode: link.invitationCode });
    const setupId = begun.body.data!.setupId;
    // Paul typed only an e-mail: no name to pre-fill.
    expect(begun.body.data!.invitedName).toBeNull();
    // Steps cannot be skipped.
    expect((await ivy.call('POST', '/corporate-user/set-password', { setupId, ...(await ivy.encrypt('Ivy!Pass99')) })).body.errorCode).toBe('10000009');
    const code = await latestCode(t, 'ivy@example.com');
    expect((await ivy.call('POST', '/corporate-user/verify-email', { setupId, code })).body.data).toEqual({ step: 'setPassword' });
    expect((await ivy.call('POST', '/corporate-user/add-basic-detail', { setupId, firstName: 'Ivy', lastName: 'Stone' })).body.errorCode).toBe('10000009');
    expect((await ivy.call('POST', '/corporate-user/set-password', { setupId, ...(await ivy.encrypt('Ivy!Pass99')) })).body.data).toEqual({ step: 'yourDetails' });
    const session = await ivy.call<Record<string, unknown>>('POST', '/corporate-user/add-basic-detail', { setupId, firstName: 'Ivy', lastName: 'Stone', jobTitle: 'Analyst' });
    expect(session.body.data).toMatchObject({ email: 'ivy@example.com', userType: 'LENDING_AGENT', paid: true });
    ivy.adopt(session.body.data!);
    expect((await ivy.call<{ showName: string }>('GET', '/customer-user/user-info')).body.data!.showName).toBe('Northbridge Lending');
    // The invitation is used up.
    expect((await new Client(t).call('POST', '/corporate-user/already-registered', { email: link.email, invitationCode: link.invitationCode })).body.errorCode).toBe('20000004');
  });

  it('a registered invitee accepts while signed in', async () => {
    const paul = new Client(t);
    await paul.signIn(DEMO.paul, DEMO.password);
    await paul.call('POST', '/corporate-user/invitation', { rows: [{ email: DEMO.carol }] }, { manager: true });
    const link = linkData((await mailTo(t, DEMO.carol))[0]!.textBody);
    const carol = new Client(t);
    expect((await carol.call('POST', '/corporate-user/already-registered', { email: DEMO.carol, invitationCode: link.invitationCode })).body.data).toEqual({ isRegistered: true });
    expect((await carol.call('POST', '/corporate-user/begin-setup', { email: DEMO.carol, invitationCode: link.invitationCode })).body.errorCode).toBe('20000006');
    await carol.signIn(DEMO.carol, DEMO.password);
    // Another person cannot use Carol's invitation.
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    expect((await alice.call('POST', '/corporate-user/accept-invitation', { invitationCode: link.invitationCode })).body.errorCode).toBe('20000004');
    expect((await carol.call('POST', '/corporate-user/accept-invitation', { invitationCode: link.invitationCode })).body.data).toEqual({ step: 'done' });
  });
});
