import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, mailTo, type TestApp } from '../../test/harness.js';
import { hashPassword } from '../auth/passwords.js';
import { createAccountWithIndividual } from '../profiles/profiles.repository.js';
import { profiles } from '../profiles/profiles.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function corporateId() {
  const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.tradingName, 'Chen Trading Ltd'));
  return row!.id;
}

/** Carol, acting as Chen Trading Ltd (she administers it). */
async function carolAsCorporate() {
  const carol = new Client(t);
  await carol.signIn(DEMO.carol, DEMO.password);
  expect(await carol.switchTo(await corporateId())).toBe(200);
  return carol;
}

async function person(email: string) {
  await createAccountWithIndividual(t.ctx.db, { email, passwordHash: await hashPassword('Per!son123'), firstName: 'Pat', lastName: email.split('@')[0]!, language: 'en' });
  const c = new Client(t);
  await c.signIn(email, 'Per!son123');
  return c;
}

type Rep = { id: string; firstName: string; status: string; email: string | null; taxId: string | null };

describe('authorised representatives', () => {
  it('validates the add form as the spec says', async () => {
    const carol = await carolAsCorporate();
    const bad = await carol.call('POST', '/customer-user/authorised-representative', { firstName: '  ', lastName: 'Lee', taxId: 'AB-12', email: 'nope' });
    expect(bad.body.errorCode).toBe('00000002');
    expect(bad.body.fieldErrors!.map((f) => [f.path, f.message]).sort()).toEqual([
      ['email', 'Please enter the correct email address'],
      ['firstName', 'Please fill in'],
      ['taxId', 'only accept both numbers and letters'],
    ]);
    const tooLong = await carol.call('POST', '/customer-user/authorised-representative', { firstName: 'A', lastName: 'B', taxId: 'A'.repeat(21) });
    expect(tooLong.body.errorCode).toBe('00000002');
  });

  it('records a representative without e-mail, invites one with e-mail, and links one with an account', async () => {
    const carol = await carolAsCorporate();
    await carol.call('POST', '/customer-user/authorised-representative', { firstName: 'Rae', lastName: 'Record', taxId: ' AB12 ' });
    await carol.call('POST', '/customer-user/authorised-representative', { firstName: 'Ian', lastName: 'Vite', email: 'ian.vite@example.com' });
    const existing = await person('joined@example.com');
    const list = (await carol.call<Rep[]>('POST', '/customer-user/authorised-representative', { firstName: 'Jo', middleName: ' ', lastName: 'Ined', email: 'JOINED@example.com' })).body.data!;
    // Newest first; the last one is the representative the demo data recorded.
    expect(list.map((r) => [r.firstName, r.status])).toEqual([['Jo', 'ACTIVE'], ['Ian', 'INVITED'], ['Rae', 'RECORDED'], ['Daniel', 'RECORDED']]);
    expect(list.find((r) => r.firstName === 'Rae')!.taxId).toBe('AB12');
    const [ianMail] = await mailTo(t, 'ian.vite@example.com');
    expect(ianMail!.subject).toBe('Chen Trading Ltd invited you to Vault Portal');
    // The link carries the corporate's branding (the normal one), and set-up offers the name Carol typed.
    const data = ianMail!.textBody.match(/\/onboardplus\/invite\?data=([A-Za-z0-9_-]+)/)![1]!;
    const link = JSON.parse(Buffer.from(data, 'base64url').toString()) as { email: string; invitationCode: string; brand?: string };
    expect(link.brand).toBe('vault');
    const begun = await new Client(t).call<{ invitedName: unknown }>('POST', '/corporate-user/begin-setup', { email: link.email, invitationCode: link.invitationCode });
    expect(begun.body.data!.invitedName).toEqual({ firstName: 'Ian', lastName: 'Vite' });
    // The person with an account can now act for the company.
    const related = (await existing.call<Array<{ name: string; role: string }>>('GET', '/customer-user/related-corporate-user-as-admin')).body.data!;
    expect(related.find((p) => p.name === 'Chen Trading Ltd')?.role).toBe('AUTHORISED_REPRESENTATIVE');
    expect((await carol.call<Rep[]>('GET', '/customer-user/all-representatives')).body.data).toHaveLength(4);
    // The corporate score counts representatives.
    expect((await carol.call<{ items: Array<{ item: string; valid: boolean }> }>('GET', '/customer-user/score')).body.data!.items.find((i) => i.item === 'authorisedRepresentative')!.valid).toBe(true);
  });

  it('removing a representative ends their access and their session answers 70000013', async () => {
    const carol = await carolAsCorporate();
    const rep = await person('leaving@example.com');
    const list = (await carol.call<Rep[]>('POST', '/customer-user/authorised-representative', { firstName: 'Lea', lastName: 'Ving', email: 'leaving@example.com' })).body.data!;
    const id = list.find((r) => r.email === 'leaving@example.com')!.id;
    expect((await rep.call('GET', '/customer-user/user-info')).status).toBe(200);
    await carol.call('DELETE', '/customer-user/authorised-representative', { id });
    const next = await rep.call('GET', '/customer-user/user-info');
    expect(next.status).toBe(401);
    expect(next.body.errorCode).toBe('70000013');
    const again = new Client(t);
    await again.signIn('leaving@example.com', 'Per!son123');
    const corp = await corporateId();
    expect((await again.call('POST', '/customer-user/switch-to-corporate-user', undefined, { query: { corporateProfileId: corp } })).status).toBe(404);
    expect((await again.call('POST', '/customer-user/leave-representation', { profileId: corp })).body.errorCode).toBe('70000011');
  });

  it('keeps representatives to their company', async () => {
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    expect((await alice.call('POST', '/customer-user/authorised-representative', { firstName: 'X', lastName: 'Y' })).status).toBe(404);
    const list = (await alice.call<Rep[]>('GET', '/customer-user/all-representatives')).body.data!;
    expect(list).toEqual([]);
    const carol = await carolAsCorporate();
    const anyRep = (await carol.call<Rep[]>('GET', '/customer-user/all-representatives')).body.data![0]!;
    expect((await alice.call('DELETE', '/customer-user/authorised-representative', { id: anyRep.id })).status).toBe(404);
  });
});

