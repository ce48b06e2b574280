import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { hashPassword } from '../auth/passwords.js';
import { auditEvents } from '../audit/audit.table.js';
import { addMembership, createAccountWithIndividual } from './profiles.repository.js';
import { profiles } from './profiles.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Company = { profileId: string; tradingName: string; registerType: string | null; website: string | null };

async function profileIdByName(name: string) {
  const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.tradingName, name));
  return row!.id;
}

async function signedIn(email: string, password: string = DEMO.password) {
  const c = new Client(t);
  await c.signIn(email, password);
  return c;
}

/** Carol acting as Chen Trading Ltd, which she administers. */
async function carolAsCorporate() {
  const carol = await signedIn(DEMO.carol);
  expect(await carol.switchTo(await profileIdByName('Chen Trading Ltd'))).toBe(200);
  return carol;
}

describe('POST /customer-user/user-type', () => {
  it('lets an administrator change the kind of business the corporate is, and records it', async () => {
    const carol = await carolAsCorporate();
    const changed = await carol.call<Company>('POST', '/customer-user/user-type', { registerType: 'LEGAL_FIRM' });
    expect(changed.body.data).toMatchObject({ tradingName: 'Chen Trading Ltd', registerType: 'LEGAL_FIRM' });
    expect((await carol.call<Company>('POST', '/customer-user/corporate-info', {})).body.data!.registerType).toBe('LEGAL_FIRM');
    const audit = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'profile.user-type-changed'));
    expect(audit.map((a) => a.targetId)).toContain(changed.body.data!.profileId);
  });

  it('refuses a value outside the list, a representative, and a person acting as themselves', async () => {
    const carol = await carolAsCorporate();
    expect((await carol.call('POST', '/customer-user/user-type', { registerType: 'BANK' })).body.errorCode).toBe('00000002');

    const corporateId = await profileIdByName('Chen Trading Ltd');
    const { account } = await createAccountWithIndividual(t.ctx.db, { email: 'ut.rep@example.com', passwordHash: await hashPassword('Rep!Pass12'), firstName: 'Uta', lastName: 'Rep', language: 'en' });
    await addMembership(t.ctx.db, account.id, corporateId, 'AUTHORISED_REPRESENTATIVE');
    const rep = await signedIn('ut.rep@example.com', 'Rep!Pass12');
    expect(await rep.switchTo(corporateId)).toBe(200);
    expect((await rep.call('POST', '/customer-user/user-type', { registerType: 'NOTARY' })).body.errorCode).toBe('70000020');

    const alice = await signedIn(DEMO.alice);
    expect((await alice.call('POST', '/customer-user/user-type', { registerType: 'NOTARY' })).status).toBe(404);
    // Nothing changed.
    expect((await carol.call<Company>('POST', '/customer-user/corporate-info', {})).body.data!.registerType).not.toBe('NOTARY');
  });
});

describe('POST /customer-user/client-manager', () => {
  it('lets the paid administrator change the lending agent with the client-manager token', async () => {
    const paul = await signedIn(DEMO.paul);
    const body = { legalName: 'Northbridge Lending LLP', tradingName: 'Northbridge Lending', website: 'https://northbridge.example.com' };
    // The CSRF token is not enough: this is a paid-admin call.
    expect((await paul.call('POST', '/customer-user/client-manager', body)).status).toBe(403);
    const changed = await paul.call<Company>('POST', '/customer-user/client-manager', body, { manager: true });
    expect(changed.body.data).toMatchObject({ tradingName: 'Northbridge Lending', website: 'https://northbridge.example.com', registerType: null });
    // The corporate call is for corporates only.
    expect((await paul.call('POST', '/customer-user/corporate', body)).status).toBe(404);
  });

  it('is refused to customers, who have no client-manager token', async () => {
    const carol = await carolAsCorporate();
    const refused = await carol.call('POST', '/customer-user/client-manager', { legalName: 'X', tradingName: 'Y' }, { manager: true });
    expect(refused.status).toBe(403);
    expect((await carol.call<Company>('POST', '/customer-user/corporate-info', {})).body.data!.tradingName).toBe('Chen Trading Ltd');
  });
});
