import type { BrokerDealer, BrokerDealerCandidate, BrokerDealerConfiguration, SavePermissionsResult } from '@vault/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, profileIdByTradingName, type TestApp } from '../../test/harness.js';
import { file, getBytes, identityDates, upload } from '../documents/documents.test-support.js';
import { png } from '../documents/files/test-fixtures.js';
import { paidCall } from '../funds/funds.test-support.js';
import { addMembership } from '../profiles/profiles.repository.js';
import { accounts, connections, profiles } from '../profiles/profiles.table.js';
import { documentGrants, shareCases } from '../sharing/sharing.table.js';
import { brokerDealerCases, brokerDealerPermissions, brokerDealers } from './broker-dealers.table.js';

/**
 * Broker-dealers of a lending agent and their permissions (docs/broker-dealers.md): Paul (Northbridge Lending) adds
 * Chen Trading Ltd as a broker-dealer; Alice, a customer connected to Northbridge, uploads passports; Carol, acting
 * as Chen Trading, reads what the rules granted.
 */
let t: TestApp;
let paul: Client;
let alice: Client;
let carol: Client;
let chen: string;
let northbridge: string;
let bd: string;

beforeAll(async () => {
  t = await createTestApp();
  [paul, alice, carol] = [new Client(t), new Client(t), new Client(t)];
  await Promise.all([paul.signIn(DEMO.paul, DEMO.password), alice.signIn(DEMO.alice, DEMO.password), carol.signIn(DEMO.carol, DEMO.password)]);
  chen = await profileIdByTradingName(t, 'Chen Trading Ltd');
  northbridge = await profileIdByTradingName(t, 'Northbridge Lending');
  expect(await carol.switchTo(chen)).toBe(200);
});
afterAll(() => t.close());

const passport = async () => {
  const res = await upload(alice, { docType: 'PP', docProperties: identityDates() }, [file('passport.png', await png(60, 40), 'image/png')]);
  expect(res.body.success).toBe(true);
  return res.body.data!.docId;
};
/** Live BROKER_DEALER grants of a document to Chen Trading: which versions, downloadable or not. */
const chenGrants = (docId: string) =>
  t.ctx.db
    .select({ version: documentGrants.version, downloadable: documentGrants.downloadable })
    .from(documentGrants)
    .innerJoin(shareCases, eq(shareCases.id, documentGrants.caseId))
    .where(and(eq(documentGrants.documentId, docId), eq(documentGrants.recipientProfileId, chen), eq(shareCases.kind, 'BROKER_DEALER'), isNull(documentGrants.endedAt)));
const config = async () => (await paidCall<BrokerDealerConfiguration>(paul, 'GET', '/broker-dealer/broker-dealer-configuration', undefined, { brokerDealerId: bd })).body.data!;
const save = async (rows: Record<string, { auto: boolean; download: boolean }>) => {
  const current = await config();
  const detailList = current.detailList.map((r) => (rows[r.docType] ? { ...r, preAuthoriseAccess: rows[r.docType]!.auto, downloadable: rows[r.docType]!.download } : r));
  const res = await paidCall<SavePermissionsResult>(paul, 'POST', '/broker-dealer/broker-dealer-configuration', { brokerDealerId: bd, detailList });
  expect(res.status).toBe(200);
  return res.body.data!;
};
const apply = (applySetting: 'Yes' | 'No') => paidCall<{ granted: number; ended: number }>(paul, 'POST', '/broker-dealer/handle-auto-shared-action', { brokerDealerId: bd, businessCompanyId: northbridge, applySetting });

