import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleRoutes } from '../../test/access.test-support.js';
import { Client, createTestApp, DEMO, profileIdByTradingName, type TestApp } from '../../test/harness.js';
import { auditEvents } from '../audit/audit.table.js';
import { documentGrants } from '../sharing/sharing.table.js';
import { signedInCompanyStaff } from '../sharing/sharing.test-support.js';
import { paidCall, rawCall } from '../funds/funds.test-support.js';
import { brokerDealerRoutes } from './broker-dealers.routes.js';
import { seedDemoBrokerDealers } from './broker-dealers.seed.js';
import { brokerDealerPermissions, brokerDealers } from './broker-dealers.table.js';

/**
 * Isolation of the broker-dealers, generated over every route the module registers for the paid header: another
 * lending agent gets 404 on Northbridge's broker-dealer (and changes nothing), Northbridge's administrator gets an
 * answer with the same input, and the CSRF token alone gets 403.
 */
let t: TestApp;
let paul: Client;
let rival: Client;
let routes: { method: string; url: string }[];
let input: Record<string, unknown>;

/** Calls that act on the caller's own organisation only (no broker-dealer id to guess): checked separately. */
const OWN = ['/broker-dealer/list', '/broker-dealer/company-list', '/broker-dealer'];

beforeAll(async () => {
  t = await createTestApp();
  paul = new Client(t);
  await paul.signIn(DEMO.paul, DEMO.password);
  rival = (await signedInCompanyStaff(t, 'Rival Lending', 'staff@rival.example.com')).client;
  routes = await moduleRoutes(brokerDealerRoutes, t.ctx);
  const chen = await profileIdByTradingName(t, 'Chen Trading Ltd');
  expect(await seedDemoBrokerDealers(t.ctx)).toBe(true);
  expect(await seedDemoBrokerDealers(t.ctx)).toBe(false); // Once per data folder.
  const [bd] = await t.ctx.db.select().from(brokerDealers);
  input = {
    brokerDealerId: bd!.id,
    businessCompanyId: await profileIdByTradingName(t, 'Northbridge Lending'),
    applySetting: 'Yes',
    companyIds: [chen],
    searchParam: 'Chen',
    detailList: [{ docType: 'PP', preAuthoriseAccess: true, downloadable: false }],
  };
});
afterAll(() => t.close());

function callRoute(c: Client, route: { method: string; url: string }, manager = true) {
  const path = route.url.replace(/^\/customer/, '');
  const query = Object.fromEntries(Object.entries(input).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  return rawCall(c, route.method as 'GET', path, { ...(route.method === 'POST' ? { payload: input } : {}), manager, query });
}
const footprint = async () => {
  const [[a], [g], [p], [b]] = await Promise.all([t.ctx.db.select({ n: count() }).from(auditEvents), t.ctx.db.select({ n: count() }).from(documentGrants), t.ctx.db.select({ n: count() }).from(brokerDealerPermissions), t.ctx.db.select({ n: count() }).from(brokerDealers)]);
  return { audit: a!.n, grants: g!.n, permissions: p!.n, brokerDealers: b!.n };
};

describe('broker-dealers belong to the lending agent that added them', () => {
  it('seeds Chen Trading Ltd as Northbridge\'s broker-dealer, auto-sharing utility bills view only', async () => {
    const list = await paidCall<{ list: { companyName: string; status: string }[] }>(paul, 'POST', '/broker-dealer/list', {});
    expect(list.body.data!.list).toEqual([expect.objectContaining({ companyName: 'Chen Trading Ltd', status: 'Connected' })]);
    const [row] = await t.ctx.db.select().from(brokerDealerPermissions);
    expect(row).toMatchObject({ docType: 'UB', autoShare: true, downloadable: false });
  });

  it('registers every call of spec §7 Broker-dealers (paid header)', () => {
    const paths = new Set(routes.map((r) => `${r.method} ${r.url.replace(/^\/customer/, '')}`));
    for (const p of ['POST /broker-dealer/list', 'POST /broker-dealer', 'GET /broker-dealer/company-list', 'GET /broker-dealer/broker-dealer-configuration', 'POST /broker-dealer/broker-dealer-configuration', 'POST /broker-dealer/handle-auto-shared-action']) expect(paths).toContain(p);
  });

  it("answers another lending agent 404 on every route naming Northbridge's broker-dealer and changes nothing", async () => {
    const before = await footprint();
    for (const route of routes.filter((r) => !OWN.includes(r.url.replace(/^\/customer/, '')))) {
      const res = await callRoute(rival, route);
      expect({ route: `${route.method} ${route.url}`, status: res.status, data: res.data }).toEqual({ route: `${route.method} ${route.url}`, status: 404, data: null });
    }
    expect(await footprint()).toEqual(before);
    const list = await paidCall<{ list: unknown[]; totalRecord: number }>(rival, 'POST', '/broker-dealer/list', {});
    expect(list.body.data).toMatchObject({ list: [], totalRecord: 0 });
  });

  it('answers a customer (not a client manager) 404 and the CSRF token alone 403 on every route', async () => {
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    for (const route of routes) {
      expect((await callRoute(paul, route, false)).status, `${route.method} ${route.url}`).toBe(403);
      expect((await callRoute(alice, route, false)).status, `${route.method} ${route.url}`).not.toBe(200);
    }
  });

  it('answers the organisation on every route with the same input', async () => {
    for (const route of routes) {
      const res = await callRoute(paul, route);
      expect({ route: `${route.method} ${route.url}`, status: res.status }).toEqual({ route: `${route.method} ${route.url}`, status: 200 });
    }
  });
});
