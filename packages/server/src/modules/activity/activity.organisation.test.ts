import type { BrokerDealer, BrokerDealerConfiguration, OrganisationActivityItem, OrganisationActivityPage, OrganisationActivityUser, OrganisationActivityCustomer } from '@vault/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, latestCode, mailTo, profileIdByTradingName, type TestApp } from '../../test/harness.js';
import { file, getBytes, identityDates, issueDate, upload } from '../documents/documents.test-support.js';
import { pdf, png } from '../documents/files/test-fixtures.js';
import { fundId, fundUpload, paidCall, rawCall } from '../funds/funds.test-support.js';
import { seedDemoFunds } from '../funds/funds.seed.js';
import { addMembership } from '../profiles/profiles.repository.js';
import { signedInCompanyStaff, signedInPerson } from '../sharing/sharing.test-support.js';

/**
 * The paid organisation's Activity Log (docs/activity-log.md): Paul (Northbridge Lending) and the staff he invites
 * change things; every kind of change and every view of a customer's document shows in Northbridge's log, filtered
 * by user, kind, customer and dates; another organisation, a customer and a fund's session are refused, and a
 * customer's own events never appear.
 */
let t: TestApp;
let paul: Client;
let alice: Client;
let aliceId: string;
let northbridge: string;
let credit: string;
const started = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoFunds(t.ctx)).toBe(true);
  [paul, alice] = [new Client(t), new Client(t)];
  await Promise.all([paul.signIn(DEMO.paul, DEMO.password), alice.signIn(DEMO.alice, DEMO.password)]);
  aliceId = (await alice.call<{ profileId: string }[]>('GET', '/doc-mgr/owners')).body.data![0]!.profileId;
  northbridge = await profileIdByTradingName(t, 'Northbridge Lending');
  credit = await fundId(t, 'Northbridge Credit Fund I');
});
afterAll(() => t.close());

type Filter = { accountId?: string; kinds?: string[]; customerProfileId?: string; from?: string; to?: string; pageIndex?: number; pageSize?: number };
const log = (c: Client, filter: Filter = {}) => paidCall<OrganisationActivityPage>(c, 'POST', '/activity/organisation-list', { pageSize: 100, ...filter });
const rows = async (c: Client, filter: Filter = {}) => {
  const res = await log(c, filter);
  expect(res.status).toBe(200);
  return res.body.data!.list;
};
const kinds = (list: OrganisationActivityItem[]) => new Set(list.map((r) => r.kind));

function linkOf(text: string) {
  const data = text.match(/\/onboardplus\/invite\?data=([A-Za-z0-9_-]+)/)![1]!;
  return JSON.parse(Buffer.from(data, 'base64url').toString()) as { email: string; invitationCode: string };
}

/** The invitee completes the set-up from the newest e-mailed link and is signed in. */
async function joinFromLink(email: string) {
  const link = linkOf((await mailTo(t, email))[0]!.textBody);
  const c = new Client(t);
  const { setupId } = (await c.call<{ setupId: string }>('POST', '/corporate-user/begin-setup', link)).body.data!;
  await c.call('POST', '/corporate-user/verify-email', { setupId, code: await latestCode(t, email) });
  await c.call('POST', '/corporate-user/set-password', { setupId, ...(await c.encrypt('Strong!Pass9')) });
  const session = await c.call<Record<string, unknown>>('POST', '/corporate-user/add-basic-detail', { setupId, firstName: 'Ola', lastName: 'Staff', jobTitle: 'Analyst' });
  expect(session.status).toBe(200);
  c.adopt(session.body.data!);
  return c;
}

