import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { hashPassword } from '../auth/passwords.js';
import { addMembership, createAccountWithIndividual } from './profiles.repository.js';
import { profiles } from './profiles.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Related = Array<{ profileId: string; name: string; isSwitchUser: boolean; isPerson: boolean; score: number; profileType: string }>;

async function profileIdByName(name: string) {
  const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.tradingName, name));
  return row!.id;
}

describe('related profiles and switching', () => {
  it('lists the profiles a person can act as, the current one marked', async () => {
    const carol = new Client(t);
    await carol.signIn(DEMO.carol, DEMO.password);
    const { body } = await carol.call<Related>('GET', '/customer-user/related-corporate-user-as-admin');
    expect(body.data!.map((p) => [p.name, p.profileType, p.isSwitchUser, p.isPerson])).toEqual([
      ['Carol Chen', 'INDIVIDUAL', true, true],
      ['Chen Trading Ltd', 'CORPORATE', false, false],
      ['Harbour Growth Fund', 'FUND', false, false],
    ]);
    expect(body.data!.every((p) => p.score >= 0 && p.score <= 1)).toBe(true);
  });

  it('switches into a corporate with a new session, ends the old one, and back', async () => {
    const carol = new Client(t);
    await carol.signIn(DEMO.carol, DEMO.password);
    const oldCookie = carol.cookie;
    const oldCsrf = carol.csrf;
    const corporateId = await profileIdByName('Chen Trading Ltd');
    const switched = await carol.call<Record<string, unknown>>('POST', '/customer-user/switch-to-corporate-user', undefined, { query: { corporateProfileId: corporateId, deleteToken: 'YES' } });
    expect(switched.body.data).toMatchObject({ userType: 'CORPORATE', profileId: corporateId, displayCorporateUserProfile: true, menuPermList: ['COMMON', 'CORPORATE'] });
    expect(carol.cookie).not.toBe(oldCookie);
    carol.adopt(switched.body.data!);
    expect((await carol.call<{ showName: string }>('GET', '/customer-user/user-info')).body.data!.showName).toBe('Chen Trading Ltd');
    // The session that was left is over.
    const stale = new Client(t);
    stale.cookie = oldCookie;
    stale.csrf = oldCsrf;
    expect((await stale.call('GET', '/customer-user/user-info')).status).toBe(401);
    // Corporate to fund, then back to the person.
    const fundId = (await carol.call<Related>('GET', '/customer-user/related-corporate-user-as-admin')).body.data!.find((p) => p.profileType === 'FUND')!.profileId;
    const toFund = await carol.call<Record<string, unknown>>('POST', '/customer-user/switch-corporate-to-corporate', undefined, { query: { corporateProfileId: fundId } });
    expect(toFund.body.data).toMatchObject({ userType: 'FUND', menuPermList: ['CORPORATE'] });
    carol.adopt(toFund.body.data!);
    const back = await carol.call<Record<string, unknown>>('POST', '/customer-user/switch-back-to-admin-user');
    expect(back.body.data).toMatchObject({ userType: 'INDIVIDUAL', displayCorporateUserProfile: false });
  });

  it('refuses to switch into a profile the person is not related to', async () => {
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    const corporateId = await profileIdByName('Chen Trading Ltd');
    const res = await alice.call('POST', '/customer-user/switch-to-corporate-user', undefined, { query: { corporateProfileId: corporateId } });
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe('00000004');
    // Nor into someone else's person profile, nor a made-up id.
    const other = await alice.call('POST', '/customer-user/switch-corporate-to-corporate', undefined, { query: { corporateProfileId: '00000000-0000-4000-8000-000000000000' } });
    expect(other.status).toBe(404);
    expect((await alice.call<{ showName: string }>('GET', '/customer-user/user-info')).body.data!.showName).toBe('Alice Walker');
  });

  it('remembers the profile a sign-in starts in, only among related ones', async () => {
    const carol = new Client(t);
    await carol.signIn(DEMO.carol, DEMO.password);
    const corporateId = await profileIdByName('Chen Trading Ltd');
    expect((await carol.call('POST', '/customer-user/set-individual-corporate-profile', { profileId: corporateId })).body.success).toBe(true);
    expect((await carol.call('GET', '/customer-user/get-individual-corporate-profile')).body.data).toEqual({ profileId: corporateId });
    const next = new Client(t);
    expect(await next.signIn(DEMO.carol, DEMO.password)).toMatchObject({ userType: 'CORPORATE' });
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    expect((await alice.call('POST', '/customer-user/set-individual-corporate-profile', { profileId: corporateId })).status).toBe(404);
    const own = (await carol.call<Related>('GET', '/customer-user/related-corporate-user-as-admin')).body.data!.find((p) => p.isPerson)!.profileId;
    await carol.call('POST', '/customer-user/set-individual-corporate-profile', { profileId: own });
  });
});