describe('adding broker-dealers', () => {
  it('searches companies, adds one, and leaves it out of the next search', async () => {
    const found = await paidCall<BrokerDealerCandidate[]>(paul, 'GET', '/broker-dealer/company-list', undefined, { searchParam: 'chen' });
    expect(found.body.data!.map((c) => c.companyName)).toEqual(['Chen Trading Ltd']);
    const own = await paidCall<BrokerDealerCandidate[]>(paul, 'GET', '/broker-dealer/company-list', undefined, { searchParam: 'Northbridge' });
    expect(own.body.data!.map((c) => c.companyId)).not.toContain(northbridge);
    const added = await paidCall<{ added: number }>(paul, 'POST', '/broker-dealer', { companyIds: [chen] });
    expect(added.body.data).toEqual({ added: 1 });
    expect((await paidCall<{ added: number }>(paul, 'POST', '/broker-dealer', { companyIds: [chen] })).body.data).toEqual({ added: 0 });
    const after = await paidCall<BrokerDealerCandidate[]>(paul, 'GET', '/broker-dealer/company-list', undefined, { searchParam: 'chen' });
    expect(after.body.data).toEqual([]);
    const list = await paidCall<{ list: BrokerDealer[]; totalRecord: number }>(paul, 'POST', '/broker-dealer/list', {});
    expect(list.body.data!.totalRecord).toBe(1);
    expect(list.body.data!.list[0]).toMatchObject({ companyId: chen, companyName: 'Chen Trading Ltd', status: 'Connected', editFlag: true });
    bd = list.body.data!.list[0]!.brokerDealerId;
  });

  it('refuses the organisation itself, a person and an unknown id with 30000500, adding nothing', async () => {
    const [person] = await t.ctx.db.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.type, 'INDIVIDUAL'), eq(profiles.firstName, 'Alice')));
    for (const companyIds of [[northbridge], [crypto.randomUUID()], [person!.id]]) {
      const res = await paidCall(paul, 'POST', '/broker-dealer', { companyIds });
      expect(res.body.errorCode).toBe('30000500');
    }
    expect((await paidCall<{ totalRecord: number }>(paul, 'POST', '/broker-dealer/list', {})).body.data!.totalRecord).toBe(1);
  });
});