describe('what the log records', () => {
  let ola: Client;

  it('records broker-dealer additions and permission changes with the broker-dealer and types named', async () => {
    const chen = await profileIdByTradingName(t, 'Chen Trading Ltd');
    expect((await paidCall(paul, 'POST', '/broker-dealer', { companyIds: [chen] })).status).toBe(200);
    const bd = (await paidCall<{ list: BrokerDealer[] }>(paul, 'POST', '/broker-dealer/list', {})).body.data!.list.find((b) => b.companyId === chen)!;
    const config = (await paidCall<BrokerDealerConfiguration>(paul, 'GET', '/broker-dealer/broker-dealer-configuration', undefined, { brokerDealerId: bd.brokerDealerId })).body.data!;
    const detailList = config.detailList.map((r) => (r.docType === 'PP' ? { ...r, preAuthoriseAccess: true, downloadable: false } : r));
    expect((await paidCall(paul, 'POST', '/broker-dealer/broker-dealer-configuration', { brokerDealerId: bd.brokerDealerId, detailList })).status).toBe(200);
    expect((await paidCall(paul, 'POST', '/broker-dealer/handle-auto-shared-action', { brokerDealerId: bd.brokerDealerId, businessCompanyId: northbridge, applySetting: 'No' })).status).toBe(200);
    const list = await rows(paul, { kinds: ['BROKER_DEALER_ADDED', 'PERMISSIONS_CHANGED'] });
    expect(list.map((r) => r.kind)).toEqual(['PERMISSIONS_CHANGED', 'PERMISSIONS_CHANGED', 'BROKER_DEALER_ADDED']);
    expect(list[1]).toMatchObject({ actorName: 'Paul Okafor', actedForName: 'Northbridge Lending', detail: 'Chen Trading Ltd: auto share on Passport; view only Passport' });
    expect(list[0]!.detail).toBe('Chen Trading Ltd: not applied to outstanding requests');
    expect(list[2]!.detail).toBe('Chen Trading Ltd');
    // In the caller's language.
    paul.language = 'zh';
    expect((await rows(paul, { kinds: ['PERMISSIONS_CHANGED'] }))[1]!.detail).toContain('开启自动共享');
    paul.language = 'en';
  });

  it('records invitations, a member joining, edits and deletes of users', async () => {
    const invited = await paidCall<{ invited: { invitationId: string }[] }>(paul, 'POST', '/corporate-user/invitation', { rows: [{ email: 'ola@example.org' }, { email: 'pim@example.org' }] });
    expect(invited.status).toBe(200);
    const users = (await paidCall<{ list: { email: string; invitationId: string | null }[] }>(paul, 'GET', '/corporate-user/user-list', undefined, { searchParam: 'pim' })).body.data!.list;
    const pimId = users[0]!.invitationId;
    expect((await paidCall(paul, 'POST', '/corporate-user/resend-invitation', undefined, { invitationId: pimId! })).status).toBe(200);
    expect((await paidCall(paul, 'POST', '/corporate-user/cancel-invitation', undefined, { invitationId: pimId! })).status).toBe(200);
    ola = await joinFromLink('ola@example.org');
    const member = (await paidCall<{ list: { email: string; corporateUserProfileId: string | null }[] }>(paul, 'GET', '/corporate-user/user-list', undefined, { searchParam: 'ola' })).body.data!.list[0]!;
    expect((await paidCall(paul, 'POST', '/corporate-user/update-user', { corporateUserProfileId: member.corporateUserProfileId, firstName: 'Ola', lastName: 'Nordmann', jobTitle: 'Lead' })).status).toBe(200);

    const list = await rows(paul, { kinds: ['USER_INVITED', 'INVITATION_CANCELLED', 'USER_JOINED', 'USER_UPDATED'] });
    expect(list.filter((r) => r.kind === 'USER_INVITED').map((r) => r.detail).sort()).toEqual(['ola@example.org', 'pim@example.org', 'pim@example.org: sent again']);
    expect(list.find((r) => r.kind === 'INVITATION_CANCELLED')!.detail).toBe('pim@example.org');
    expect(list.find((r) => r.kind === 'USER_JOINED')).toMatchObject({ actorName: 'Ola Nordmann', detail: 'ola@example.org' });
    expect(list.find((r) => r.kind === 'USER_UPDATED')).toMatchObject({ actorName: 'Paul Okafor', detail: 'ola@example.org' });
  });

  it("records the new member's own work under their name, and their deletion", async () => {
    // Ola asks Alice (a connected customer) for her passport; Alice declines.
    const asked = await ola.call<{ actionId: string }>('POST', '/action/add-document-request-action', { customerProfileId: aliceId, docTypes: ['PP'] });
    expect(asked.status).toBe(200);
    const [pending] = (await rows(paul, { kinds: ['REQUESTED'] })).filter((r) => r.actorName === 'Ola Nordmann');
    expect(pending).toMatchObject({ customerProfileId: aliceId, customerName: 'Alice Walker', detail: 'Passport' });
    const member = (await paidCall<{ list: { corporateUserProfileId: string | null }[] }>(paul, 'GET', '/corporate-user/user-list', undefined, { searchParam: 'ola' })).body.data!.list[0]!;
    expect((await paidCall(paul, 'DELETE', '/corporate-user/delete-user', undefined, { corporateUserProfileId: member.corporateUserProfileId! })).status).toBe(200);
    expect((await rows(paul, { kinds: ['USER_DELETED'] }))[0]).toMatchObject({ actorName: 'Paul Okafor', detail: 'ola@example.org' });
    // Ola is gone from the staff, not from the log: the user filter still offers her.
    const users = (await paidCall<OrganisationActivityUser[]>(paul, 'GET', '/activity/organisation-users')).body.data!;
    const olaUser = users.find((u) => u.email === 'ola@example.org')!;
    expect(olaUser.name).toBe('Ola Nordmann');
    expect(new Set((await rows(paul, { accountId: olaUser.accountId })).map((r) => r.actorName))).toEqual(new Set(['Ola Nordmann']));
  });

  it("records a request, the customer's answer and the organisation's views and downloads of her documents", async () => {
    const statement = (await upload(alice, { docType: 'BS1', docProperties: issueDate() }, [file('statement.pdf', await pdf(1))])).body.data!.docId;
    const asked = (await paul.call<{ actionId: string }>('POST', '/action/add-document-request-action', { customerProfileId: aliceId, docTypes: ['BS1'] })).body.data!;
    expect((await alice.call('POST', '/doc-mgr/access-document-rep-save', { actionId: asked.actionId, docIds: [statement] })).status).toBe(200);
    expect((await alice.call('POST', `/doc-mgr/access-document-permission-agree?actionId=${asked.actionId}`)).body.success).toBe(true);
    expect((await getBytes(paul, `/doc-mgr/access/${statement}`, { currentPage: '1' })).status).toBe(200);
    expect((await getBytes(paul, '/doc-mgr/original-document', { docId: statement })).status).toBe(200);

    const list = await rows(paul, { customerProfileId: aliceId });
    const answered = list.find((r) => r.kind === 'ANSWERED')!;
    expect(answered).toMatchObject({ actorName: 'Alice Walker', customerName: 'Alice Walker', detail: 'agreed' });
    expect(list.find((r) => r.kind === 'VIEWED' && r.docId === statement)).toMatchObject({ actorName: 'Paul Okafor', docTypeName: 'Bank Statement', version: 1, customerName: 'Alice Walker' });
    expect(list.find((r) => r.kind === 'DOWNLOADED' && r.docId === statement)).toBeTruthy();
    // Alice's own upload, her share of it in answer, her own views: not the organisation's business.
    expect(list.some((r) => r.kind === 'UPLOADED' || r.kind === 'SHARED')).toBe(false);
    expect(list.every((r) => r.actorName !== 'Alice Walker' || r.kind === 'ANSWERED')).toBe(true);
    const customers = (await paidCall<OrganisationActivityCustomer[]>(paul, 'GET', '/activity/organisation-customers', undefined, { searchParam: 'walk' })).body.data!;
    expect(customers).toEqual([{ customerProfileId: aliceId, name: 'Alice Walker' }]);
  });

  it('records fund uploads, distribution, withdrawal, views and deletes', async () => {
    const up = await fundUpload(paul, { docType: 'FR', docProperties: issueDate(), fundMajorProfileId: credit, lastUpload: 'true' }, [file('report.pdf', await pdf(1))]);
    expect(up.status).toBe(200);
    const docId = up.body.data!.documents[0]!.docId;
    const feederB = await fundId(t, 'Northbridge Credit Feeder B');
    const distribute = (on: boolean) => paidCall(paul, 'POST', '/fund-major/document-distribution', { fundMajorProfileId: credit, docs: [{ docId, version: 1 }], documentDistribution: [{ fundMinorProfileId: feederB, shouldReceiveDocument: on }] });
    expect((await distribute(true)).status).toBe(200);
    expect((await distribute(false)).status).toBe(200);
    expect((await rawCall(paul, 'GET', '/fund-major/document-page', { query: { docId, version: '1', currentPage: '1' } })).status).toBe(200);
    expect((await paidCall(paul, 'DELETE', '/fund-major/document', undefined, { docId, version: '1' })).status).toBe(200);
    const list = (await rows(paul, { customerProfileId: credit })).filter((r) => r.docId === docId);
    expect(list.map((r) => r.kind)).toEqual(['DELETED', 'VIEWED', 'REVOKED', 'DISTRIBUTED', 'UPLOADED']);
    expect(list.find((r) => r.kind === 'DISTRIBUTED')).toMatchObject({ customerName: 'Northbridge Credit Fund I', detail: 'Northbridge Credit Feeder B', docTypeName: 'Financial Report' });
    expect(list.find((r) => r.kind === 'REVOKED')!.detail).toBe('Northbridge Credit Feeder B');
  });

  it('records messages sent to customers', async () => {
    const sent = await paul.call('POST', '/correspondence/reply', { counterpartProfileId: aliceId, subject: 'Annual review', body: 'Hello Alice' });
    expect(sent.status).toBe(200);
    expect((await rows(paul, { kinds: ['MESSAGE_SENT'] }))[0]).toMatchObject({ customerProfileId: aliceId, customerName: 'Alice Walker', detail: 'Annual review' });
  });
});

