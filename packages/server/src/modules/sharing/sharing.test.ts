import type { ConnectionCase, DocumentInfo, Grant, ReceivedDocument, ShareablePage } from '@vault/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, latestCode, mailTo, profileIdByTradingName, type TestApp } from '../../test/harness.js';
import { documents } from '../documents/documents.table.js';
import { pdf } from '../documents/files/test-fixtures.js';
import { file, getBytes, issueDate, upload } from '../documents/documents.test-support.js';
import { profiles } from '../profiles/profiles.table.js';

let t: TestApp;
let alice: Client;
let carol: Client;
let paul: Client;
let chenId: string;
let northbridgeId: string;
beforeAll(async () => {
  t = await createTestApp();
  [alice, carol, paul] = [new Client(t), new Client(t), new Client(t)];
  await Promise.all([alice.signIn(DEMO.alice, DEMO.password), carol.signIn(DEMO.carol, DEMO.password), paul.signIn(DEMO.paul, DEMO.password)]);
  chenId = await profileIdByTradingName(t, 'Chen Trading Ltd');
  northbridgeId = await profileIdByTradingName(t, 'Northbridge Lending');
  expect(await carol.switchTo(chenId)).toBe(200);
});
afterAll(() => t.close());

const newDoc = async (c: Client, fields: Record<string, string> = {}) => (await upload(c, { docType: 'UB', docProperties: issueDate(), ...fields }, [file('bill.pdf', await pdf(2))])).body.data!.docId;
const received = async (c: Client) => (await c.call<{ list: ReceivedDocument[] }>('POST', '/doc-mgr/shared-with-us', {})).body.data!.list;
const page = (c: Client, docId: string, version?: number) => getBytes(c, `/doc-mgr/access/${docId}`, { currentPage: '1', ...(version ? { version: String(version) } : {}) });

describe('sharing with a company by its staff address', () => {
  it('grants exactly the current version, locks the document and names the holder when deleting', async () => {
    const docId = await newDoc(alice);
    const shared = await alice.call('POST', '/doc-mgr/share', { docIds: [docId], email: 'PAUL@example.com ', skipBlock: true, userProfileType: 0 });
    expect(shared.body).toMatchObject({ success: true, data: 'Success' });

    // Northbridge (Paul's organisation) sees version 1, and only it.
    const mine = (await received(paul)).filter((d) => d.docId === docId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ version: 1, customerName: 'Alice Walker', downloadable: true, status: 'VALID' });
    expect((await page(paul, docId)).status).toBe(200);

    const info = (await alice.call<DocumentInfo>('GET', '/doc-mgr/info', undefined, { query: { docId } })).body.data!;
    expect(info.locked).toBe(true);
    const check = (await alice.call<{ deletable: boolean; target: string }>('GET', '/doc-mgr/delete-check', undefined, { query: { docId } })).body.data!;
    expect(check).toEqual({ deletable: false, target: 'Northbridge Lending' });
    const refused = await alice.call('DELETE', '/doc-mgr/remove-document', { docId });
    expect(refused.status).toBe(409);
    expect(refused.body.errorMsg).toBe('This document has been shared for Northbridge Lending and therefore cannot be removed.');

    // A new version is not shared: the recipient keeps version 1 and cannot open version 2.
    await newDoc(alice, { docId });
    const v2 = await page(paul, docId, 2);
    expect(v2.status).toBe(404);
    const theirs = (await paul.call<DocumentInfo>('GET', '/doc-mgr/info', undefined, { query: { docId } })).body.data!;
    expect(theirs.versions.map((v) => v.version)).toEqual([1]);
    expect(theirs.version).toBe(1);
    // The unshared version 2 may be deleted; the shared version 1 may not.
    expect((await alice.call('DELETE', '/doc-mgr/specific-version-document', { docId, docVersion: 1 })).status).toBe(409);
    expect((await alice.call('DELETE', '/doc-mgr/specific-version-document', { docId, docVersion: 2 })).status).toBe(200);

    // Revoking ends access on the next request and unlocks the document.
    const grants = (await alice.call<Grant[]>('POST', '/doc-mgr/shared-to', { docId })).body.data!;
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ recipientName: 'Northbridge Lending', version: 1, caseKind: 'SHARE', grantedBy: 'Alice Walker' });
    expect((await alice.call('DELETE', '/doc-mgr/shared-document', { docId, grantId: grants[0]!.grantId })).body.data).toEqual({ ended: 1 });
    expect((await page(paul, docId)).status).toBe(404);
    expect((await received(paul)).some((d) => d.docId === docId)).toBe(false);
    const [row] = await t.ctx.db.select().from(documents).where(eq(documents.id, docId));
    expect(row!.locked).toBe(false);
    expect((await alice.call('DELETE', '/doc-mgr/remove-document', { docId })).status).toBe(200);
  });

  it('refuses sharing with yourself and documents you do not hold, changing nothing', async () => {
    const docId = await newDoc(alice);
    expect((await alice.call('POST', '/doc-mgr/share', { docIds: [docId], email: DEMO.alice })).body.errorCode).toBe('30000300');
    const carolDoc = await newDoc(carol);
    const mixed = await alice.call('POST', '/doc-mgr/share', { docIds: [docId, carolDoc], email: 'someone@example.org' });
    expect(mixed.status).toBe(404);
    expect((await alice.call<Grant[]>('POST', '/doc-mgr/shared-to', { docId, includeEnded: true })).body.data).toEqual([]);
    expect(await mailTo(t, 'someone@example.org')).toHaveLength(0);
    expect((await alice.call('POST', '/doc-mgr/share', { docIds: [docId], email: 'not-an-address' })).status).toBe(400);
  });
});

