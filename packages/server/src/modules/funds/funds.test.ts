import type { DocumentDistributionItem, FundDocument, ReceivedDocument } from '@vault/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { auditEvents } from '../audit/audit.table.js';
import { file, footprint, getBytes, issueDate } from '../documents/documents.test-support.js';
import { pdf } from '../documents/files/test-fixtures.js';
import { documentThumbnails, documentVersions } from '../documents/documents.table.js';
import { documentGrants, shareCases } from '../sharing/sharing.table.js';
import { signedInCompanyStaff } from '../sharing/sharing.test-support.js';
import { profiles } from '../profiles/profiles.table.js';
import { seedDemoFunds } from './funds.seed.js';
import { administeredFunds } from './funds.table.js';
import { fundId, fundUpload, paidCall } from './funds.test-support.js';

let t: TestApp;
let paul: Client;
let carol: Client;
let credit: string;
let property: string;
let growth: string;
let feederB: string;
let feederC: string;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoFunds(t.ctx)).toBe(true);
  [paul, carol] = [new Client(t), new Client(t)];
  await Promise.all([paul.signIn(DEMO.paul, DEMO.password), carol.signIn(DEMO.carol, DEMO.password)]);
  credit = await fundId(t, 'Northbridge Credit Fund I');
  property = await fundId(t, 'Northbridge Property Fund');
  growth = await fundId(t, 'Harbour Growth Fund');
  feederB = await fundId(t, 'Northbridge Credit Feeder B');
  feederC = await fundId(t, 'Northbridge Credit Feeder C');
  // Carol represents Harbour Growth Fund, a child fund of the credit fund: she reads it from the customer side.
  expect(await carol.switchTo(growth)).toBe(200);
});
afterAll(() => t.close());

const newReport = async (fund = credit, extra: Record<string, string> = {}) => {
  const res = await fundUpload(paul, { docType: 'FR', docProperties: issueDate(), fundMajorProfileId: fund, lastUpload: 'true', ...extra }, [file('report.pdf', await pdf(2))]);
  expect(res.body.success).toBe(true);
  return res.body.data!.documents[0]!;
};
const distribute = (docId: string, version: number, on: Record<string, boolean>) =>
  paidCall<{ granted: number; ended: number }>(paul, 'POST', '/fund-major/document-distribution', { fundMajorProfileId: credit, docs: [{ docId, version }], documentDistribution: Object.entries(on).map(([fundMinorProfileId, shouldReceiveDocument]) => ({ fundMinorProfileId, shouldReceiveDocument })) });
const distribution = async (docId: string, version: number) => {
  const res = await paidCall<DocumentDistributionItem[]>(paul, 'POST', '/fund-major/document-distribution-list', { fundMajorProfileId: credit, docs: [{ docId, version }] });
  return Object.fromEntries(res.body.data![0]!.childDocDistributions.map((c) => [c.fundMinorProfileId, c.shouldReceiveDocument]));
};
const received = async (c: Client) => (await c.call<{ list: ReceivedDocument[] }>('POST', '/doc-mgr/shared-with-us', {})).body.data!.list;
/** Live grants on a document: to whom, which version, for which kind of case. */
const livePairs = (docId: string) =>
  t.ctx.db
    .select({ to: documentGrants.recipientProfileId, version: documentGrants.version, kind: shareCases.kind })
    .from(documentGrants)
    .innerJoin(shareCases, eq(shareCases.id, documentGrants.caseId))
    .where(and(eq(documentGrants.documentId, docId), isNull(documentGrants.endedAt)));

describe('the demo funds', () => {
  it('gives Northbridge two parent funds with five child funds, one of them new', async () => {
    const parents = await paidCall<{ list: { name: string; childCount: number }[] }>(paul, 'POST', '/fund-major/all', { kind: 'MAJOR' });
    expect(parents.body.data!.list.map((p) => [p.name, p.childCount]).sort()).toEqual([['Northbridge Credit Fund I', 3], ['Northbridge Property Fund', 2]]);
    const children = await paidCall<{ list: { name: string; hasInteraction: boolean }[]; totalRecord: number }>(paul, 'POST', '/fund-major/child-funds', { fundMajorProfileId: credit });
    // Funds made in one transaction share their creation time: the page order is then by id, stable but not by name.
    expect(children.body.data!.list.map((c) => [c.name, c.hasInteraction]).sort()).toEqual([['Harbour Growth Fund', true], ['Northbridge Credit Feeder B', true], ['Northbridge Credit Feeder C', false]]);
    const docs = await paidCall<{ list: FundDocument[]; totalRecord: number }>(paul, 'POST', '/fund-major/document-list', { fundMajorProfileId: property });
    expect(docs.body.data!.list.map((d) => d.docType).sort()).toEqual(['FPF', 'FR']);
    // The credit fund's report reaches Harbour Growth Fund: Carol finds it from the customer side.
    expect((await received(carol)).map((d) => [d.docType, d.customerName])).toEqual([['FR', 'Northbridge Credit Fund I']]);
    expect(await seedDemoFunds(t.ctx)).toBe(false);
  });

  it('lists the sub-companies and switches into one with a new session', async () => {
    const client = new Client(t);
    await client.signIn(DEMO.paul, DEMO.password);
    const list = (await paidCall<{ id: string; companyTitle: string; parentFlag: boolean; currentCompanyFlag: boolean }[]>(client, 'GET', '/corporate-user/get-sub-corporateProfiles')).body.data!;
    expect(list.map((c) => [c.companyTitle, c.parentFlag, c.currentCompanyFlag])).toEqual([['Northbridge Lending', true, true], ['Northbridge Lending Scotland', false, false]]);
    const switched = await paidCall<Record<string, unknown>>(client, 'POST', '/corporate-user/switch-corporateProfile', { corporateProfileId: list[1]!.id });
    expect(switched.status).toBe(200);
    client.adopt(switched.body.data!);
    // The Scottish company administers no funds: the credit fund is not found from there.
    expect((await paidCall(client, 'POST', '/fund-major/child-funds', { fundMajorProfileId: credit })).status).toBe(404);
    expect((await paidCall(client, 'POST', '/corporate-user/switch-corporateProfile', { corporateProfileId: credit })).status).toBe(404);
  });
});