describe('administrators', () => {
  it('adds an administrator, refuses the last one’s removal, and a removed one is logged out with the spec message', async () => {
    const carol = await carolAsCorporate();
    const dan = await person('dan.admin@example.com');
    const added = (await carol.call<Array<{ email: string; status: string; isYou: boolean }>>('POST', '/customer-user/extra-administrator', { email: 'dan.admin@example.com' })).body.data!;
    expect(added.map((a) => [a.email, a.status, a.isYou])).toEqual([
      [DEMO.carol, 'ACTIVE', true],
      ['dan.admin@example.com', 'ACTIVE', false],
    ]);
    expect((await carol.call('POST', '/customer-user/extra-administrator', { email: 'dan.admin@example.com' })).body.errorCode).toBe('70000023');
    // Dan acts as the corporate.
    dan.adopt((await dan.call<Record<string, unknown>>('POST', '/customer-user/switch-to-corporate-user', undefined, { query: { corporateProfileId: await corporateId() } })).body.data!);
    expect((await dan.call<{ showName: string }>('GET', '/customer-user/user-info')).body.data!.showName).toBe('Chen Trading Ltd');

    expect((await carol.call('POST', '/customer-user/validate-remove-admin', { email: 'dan.admin@example.com' })).body.data).toEqual({ canRemove: true, reason: null });
    await carol.call('DELETE', '/customer-user/extra-administrator', { email: 'dan.admin@example.com' });
    const next = await dan.call('GET', '/customer-user/user-info');
    expect(next.status).toBe(401);
    expect(next.body).toMatchObject({ errorCode: '70000021', errorMsg: 'You are no longer an admin to this corporate company and therefore you will now be logged out.' });
    // Signing in again, the company is gone from Dan's profiles.
    const danAgain = new Client(t);
    await danAgain.signIn('dan.admin@example.com', 'Per!son123');
    const related = (await danAgain.call<Array<{ name: string }>>('GET', '/customer-user/related-corporate-user-as-admin')).body.data!;
    expect(related.map((p) => p.name)).not.toContain('Chen Trading Ltd');

    expect((await carol.call('POST', '/customer-user/validate-remove-admin', { email: DEMO.carol })).body.data).toEqual({ canRemove: false, reason: 'LAST_ADMIN' });
    expect((await carol.call('DELETE', '/customer-user/extra-administrator', { email: DEMO.carol })).body.errorCode).toBe('70000022');
  });

  it('invites an administrator without an account, and refuses a business address with 70000115', async () => {
    const carol = await carolAsCorporate();
    const list = (await carol.call<Array<{ email: string; status: string }>>('POST', '/customer-user/extra-administrator', { email: 'new.admin@example.com' })).body.data!;
    expect(list.find((a) => a.email === 'new.admin@example.com')!.status).toBe('INVITED');
    expect((await carol.call('POST', '/customer-user/extra-administrator', { email: 'fund@harbourgrowth.example.com' })).body.errorCode).toBe('70000115');
    // Cancelling the invitation removes it from the list.
    const after = (await carol.call<Array<{ email: string }>>('DELETE', '/customer-user/extra-administrator', { email: 'new.admin@example.com' })).body.data!;
    expect(after.map((a) => a.email)).not.toContain('new.admin@example.com');
  });

  it('only administrators manage administrators', async () => {
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    expect((await alice.call('POST', '/customer-user/extra-administrator', { email: 'x@example.com' })).status).toBe(404);
    const rep = await person('plainrep@example.com');
    const carol = await carolAsCorporate();
    await carol.call('POST', '/customer-user/authorised-representative', { firstName: 'P', lastName: 'Rep', email: 'plainrep@example.com' });
    rep.adopt((await rep.call<Record<string, unknown>>('POST', '/customer-user/switch-to-corporate-user', undefined, { query: { corporateProfileId: await corporateId() } })).body.data!);
    expect((await rep.call('POST', '/customer-user/extra-administrator', { email: 'x@example.com' })).body.errorCode).toBe('70000020');
    expect((await rep.call('GET', '/customer-user/all-representatives')).body.success).toBe(true);
  });
});

describe('represented profiles', () => {
  it('lists the corporates and funds a person represents', async () => {
    const carol = new Client(t);
    await carol.signIn(DEMO.carol, DEMO.password);
    const list = (await carol.call<Array<{ name: string; role: string }>>('GET', '/customer-user/represented-profiles')).body.data!;
    expect(list.map((p) => [p.name, p.role]).sort()).toEqual([['Chen Trading Ltd', 'ADMINISTRATOR'], ['Harbour Growth Fund', 'FUND_REPRESENTATIVE']]);
  });
});