describe('filters and pages', () => {
  it('filters by kinds, dates and pages in SQL', async () => {
    const all = (await log(paul, { pageSize: 5 })).body.data!;
    expect(all.list).toHaveLength(5);
    expect(all.totalPages).toBe(Math.ceil(all.totalRecord / 5));
    const second = (await log(paul, { pageSize: 5, pageIndex: 2 })).body.data!.list;
    expect(second.map((r) => r.id).some((id) => all.list.some((r) => r.id === id))).toBe(false);
    expect(kinds(await rows(paul, { kinds: ['VIEWED', 'DOWNLOADED'] }))).toEqual(new Set(['VIEWED', 'DOWNLOADED']));
    const today = (await rows(paul, { from: started, to: started })).length;
    expect(today).toBeGreaterThan(10);
    expect(await rows(paul, { from: '2000-01-01', to: '2000-12-31' })).toEqual([]);
    const bad = await log(paul, { from: '2030-01-02', to: '2030-01-01' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: '00000002', fieldErrors: [{ path: 'to', message: 'The end date is before the start date' }] });
    expect((await log(paul, { kinds: ['NOT_A_KIND'] })).status).toBe(400);
  });
});

describe('who may read it', () => {
  it("refuses a customer, a fund's session and the CSRF token alone; another organisation sees only its own", async () => {
    // Only a paid organisation's session has a client-manager token: a customer, or Paul inside a fund (View Fund), gets 403.
    expect((await paidCall(alice, 'POST', '/activity/organisation-list', {})).status).toBe(403);
    expect((await alice.call('POST', '/activity/organisation-list', {})).status).toBe(403);
    expect((await paul.call('POST', '/activity/organisation-list', {})).status).toBe(403);
    const other = await signedInCompanyStaff(t, 'Southgate Lending', 'staff@southgate.example.org');
    expect(await rows(other.client)).toEqual([]);
    expect((await paidCall<OrganisationActivityUser[]>(other.client, 'GET', '/activity/organisation-users')).body.data!.map((u) => u.email)).toEqual(['staff@southgate.example.org']);
    expect((await paidCall<OrganisationActivityCustomer[]>(other.client, 'GET', '/activity/organisation-customers')).body.data).toEqual([]);
    // Its own invitation shows in its log and never in Northbridge's.
    await paidCall(other.client, 'POST', '/corporate-user/invitation', { rows: [{ email: 'sam@southgate.example.org' }] });
    expect((await rows(other.client)).map((r) => r.detail)).toEqual(['sam@southgate.example.org']);
    expect((await rows(paul, { kinds: ['USER_INVITED'] })).some((r) => r.detail === 'sam@southgate.example.org')).toBe(false);
    // Filtering by another organisation's user or customer finds nothing of theirs.
    expect(await rows(other.client, { customerProfileId: aliceId })).toEqual([]);

    const viewer = new Client(t);
    await viewer.signIn(DEMO.paul, DEMO.password);
    expect(await viewer.switchTo(credit)).toBe(200);
    expect((await paidCall(viewer, 'POST', '/activity/organisation-list', {})).status).toBe(403);
    expect((await paidCall(viewer, 'GET', '/activity/organisation-users')).status).toBe(403);
  });

  it("shows a sub-company's events to the parent's staff who are its staff too, not to the parent's other staff", async () => {
    const scotland = await profileIdByTradingName(t, 'Northbridge Lending Scotland');
    const inScotland = new Client(t);
    await inScotland.signIn(DEMO.paul, DEMO.password);
    expect(await inScotland.switchTo(scotland)).toBe(200);
    expect((await paidCall(inScotland, 'POST', '/corporate-user/invitation', { rows: [{ email: 'rua@example.org' }] })).status).toBe(200);
    expect((await rows(paul, { kinds: ['USER_INVITED'] })).find((r) => r.detail === 'rua@example.org')).toMatchObject({ actedForName: 'Northbridge Lending Scotland' });
    // Scotland's own log holds it; it is not Northbridge's (Scotland has no sub-companies).
    expect((await rows(inScotland)).map((r) => r.detail)).toEqual(['rua@example.org']);
    // Staff of Northbridge only (not of Scotland) do not see Scotland's events in Northbridge's log.
    const nia = await signedInPerson(t, 'nia@northbridge.example.org', 'Nia', 'Only');
    await addMembership(t.ctx.db, nia.accountId, northbridge, 'PAID_ORG_USER');
    const niaClient = new Client(t);
    await niaClient.signIn('nia@northbridge.example.org', DEMO.password);
    expect(await niaClient.switchTo(northbridge)).toBe(200);
    const seen = await rows(niaClient, { kinds: ['USER_INVITED'] });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((r) => r.detail === 'rua@example.org')).toBe(false);
  });

  it('does not leak customers events by a customer filter', async () => {
    await upload(alice, { docType: 'PP', docProperties: identityDates() }, [file('passport.png', await png(60, 40), 'image/png')]);
    expect((await rows(paul, { customerProfileId: aliceId, kinds: ['UPLOADED'] }))).toEqual([]);
  });
});
