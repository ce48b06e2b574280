// A corporate keeps documents for the representatives it records (documents.access.test.ts); once it removes a
// representative, that person's documents are out of its reach: not listed, not readable, not writable, and the
// refused calls change nothing.
import type { DocumentPage } from '@vault/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, profileIdByTradingName, type TestApp } from '../../test/harness.js';
import { changedTables, REQUEST_BOOKKEEPING_TABLES, tableFingerprint } from '../../test/access.test-support.js';
import { file, footprint, getBytes, identityDates, upload } from '../documents/documents.test-support.js';
import { png } from '../documents/files/test-fixtures.js';
import { representatives } from './team.table.js';

let t: TestApp;
let carol: Client;
let chen: string;
beforeAll(async () => {
  t = await createTestApp();
  carol = new Client(t);
  await carol.signIn(DEMO.carol, DEMO.password);
  chen = await profileIdByTradingName(t, 'Chen Trading Ltd');
  expect(await carol.switchTo(chen)).toBe(200);
});
afterAll(() => t.close());

describe('a removed representative’s documents', () => {
  it('leave the corporate’s reach when the representative is removed', async () => {
    const added = await carol.call<{ id: string; lastName: string }[]>('POST', '/customer-user/authorised-representative', { firstName: 'Rosa', lastName: 'Removed', email: null });
    expect(added.status).toBe(200);
    const rep = added.body.data!.find((r) => r.lastName === 'Removed')!;
    const [row] = await t.ctx.db.select().from(representatives).where(and(eq(representatives.id, rep.id), eq(representatives.corporateProfileId, chen)));
    const person = row!.personProfileId;
    const passport = await upload(carol, { docType: 'PP', profileId: person, userProfileType: '1', docProperties: identityDates() }, [file('pp.png', await png(40, 30))]);
    expect(passport.status).toBe(200);
    const { docId } = passport.body.data!;
    // While recorded: the corporate lists, reads and downloads it.
    const listed = async () => (await carol.call<DocumentPage>('POST', '/doc-mgr/docs', {})).body.data!.list.map((d) => d.docId);
    expect(await listed()).toContain(docId);
    expect((await getBytes(carol, '/doc-mgr/original-document', { docId })).status).toBe(200);

    expect((await carol.call('DELETE', '/customer-user/authorised-representative', { id: rep.id })).status).toBe(200);
    const before = { tables: await tableFingerprint(t, REQUEST_BOOKKEEPING_TABLES), storage: await footprint(t) };
    expect(await listed()).not.toContain(docId);
    const owners = (await carol.call<{ profileId: string }[]>('GET', '/doc-mgr/owners')).body.data!.map((o) => o.profileId);
    expect(owners).toContain(chen);
    expect(owners).not.toContain(person);
    const refused = {
      info: (await carol.call('GET', '/doc-mgr/info', undefined, { query: { docId } })).status,
      download: (await getBytes(carol, '/doc-mgr/original-document', { docId })).status,
      page: (await getBytes(carol, `/doc-mgr/access/${docId}`, { currentPage: '1' })).status,
      'list by person': (await carol.call('POST', '/doc-mgr/docs', { profileId: person })).status,
      'new version': (await upload(carol, { docType: 'PP', docId, userProfileType: '1', docProperties: identityDates() }, [file('pp2.png', await png(41, 30))])).status,
      'upload for the person': (await upload(carol, { docType: 'PP', profileId: person, userProfileType: '1', docProperties: identityDates() }, [file('pp3.png', await png(42, 30))])).status,
      share: (await carol.call('POST', '/doc-mgr/share', { docIds: [docId], email: 'agents@northbridge.example.com' })).status,
      delete: (await carol.call('DELETE', '/doc-mgr/remove-document', { docId })).status,
    };
    expect(refused).toEqual(Object.fromEntries(Object.keys(refused).map((k) => [k, 404])));
    const after = { tables: await tableFingerprint(t, REQUEST_BOOKKEEPING_TABLES), storage: await footprint(t) };
    expect(changedTables(before.tables, after.tables)).toEqual([]);
    expect(after.storage).toEqual(before.storage);
  });
});