describe('permissions', () => {
  it('lists every customer document type, off and downloadable by default, and refuses an unknown type with 30000501', async () => {
    const c = await config();
    expect(c).toMatchObject({ brokerDealerId: bd, businessCompanyId: northbridge, companyName: 'Chen Trading Ltd', editFlag: true });
    expect(c.detailList.find((r) => r.docType === 'PP')).toMatchObject({ docTypeName: 'Passport', preAuthoriseAccess: false, downloadable: true });
    expect(c.detailList.some((r) => r.docType === 'FR')).toBe(false); // A fund type: customers do not hold it.
    const res = await paidCall(paul, 'POST', '/broker-dealer/broker-dealer-configuration', { brokerDealerId: bd, detailList: [{ docType: 'NOPE', preAuthoriseAccess: true, downloadable: true }] });
    expect(res.body.errorCode).toBe('30000501');
    expect((await config()).detailList.every((r) => !r.preAuthoriseAccess)).toBe(true);
  });

  it('auto share on passports grants a connected customer\'s new passport within the upload; off stops it', async () => {
    const before = await passport();
    const saved = await save({ PP: { auto: true, download: true } });
    expect(saved).toEqual({ brokerDealerId: bd, businessCompanyId: northbridge, turnedOn: ['PP'], turnedOff: [] });
    const docId = await passport();
    expect(await chenGrants(docId)).toEqual([{ version: 1, downloadable: true }]);
    expect(await chenGrants(before)).toEqual([]); // Existing documents wait for the Yes/No answer.
    // Carol, acting as Chen Trading, finds it and downloads the original.
    expect((await getBytes(carol, '/doc-mgr/original-document', { docId })).status).toBe(200);
    // Saving without an auto-share change answers null (no question to ask).
    expect(await save({ PP: { auto: true, download: true } })).toBeNull();
    expect(await save({ PP: { auto: false, download: true } })).toMatchObject({ turnedOn: [], turnedOff: ['PP'] });
    const later = await passport();
    expect(await chenGrants(later)).toEqual([]);
    expect(await chenGrants(docId)).toHaveLength(1); // Ended only if the administrator answers Yes.
  });

  it('downloadable off: the broker-dealer views pages but the original answers 404 30000306', async () => {
    await save({ PP: { auto: true, download: false } });
    const docId = await passport();
    expect(await chenGrants(docId)).toEqual([{ version: 1, downloadable: false }]);
    const original = await getBytes(carol, '/doc-mgr/original-document', { docId });
    expect({ status: original.status, code: original.errorCode }).toEqual({ status: 404, code: '30000306' });
    const page = await getBytes(carol, `/doc-mgr/access/${docId}`, { currentPage: '1' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('image/png');
    // Turning downloadable back on applies to the grant it already holds.
    await save({ PP: { auto: true, download: true } });
    expect((await getBytes(carol, '/doc-mgr/original-document', { docId })).status).toBe(200);
  });

  it('Apply to Outstanding Requests: No grants nothing now, Yes grants the existing passports and ends what is no longer auto-shared', async () => {
    await save({ PP: { auto: false, download: true } });
    await apply('Yes'); // Start clean: nothing of PP under the rule.
    const waiting = await passport();
    await save({ PP: { auto: true, download: true } });
    const no = await apply('No');
    expect(no.body.data).toEqual({ granted: 0, ended: 0 });
    expect(await chenGrants(waiting)).toEqual([]);
    const yes = await apply('Yes');
    expect(yes.body.data!.granted).toBeGreaterThanOrEqual(1);
    expect(await chenGrants(waiting)).toEqual([{ version: 1, downloadable: true }]);
    expect((await apply('Yes')).body.data).toEqual({ granted: 0, ended: 0 }); // Nothing outstanding any more.
    await save({ PP: { auto: false, download: true } });
    const off = await apply('Yes');
    expect(off.body.data!.ended).toBeGreaterThanOrEqual(1);
    expect(await chenGrants(waiting)).toEqual([]);
  });

  it('answers 404 for another business company id and changes nothing', async () => {
    const res = await paidCall(paul, 'POST', '/broker-dealer/handle-auto-shared-action', { brokerDealerId: bd, businessCompanyId: chen, applySetting: 'Yes' });
    expect(res.status).toBe(404);
  });
});

describe('share-to-broker-dealers (customer side)', () => {
  it("shares a customer's document with the broker-dealers of the agents it deals with, with their download setting", async () => {
    await save({ PP: { auto: false, download: false } });
    const docId = await passport();
    const res = await alice.call<{ recipients: number }>('POST', '/search/share-to-broker-dealers', { docIds: [docId] });
    expect(res.body.data).toEqual({ recipients: 1 });
    expect(await chenGrants(docId)).toEqual([{ version: 1, downloadable: false }]);
    expect((await alice.call('POST', '/search/share-to-broker-dealers', { docIds: [docId], brokerDealerIds: [crypto.randomUUID()] })).status).toBe(404);
    // Somebody else's document is 404, as a document that does not exist.
    expect((await carol.call('POST', '/search/share-to-broker-dealers', { docIds: [docId] })).status).toBe(404);
  });
});

describe('auto share to many broker-dealers (batched fan-out, bench/auto-share-fanout.ts)', () => {
  it('grants one upload to every auto-sharing broker-dealer at once, each with its downloadable setting and its rule case', async () => {
    const companies = await t.ctx.db
      .insert(profiles)
      .values(Array.from({ length: 12 }, (_, i) => ({ type: 'CORPORATE' as const, tradingName: `Fanout Dealer ${i}`, legalName: `Fanout Dealer ${i} Ltd`, email: `fanout${i}@example.com` })))
      .returning();
    const dealers = await t.ctx.db.insert(brokerDealers).values(companies.map((c) => ({ lendingAgentProfileId: northbridge, companyProfileId: c.id }))).returning();
    await t.ctx.db.insert(brokerDealerPermissions).values(dealers.map((d, i) => ({ brokerDealerId: d.id, docType: 'DL', autoShare: true, downloadable: i % 2 === 0 })));
    const res = await upload(alice, { docType: 'DL', docProperties: identityDates() }, [file('licence.png', await png(60, 40), 'image/png')]);
    expect(res.body.success).toBe(true);
    const docId = res.body.data!.docId;
    const grants = await t.ctx.db
      .select({ recipient: documentGrants.recipientProfileId, downloadable: documentGrants.downloadable, brokerDealerId: brokerDealerCases.brokerDealerId })
      .from(documentGrants)
      .innerJoin(shareCases, eq(shareCases.id, documentGrants.caseId))
      .innerJoin(brokerDealerCases, eq(brokerDealerCases.caseId, shareCases.id))
      .where(and(eq(documentGrants.documentId, docId), isNull(documentGrants.endedAt), eq(shareCases.kind, 'BROKER_DEALER')));
    expect(grants).toHaveLength(12);
    for (const [i, d] of dealers.entries()) {
      expect(grants.find((g) => g.recipient === d.companyProfileId)).toEqual({ recipient: d.companyProfileId, downloadable: i % 2 === 0, brokerDealerId: d.id });
    }
    // Each broker-dealer company is now connected to Alice (as a single grant would make it).
    const [aliceProfile] = await t.ctx.db.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.type, 'INDIVIDUAL'), eq(profiles.firstName, 'Alice')));
    const linked = await t.ctx.db.select().from(connections).where(and(eq(connections.customerProfileId, aliceProfile!.id), inArray(connections.companyProfileId, companies.map((c) => c.id))));
    expect(linked).toHaveLength(12);
    await t.ctx.db.delete(brokerDealers).where(inArray(brokerDealers.id, dealers.map((d) => d.id)));
  });
});

