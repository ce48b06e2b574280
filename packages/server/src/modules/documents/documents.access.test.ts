import type { DocumentInfo, DocumentPage } from '@vault/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, profileIdByTradingName, type TestApp } from '../../test/harness.js';
import { profiles } from '../profiles/profiles.table.js';
import { pdf, png } from './files/test-fixtures.js';
import { setDocumentLocked } from './documents.repository.js';
import { file, footprint, identityDates, issueDate, upload } from './documents.test-support.js';

let t: TestApp;
let alice: Client;
let carol: Client;
let aliceDoc: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = new Client(t);
  carol = new Client(t);
  await alice.signIn(DEMO.alice, DEMO.password);
  await carol.signIn(DEMO.carol, DEMO.password);
  aliceDoc = (await upload(alice, { docType: 'UB', docProperties: issueDate() }, [file('bill.pdf', await pdf(2))])).body.data!.docId;
});
afterAll(() => t.close());

const NOT_FOUND = { status: 404, errorCode: '00000004' };
const outcome = (r: { status: number; body: { errorCode: string | null } }) => ({ status: r.status, errorCode: r.body.errorCode });

async function actAsChenTrading(c: Client) {
  const id = await profileIdByTradingName(t, 'Chen Trading Ltd');
  expect(await c.switchTo(id)).toBe(200);
  return { id };
}

describe('another customer cannot reach a document', () => {
  it('cannot list, read, view, download or delete it: 404 every time, and it stays', async () => {
    const list = await carol.call<DocumentPage>('POST', '/doc-mgr/docs', {});
    expect(list.body.data!.list.some((d) => d.docId === aliceDoc)).toBe(false);
    const owner = (await alice.call<DocumentInfo>('GET', '/doc-mgr/info', undefined, { query: { docId: aliceDoc } })).body.data!;
    expect(outcome(await carol.call('POST', '/doc-mgr/docs', { profileId: owner.profileId }))).toEqual(NOT_FOUND);
    expect(outcome(await carol.call('GET', '/doc-mgr/top-level', undefined, { query: { profileId: owner.profileId } }))).toEqual(NOT_FOUND);
    expect(outcome(await carol.call('GET', '/doc-mgr/info', undefined, { query: { docId: aliceDoc } }))).toEqual(NOT_FOUND);
    expect(outcome(await carol.call('GET', '/doc-mgr/original-document', undefined, { query: { docId: aliceDoc } }))).toEqual(NOT_FOUND);
    expect(outcome(await carol.call('GET', '/doc-mgr/original-document-filter', undefined, { query: { docId: aliceDoc, profileId: owner.profileId, version: '1' } }))).toEqual(NOT_FOUND);
    expect(outcome(await carol.call('GET', `/doc-mgr/access/${aliceDoc}`, undefined, { query: { currentPage: '1' } }))).toEqual(NOT_FOUND);
    expect(outcome(await carol.call('GET', `/doc-mgr/thumbnail/${aliceDoc}`))).toEqual(NOT_FOUND);
    expect(outcome(await carol.call('DELETE', '/doc-mgr/specific-version-document', { docId: aliceDoc, docVersion: 1 }))).toEqual(NOT_FOUND);
    expect(outcome(await carol.call('DELETE', '/doc-mgr/remove-document', { docId: aliceDoc }))).toEqual(NOT_FOUND);
    const newVersion = await upload(carol, { docType: 'UB', docId: aliceDoc, docProperties: issueDate() }, [file('x.pdf', await pdf(1))]);
    expect(outcome(newVersion)).toEqual(NOT_FOUND);
    const forAlice = await upload(carol, { docType: 'UB', profileId: owner.profileId, docProperties: issueDate() }, [file('x.pdf', await pdf(1))]);
    expect(outcome(forAlice)).toEqual(NOT_FOUND);
    expect((await alice.call<DocumentInfo>('GET', '/doc-mgr/info', undefined, { query: { docId: aliceDoc } })).body.data!.version).toBe(1);
  });

  it('a corporate keeps documents for the representatives it recorded; the person’s other vaults stay apart', async () => {
    const corporate = await actAsChenTrading(carol);
    const [daniel] = await t.ctx.db.select().from(profiles).where(eq(profiles.lastName, 'Okoro'));
    const owners = (await carol.call('GET', '/doc-mgr/owners')).body.data;
    expect(owners).toEqual([
      { profileId: corporate.id, name: 'Chen Trading Ltd', profileType: 1, isRepresentative: false },
      { profileId: daniel!.id, name: 'Daniel Okoro', profileType: 0, isRepresentative: true },
    ]);
    const forRep = await upload(carol, { docType: 'PP', profileId: daniel!.id, userProfileType: '1', docProperties: identityDates() }, [file('pp.png', await png(40, 30))]);
    expect(forRep.body.success).toBe(true);
    const own = await upload(carol, { docType: 'FCA', docProperties: issueDate() }, [file('accounts.pdf', await pdf(1))]);
    expect(own.body.success).toBe(true);
    // The corporate cannot hold a passport itself, nor give its representative company accounts.
    expect((await upload(carol, { docType: 'PP', docProperties: identityDates() }, [file('pp.png', await png(40, 30))])).body.errorCode).toBe('30000106');
    expect((await upload(carol, { docType: 'FCA', profileId: daniel!.id, docProperties: issueDate() }, [file('a.pdf', await pdf(1))])).body.errorCode).toBe('30000106');
    const all = (await carol.call<DocumentPage>('POST', '/doc-mgr/docs', {})).body.data!;
    expect(all.list.map((d) => [d.docType, d.ownerName]).sort()).toEqual([['FCA', 'Chen Trading Ltd'], ['PP', 'Daniel Okoro']]);
    const repOnly = (await carol.call<DocumentPage>('POST', '/doc-mgr/docs', { profileId: daniel!.id })).body.data!;
    expect(repOnly.list.map((d) => d.docType)).toEqual(['PP']);
    // Alice sees none of it.
    expect(outcome(await alice.call('GET', '/doc-mgr/info', undefined, { query: { docId: own.body.data!.docId } }))).toEqual(NOT_FOUND);
    expect(outcome(await alice.call('POST', '/doc-mgr/docs', { profileId: corporate.id }))).toEqual(NOT_FOUND);
  });

  it('refuses to delete a locked document or any of its versions, and deletes it once unlocked', async () => {
    const res = await upload(alice, { docType: 'BS1', docProperties: issueDate() }, [file('s.pdf', await pdf(1))]);
    const { docId } = res.body.data!;
    const owner = (await alice.call<DocumentInfo>('GET', '/doc-mgr/info', undefined, { query: { docId } })).body.data!.profileId;
    expect(await setDocumentLocked(t.ctx.db, owner, docId, true)).toBe(true);
    const before = await footprint(t);
    expect(outcome(await alice.call('DELETE', '/doc-mgr/remove-document', { docId }))).toEqual({ status: 409, errorCode: '30000112' });
    expect(outcome(await alice.call('DELETE', '/doc-mgr/specific-version-document', { docId, docVersion: 1 }))).toEqual({ status: 409, errorCode: '30000112' });
    expect(await footprint(t)).toEqual(before);
    expect((await alice.call<DocumentInfo>('GET', '/doc-mgr/info', undefined, { query: { docId } })).body.data!.locked).toBe(true);
    await setDocumentLocked(t.ctx.db, owner, docId, false);
    expect((await alice.call('DELETE', '/doc-mgr/remove-document', { docId })).body.data).toEqual({ docId, removed: 'DOCUMENT', version: null });
  });
});