describe('profile details and score', () => {
  it('reads and changes the person’s own details, and the score follows', async () => {
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    const before = await alice.call<{ score: number; items: Array<{ item: string; valid: boolean }> }>('GET', '/customer-user/score');
    expect(before.body.data!.items.find((i) => i.item === 'residentialAddress')!.valid).toBe(false);
    const bad = await alice.call('POST', '/customer-user/individual', { firstName: ' ', lastName: 'Walker', taxId: 'AB-12', country: 'gbr' });
    expect(bad.body.errorCode).toBe('00000002');
    expect(bad.body.fieldErrors!.map((f) => f.path).sort()).toEqual(['country', 'firstName', 'taxId']);
    const saved = await alice.call<Record<string, unknown>>('POST', '/customer-user/individual', {
      firstName: 'Alice', lastName: 'Walker', dateOfBirth: '1988-04-02', nationality: 'GB', taxId: ' AB1234 ',
      addressLine1: '12 Harbour Street', city: 'London', postcode: 'E1 6AN', country: 'GB', jobTitle: 'Analyst',
    });
    expect(saved.body.data).toMatchObject({ firstName: 'Alice', taxId: 'AB1234', country: 'GB', email: DEMO.alice });
    expect((await alice.call<{ jobTitle: string }>('GET', '/customer-user/work-info')).body.data!.jobTitle).toBe('Analyst');
    const after = await alice.call<{ score: number; items: Array<{ item: string; valid: boolean }> }>('GET', '/customer-user/score');
    expect(after.body.data!.items.find((i) => i.item === 'residentialAddress')!.valid).toBe(true);
    expect(after.body.data!.score).toBeGreaterThan(before.body.data!.score);
    expect((await alice.call<{ score: number }>('GET', '/customer-user/valid-score')).body.data!.score).toBe(after.body.data!.score);
  });

  it('lets a company administrator change the company, not a representative, and not an outsider', async () => {
    const corporateId = await profileIdByName('Chen Trading Ltd');
    const carol = new Client(t);
    await carol.signIn(DEMO.carol, DEMO.password);
    const changed = await carol.call('POST', '/customer-user/corporate', { profileId: corporateId, legalName: 'Chen Trading Limited', tradingName: 'Chen Trading Ltd', registrationNumber: '01234567', jurisdiction: 'GB' });
    expect(changed.body.data).toMatchObject({ registrationNumber: '01234567' });

    const { account } = await createAccountWithIndividual(t.ctx.db, { email: 'rep@example.com', passwordHash: await hashPassword('Rep!Pass12'), firstName: 'Rex', lastName: 'Rep', language: 'en' });
    await addMembership(t.ctx.db, account.id, corporateId, 'AUTHORISED_REPRESENTATIVE');
    const rep = new Client(t);
    await rep.signIn('rep@example.com', 'Rep!Pass12');
    expect((await rep.call('POST', '/customer-user/corporate-info', { profileId: corporateId })).body.data).toMatchObject({ tradingName: 'Chen Trading Ltd' });
    const refused = await rep.call('POST', '/customer-user/corporate', { profileId: corporateId, legalName: 'X', tradingName: 'Y' });
    expect(refused.body.errorCode).toBe('70000020');

    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    expect((await alice.call('POST', '/customer-user/corporate-info', { profileId: corporateId })).status).toBe(404);
    expect((await alice.call('POST', '/customer-user/corporate', { profileId: corporateId, legalName: 'X', tradingName: 'Y' })).status).toBe(404);
  });

  it('scores the acting profile: a corporate gains when its phone is set', async () => {
    const corporateId = await profileIdByName('Chen Trading Ltd');
    const carol = new Client(t);
    await carol.signIn(DEMO.carol, DEMO.password);
    carol.adopt((await carol.call<Record<string, unknown>>('POST', '/customer-user/switch-to-corporate-user', undefined, { query: { corporateProfileId: corporateId } })).body.data!);
    const before = (await carol.call<{ score: number; profileType: string }>('GET', '/customer-user/score')).body.data!;
    expect(before.profileType).toBe('CORPORATE');
    const phoneSet = await carol.call('POST', '/customer-user/change-company-phone', { phone: '+442071234567' });
    expect(phoneSet.body.errorCode).toBeNull();
    expect((await carol.call('POST', '/customer-user/change-company-phone', { phone: '12' })).body.errorCode).toBe('00000002');
    // Phone fields skip the formula guard because their own rule allows only + and digits.
    expect((await carol.call('POST', '/customer-user/change-company-phone', { phone: '=HYPERLINK("x")' })).body.errorCode).toBe('00000002');
    const after = (await carol.call<{ score: number }>('GET', '/customer-user/score')).body.data!;
    expect(after.score).toBeCloseTo(before.score + 0.15, 5);
  });

  it('keeps fund details to the fund’s representatives', async () => {
    const carol = new Client(t);
    await carol.signIn(DEMO.carol, DEMO.password);
    const fundId = (await carol.call<Related>('GET', '/customer-user/related-corporate-user-as-admin')).body.data!.find((p) => p.profileType === 'FUND')!.profileId;
    const saved = await carol.call('POST', '/customer-user/fund/corporate', { profileId: fundId, fundName: 'Harbour Growth Fund', jurisdiction: 'KY', currency: 'USD' });
    expect(saved.body.data).toMatchObject({ jurisdiction: 'KY', currency: 'USD' });
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    expect((await alice.call('POST', '/customer-user/fund/corporate-info', { profileId: fundId })).status).toBe(404);
  });
});