describe('editFlag: a broker-dealer nobody can sign in for is Disconnected and read-only', () => {
  it('shows it Disconnected with editFlag false, refuses saves and Apply with 30000502, and becomes editable once someone can sign in', async () => {
    const [desk] = await t.ctx.db.insert(profiles).values({ type: 'CORPORATE', tradingName: 'Empty Desk Ltd', legalName: 'Empty Desk Ltd' }).returning();
    expect((await paidCall<{ added: number }>(paul, 'POST', '/broker-dealer', { companyIds: [desk!.id] })).body.data).toEqual({ added: 1 });
    const row = async () => (await paidCall<{ list: BrokerDealer[] }>(paul, 'POST', '/broker-dealer/list', { searchParam: 'Empty Desk' })).body.data!.list[0]!;
    const before = await row();
    expect(before).toMatchObject({ companyName: 'Empty Desk Ltd', status: 'Disconnected', editFlag: false });
    const configuration = async () => (await paidCall<BrokerDealerConfiguration>(paul, 'GET', '/broker-dealer/broker-dealer-configuration', undefined, { brokerDealerId: before.brokerDealerId })).body.data!;
    const loaded = await configuration();
    expect(loaded.editFlag).toBe(false);
    const detailList = loaded.detailList.map((r) => (r.docType === 'PP' ? { ...r, preAuthoriseAccess: true } : r));
    const saved = await paidCall(paul, 'POST', '/broker-dealer/broker-dealer-configuration', { brokerDealerId: before.brokerDealerId, detailList });
    expect(saved.body.errorCode).toBe('30000502');
    expect(saved.status).toBe(422);
    const applied = await paidCall(paul, 'POST', '/broker-dealer/handle-auto-shared-action', { brokerDealerId: before.brokerDealerId, businessCompanyId: northbridge, applySetting: 'Yes' });
    expect(applied.body.errorCode).toBe('30000502');
    expect((await configuration()).detailList.find((r) => r.docType === 'PP')!.preAuthoriseAccess).toBe(false);

    // Someone joins the company: Connected, and the switches may be changed.
    const [aliceAccount] = await t.ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO.alice));
    await addMembership(t.ctx.db, aliceAccount!.id, desk!.id, 'ADMINISTRATOR');
    expect(await row()).toMatchObject({ status: 'Connected', editFlag: true });
    expect((await configuration()).editFlag).toBe(true);
    expect((await paidCall(paul, 'POST', '/broker-dealer/broker-dealer-configuration', { brokerDealerId: before.brokerDealerId, detailList })).status).toBe(200);
    expect((await paidCall(paul, 'POST', '/broker-dealer/handle-auto-shared-action', { brokerDealerId: before.brokerDealerId, businessCompanyId: northbridge, applySetting: 'No' })).status).toBe(200);
  });
});
