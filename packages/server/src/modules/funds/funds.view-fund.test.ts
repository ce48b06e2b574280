import type { ReceivedDocument } from '@vault/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { accounts, memberships, profiles } from '../profiles/profiles.table.js';
import { signedInCompanyStaff } from '../sharing/sharing.test-support.js';
import { seedDemoFunds } from './funds.seed.js';
import { administeredFunds } from './funds.table.js';
import { fundId, paidCall } from './funds.test-support.js';

/**
 * View Fund (spec paid §2 App drawer 2, docs/funds.md): a client manager acts as a fund its lending agent administers,
 * without a membership there, and comes back. Nobody else can, and the session ends when the relation does.
 */
let t: TestApp;
let agentId: string;
let credit: string;
let feederB: string;

const switchInto = (c: Client, profileId: string, deleteToken: 'YES' | 'NO') =>
  c.call<Record<string, unknown>>('POST', '/customer-user/switch-to-corporate-user', undefined, { query: { corporateProfileId: profileId, deleteToken } });
const received = async (c: Client) => (await c.call<{ list: ReceivedDocument[] }>('POST', '/doc-mgr/shared-with-us', {})).body.data?.list ?? [];

async function paulInFund(fund: string) {
  const paul = new Client(t);
  await paul.signIn(DEMO.paul, DEMO.password);
  const before = { cookie: paul.cookie, managerToken: paul.managerToken };
  const res = await switchInto(paul, fund, 'NO');
  expect(res.status).toBe(200);
  paul.adopt(res.body.data!);
  return { paul, session: res.body.data!, before };
}

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoFunds(t.ctx)).toBe(true);
  credit = await fundId(t, 'Northbridge Credit Fund I');
  feederB = await fundId(t, 'Northbridge Credit Feeder B');
  const [agent] = await t.ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.tradingName, 'Northbridge Lending'));
  agentId = agent!.id;
});
afterAll(() => t.close());

describe('View Fund', () => {
  it('lets a client manager act as an administered child fund, as its administrator, and come back', async () => {
    const { paul, session, before } = await paulInFund(feederB);
    expect(session).toMatchObject({ userType: 'FUND', paid: false, profileId: feederB, displayCorporateUserProfile: true });
    expect(session.menuPermList).toContain('COMMON');
    // The fund's customer side: what its parent distributed, its score and its details.
    expect((await received(paul)).map((d) => [d.docType, d.customerName])).toEqual([['FR', 'Northbridge Credit Fund I']]);
    expect((await paul.call('GET', '/customer-user/score')).status).toBe(200);
    expect((await paul.call<{ userType: string }>('GET', '/customer-user/user-info')).body.data).toMatchObject({ userType: 'FUND' });
    // Paid calls need a lending agent session: from inside the fund they are refused.
    expect((await paidCall(paul, 'POST', '/fund-major/all', { kind: 'MAJOR' })).status).not.toBe(200);
    // deleteToken NO kept the client manager's session: its cookie still answers paid calls.
    const manager = new Client(t);
    Object.assign(manager, before);
    expect((await paidCall(manager, 'POST', '/fund-major/all', { kind: 'MAJOR' })).status).toBe(200);
    // Back to the lending agent (the "back to parent funds" link): paid calls answer again.
    const back = await paul.call<Record<string, unknown>>('POST', '/customer-user/switch-corporate-to-corporate', undefined, { query: { corporateProfileId: agentId } });
    expect(back.status).toBe(200);
    paul.adopt(back.body.data!);
    expect(back.body.data).toMatchObject({ userType: 'LENDING_AGENT', paid: true });
    expect((await paidCall(paul, 'POST', '/fund-major/child-funds', { fundMajorProfileId: credit })).status).toBe(200);
  });

  it('is refused for a fund the lending agent does not administer, for another agent, and for customers', async () => {
    const rival = (await signedInCompanyStaff(t, 'Rival Lending', 'staff@rival-view.example.com')).client;
    expect((await switchInto(rival, feederB, 'NO')).status).toBe(404);
    const [other] = await t.ctx.db.insert(profiles).values({ type: 'FUND', fundName: 'Unrelated Fund' }).returning();
    const paul = new Client(t);
    await paul.signIn(DEMO.paul, DEMO.password);
    expect((await switchInto(paul, other!.id, 'NO')).status).toBe(404);
    // A customer with no membership in the fund gets nothing either.
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    expect((await switchInto(alice, feederB, 'YES')).status).toBe(404);
  });

  it('ends the fund session on the next call once the agent no longer administers the fund or the manager leaves', async () => {
    const first = await paulInFund(feederB);
    expect((await first.paul.call('GET', '/customer-user/score')).status).toBe(200);
    const [relation] = await t.ctx.db.select().from(administeredFunds).where(eq(administeredFunds.fundProfileId, feederB));
    await t.ctx.db.delete(administeredFunds).where(eq(administeredFunds.id, relation!.id));
    try {
      expect((await first.paul.call('GET', '/customer-user/score')).status).toBe(401);
    } finally {
      await t.ctx.db.insert(administeredFunds).values(relation!);
    }
    const second = await paulInFund(feederB);
    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.email, DEMO.paul));
    const where = and(eq(memberships.accountId, account!.id), eq(memberships.profileId, agentId));
    const [membership] = await t.ctx.db.select().from(memberships).where(where);
    await t.ctx.db.delete(memberships).where(where);
    try {
      expect((await second.paul.call('GET', '/customer-user/score')).status).toBe(401);
    } finally {
      await t.ctx.db.insert(memberships).values(membership!);
    }
  });
});