describe('a corporate shares its own and a representative’s documents', () => {
  it('lists own and representative documents with counts, shares both, and shows the case per company', async () => {
    const [daniel] = await t.ctx.db.select().from(profiles).where(eq(profiles.lastName, 'Okoro'));
    const own = await newDoc(carol);
    const rep = await newDoc(carol, { profileId: daniel!.id });
    const list = (await carol.call<ShareablePage>('POST', '/doc-mgr/shareable-list', { userProfileType: 1 })).body.data!.list;
    expect(list.find((d) => d.docId === own)).toMatchObject({ isAuthorizedReps: '0', isLocalRep: '0', accessibleNums: 0, ownerName: 'Chen Trading Ltd' });
    expect(list.find((d) => d.docId === rep)).toMatchObject({ isAuthorizedReps: '1', isLocalRep: '1', ownerName: 'Daniel Okoro' });

    expect((await carol.call('POST', '/doc-mgr/share', { docIds: [own, rep], email: 'agents@northbridge.example.com', skipBlock: true, userProfileType: 1 })).body.data).toBe('Success');
    const after = (await carol.call<ShareablePage>('POST', '/doc-mgr/shareable-list', {})).body.data!.list;
    expect(after.find((d) => d.docId === rep)!.accessibleNums).toBe(1);
    const seen = (await received(paul)).filter((d) => d.customerName === 'Chen Trading Ltd').map((d) => [d.docId, d.ownerName]);
    expect(seen).toEqual(expect.arrayContaining([[own, 'Chen Trading Ltd'], [rep, 'Daniel Okoro']]));

    const connections = (await carol.call<{ companyId: string; liveDocuments: number }[]>('GET', '/doc-mgr/connections')).body.data!;
    expect(connections.find((c) => c.companyId === northbridgeId)!.liveDocuments).toBeGreaterThanOrEqual(2);
    const cases = (await carol.call<{ list: ConnectionCase[] }>('GET', '/doc-mgr/connection-case', undefined, { query: { companyId: northbridgeId } })).body.data!.list;
    expect(cases[0]!.documents.map((d) => d.docId).sort()).toEqual([own, rep].sort());

    // Revoke by case: both end at once, and the company sees neither.
    expect((await carol.call('POST', '/doc-mgr/doc-revoke-by-case', { caseId: cases[0]!.caseId })).body.data).toEqual({ ended: 2 });
    expect((await received(paul)).some((d) => d.docId === own || d.docId === rep)).toBe(false);
    // Another customer cannot see or revoke Chen Trading's cases.
    expect((await alice.call('POST', '/doc-mgr/doc-revoke-by-case', { caseId: cases[0]!.caseId })).status).toBe(404);
  });
});

describe('an unknown address', () => {
  it('gets an invitation; the grant attaches when that address registers', async () => {
    const docId = await newDoc(alice);
    const email = 'newcomer@example.net';
    expect((await alice.call('POST', '/doc-mgr/share', { docIds: [docId], email })).body.data).toBe('Success');
    const [mail] = await mailTo(t, email);
    expect(mail!.subject).toBe('Alice Walker shared documents with you on Vault Portal');
    const grants = (await alice.call<Grant[]>('POST', '/doc-mgr/shared-to', { docId })).body.data!;
    expect(grants[0]).toMatchObject({ recipientName: email, recipientProfileId: null });
    // Alice adds a version after sharing: the newcomer must see only the version shared.
    await newDoc(alice, { docId });

    const newcomer = new Client(t);
    const started = await newcomer.call<{ registrationId: string }>('POST', '/register/account', { email, firstName: 'Nia', lastName: 'Newcomer', ...(await newcomer.encrypt('N3w!Secret')) });
    const registrationId = started.body.data!.registrationId;
    expect((await newcomer.call('POST', '/register/validate', { registrationId, code: await latestCode(t, email) })).body.success).toBe(true);
    const accepted = await newcomer.call<Record<string, unknown>>('POST', '/register/accept', { registrationId, acceptTerms: true });
    newcomer.adopt(accepted.body.data!);

    const seen = await received(newcomer);
    expect(seen.map((d) => [d.docId, d.version, d.customerName])).toEqual([[docId, 1, 'Alice Walker']]);
    expect((await page(newcomer, docId, 1)).status).toBe(200);
    expect((await page(newcomer, docId, 2)).status).toBe(404);
    const nowShared = (await alice.call<Grant[]>('POST', '/doc-mgr/shared-to', { docId })).body.data!;
    expect(nowShared[0]).toMatchObject({ recipientName: 'Nia Newcomer', recipientProfileId: expect.any(String) });
  });
});