describe('distribution to child funds', () => {
  it('grants exactly the chosen child funds and withdrawing ends access on the next request', async () => {
    const { docId, version } = await newReport();
    expect(await distribution(docId, version)).toEqual({ [growth]: false, [feederB]: false, [feederC]: false });
    expect((await distribute(docId, version, { [growth]: true, [feederB]: false, [feederC]: true })).body.data).toEqual({ granted: 2, ended: 0 });
    expect(await distribution(docId, version)).toEqual({ [growth]: true, [feederB]: false, [feederC]: true });
    const pairs = await livePairs(docId);
    expect(pairs.map((p) => p.to).sort()).toEqual([growth, feederC].sort());
    expect(pairs.every((p) => p.kind === 'FUND_DISTRIBUTION' && p.version === 1)).toBe(true);
    // Feeder C was "new": the first distribution clears the marker.
    const children = (await paidCall<{ list: { fundMinorProfileId: string; hasInteraction: boolean }[] }>(paul, 'POST', '/fund-major/child-funds', { fundMajorProfileId: credit })).body.data!.list;
    expect(children.find((c) => c.fundMinorProfileId === feederC)!.hasInteraction).toBe(true);

    // Harbour Growth Fund's representative sees it from the customer side, and can open its pages.
    expect((await received(carol)).filter((d) => d.docId === docId).map((d) => d.version)).toEqual([1]);
    expect((await getBytes(carol, `/doc-mgr/access/${docId}`, { currentPage: '1' })).status).toBe(200);

    // Withdrawn: gone on her very next request; the other child keeps it; both changes audited.
    expect((await distribute(docId, version, { [growth]: false })).body.data).toEqual({ granted: 0, ended: 1 });
    expect((await getBytes(carol, `/doc-mgr/access/${docId}`, { currentPage: '1' })).status).toBe(404);
    expect((await received(carol)).some((d) => d.docId === docId)).toBe(false);
    expect(await distribution(docId, version)).toEqual({ [growth]: false, [feederB]: false, [feederC]: true });
    const audit = await t.ctx.db.select({ action: auditEvents.action }).from(auditEvents).where(and(eq(auditEvents.targetId, docId), inArray(auditEvents.action, ['document.shared', 'document.revoked'])));
    expect(audit.map((a) => a.action).sort()).toEqual(['document.revoked', 'document.shared', 'document.shared']);
  });

  it('distributes a new version only when the administrator says so', async () => {
    const { docId } = await newReport();
    await distribute(docId, 1, { [growth]: true });
    const v2 = await newReport(credit, { docId });
    expect(v2).toMatchObject({ docId, version: 2 });
    expect(await distribution(docId, 2)).toEqual({ [growth]: false, [feederB]: false, [feederC]: false });
    expect((await received(carol)).filter((d) => d.docId === docId).map((d) => d.version)).toEqual([1]);
    // Version 1 is no longer current: it can be withdrawn but not sent to more child funds.
    expect((await distribute(docId, 1, { [feederB]: true })).body.errorCode).toBe('30000400');
    await distribute(docId, 2, { [growth]: true });
    expect((await received(carol)).filter((d) => d.docId === docId).map((d) => d.version).sort()).toEqual([1, 2]);
  });

  it('shows the same grants from the child fund side (inheritance) and changes them there', async () => {
    const { docId } = await newReport();
    const query = { fundMajorProfileId: credit, fundMinorProfileId: feederB };
    const before = (await paidCall<{ list: { docId: string; inherits: boolean }[] }>(paul, 'GET', '/fund-major/document-inheritance', undefined, query)).body.data!.list;
    expect(before.find((d) => d.docId === docId)!.inherits).toBe(false);
    const saved = await paul.call('POST', '/fund-major/document-inheritance', { documents: [{ docId, inherits: true }] }, { manager: true, query });
    expect(saved.body.data).toEqual({ granted: 1, ended: 0 });
    expect((await distribution(docId, 1))[feederB]).toBe(true);
    await paul.call('POST', '/fund-major/document-inheritance', { documents: [{ docId, inherits: false }] }, { manager: true, query });
    expect((await distribution(docId, 1))[feederB]).toBe(false);
    // A child of another parent fund is not found under this one.
    const east = await fundId(t, 'Northbridge Property East');
    expect((await paidCall(paul, 'GET', '/fund-major/document-inheritance', undefined, { fundMajorProfileId: credit, fundMinorProfileId: east })).status).toBe(404);
  });

  it('refuses a child fund of another parent, and changes nothing', async () => {
    const { docId } = await newReport();
    const east = await fundId(t, 'Northbridge Property East');
    expect((await distribute(docId, 1, { [growth]: true, [east]: true })).status).toBe(404);
    expect(await livePairs(docId)).toEqual([]);
  });
});

describe('deleting fund documents', () => {
  it('refuses to delete a distributed version, naming the child funds, and deletes it once withdrawn', async () => {
    const { docId } = await newReport();
    await distribute(docId, 1, { [feederC]: true });
    const check = await paidCall(paul, 'GET', '/fund-major/document-delete-check', undefined, { docId, version: '1' });
    expect(check.body.data).toEqual({ deletable: false, target: 'Northbridge Credit Feeder C' });
    const doc = (await paidCall<FundDocument>(paul, 'GET', '/fund-major/document', undefined, { docId })).body.data!;
    expect(doc).toMatchObject({ locked: 3, docType: 'FR', docTypeName: 'Financial Report', uploadedBy: 'Paul Okafor', version: 1 });
    const refused = await paidCall(paul, 'DELETE', '/fund-major/document', undefined, { docId, version: '1' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: '30000112', errorMsg: 'This document has been shared for Northbridge Credit Feeder C and therefore cannot be removed.', data: null });
    await distribute(docId, 1, { [feederC]: false });
    expect((await paidCall(paul, 'DELETE', '/fund-major/document', undefined, { docId, version: '1' })).status).toBe(200);
    expect((await paidCall(paul, 'GET', '/fund-major/document', undefined, { docId })).status).toBe(404);
  });
});

describe('fund uploads', () => {
  it('leaves no row or blob when an upload in a sequence fails, and answers null data', async () => {
    await newReport();
    const before = await footprint(t);
    const broken = await fundUpload(paul, { docType: 'FR', docProperties: issueDate(), fundMajorProfileId: credit }, [file('report.pdf', Buffer.from('%PDF-1.7 this is not a PDF at all'))]);
    expect(broken.body).toMatchObject({ success: false, data: null });
    // A type a fund may not hold, and a bulk upload naming another organisation's fund: refused before storing.
    expect((await fundUpload(paul, { docType: 'PP', docProperties: issueDate(), fundMajorProfileId: credit }, [file('p.pdf', await pdf(1))])).body).toMatchObject({ success: false, data: null });
    const rival = await signedInCompanyStaff(t, 'Other Lending', 'staff@other.example.com');
    const [theirs] = await t.ctx.db.insert(profiles).values({ type: 'FUND', fundName: 'Other Fund' }).returning();
    await t.ctx.db.insert(administeredFunds).values({ lendingAgentProfileId: rival.companyId, fundProfileId: theirs!.id });
    const bulk = await fundUpload(paul, { docType: 'FR', docProperties: issueDate(), multiSelectFunds: `${credit},${theirs!.id}` }, [file('r.pdf', await pdf(1))]);
    expect(bulk.status).toBe(404);
    expect(await footprint(t)).toEqual(before);
  });

  it('uploads one document to several parent funds at once (multiSelectFunds)', async () => {
    const before = await footprint(t);
    const res = await fundUpload(paul, { docType: 'FPF', docProperties: issueDate(), multiSelectFunds: `${credit},${property}`, lastUpload: 'true' }, [file('prospectus.pdf', await pdf(1))]);
    expect(res.body.data!.lastUpload).toBe(true);
    expect(res.body.data!.documents.map((d) => d.fundMajorProfileId).sort()).toEqual([credit, property].sort());
    const after = await footprint(t);
    expect(after.documents - before.documents).toBe(2);
    expect(after.blobs.length - before.blobs.length).toBe(1); // The same file, stored once.
    // Each fund's version gets its own preview, drawn after the answer (footprint waited for it).
    const thumbs = await t.ctx.db
      .select({ id: documentThumbnails.versionId })
      .from(documentThumbnails)
      .innerJoin(documentVersions, eq(documentVersions.id, documentThumbnails.versionId))
      .where(inArray(documentVersions.documentId, res.body.data!.documents.map((d) => d.docId)));
    expect(thumbs).toHaveLength(2);
    expect(after.temp).toBe(0);
  });
});
