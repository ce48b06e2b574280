import type { DocumentInfo, DocumentPage } from '@vault/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, profileIdByTradingName, type TestApp } from '../../test/harness.js';
import { hashPassword } from '../auth/passwords.js';
import { pdf } from '../documents/files/test-fixtures.js';
import { file, getBytes, issueDate, upload } from '../documents/documents.test-support.js';
import { createAccountWithIndividual } from '../profiles/profiles.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const actAsChenTrading = async (c: Client) => c.switchTo(await profileIdByTradingName(t, 'Chen Trading Ltd'));

describe('removing an administrator (spec §6)', () => {
  it('ends their access to the company’s documents at once, in the open session and after signing in again', async () => {
    await createAccountWithIndividual(t.ctx.db, { email: 'eve.admin@example.com', passwordHash: await hashPassword('Eve!Pass123'), firstName: 'Eve', lastName: 'Admin', language: 'en' });
    const carol = new Client(t);
    await carol.signIn(DEMO.carol, DEMO.password);
    expect(await actAsChenTrading(carol)).toBe(200);
    expect((await carol.call('POST', '/customer-user/extra-administrator', { email: 'eve.admin@example.com' })).body.success).toBe(true);

    // Eve, now an administrator, keeps the company's filed accounts and reads them.
    const eve = new Client(t);
    await eve.signIn('eve.admin@example.com', 'Eve!Pass123');
    expect(await actAsChenTrading(eve)).toBe(200);
    const uploaded = await upload(eve, { docType: 'FCA', docProperties: issueDate() }, [file('accounts.pdf', await pdf(1))]);
    expect(uploaded.body.success).toBe(true);
    const docId = uploaded.body.data!.docId;
    expect((await eve.call<DocumentInfo>('GET', '/doc-mgr/info', undefined, { query: { docId } })).status).toBe(200);
    expect((await getBytes(eve, '/doc-mgr/original-document', { docId })).status).toBe(200);

    await carol.call('DELETE', '/customer-user/extra-administrator', { email: 'eve.admin@example.com' });

    // The open session: every call answers 401 with the spec's reason, documents included.
    const info = await eve.call('GET', '/doc-mgr/info', undefined, { query: { docId } });
    expect({ status: info.status, errorCode: info.body.errorCode }).toEqual({ status: 401, errorCode: '70000021' });
    expect((await getBytes(eve, '/doc-mgr/original-document', { docId })).status).toBe(401);

    // Signed in again: she cannot act as the company, and her own vault does not reach its documents.
    const again = new Client(t);
    await again.signIn('eve.admin@example.com', 'Eve!Pass123');
    expect(await actAsChenTrading(again)).toBe(404);
    expect((await again.call('GET', '/doc-mgr/info', undefined, { query: { docId } })).status).toBe(404);
    expect((await getBytes(again, '/doc-mgr/original-document', { docId })).status).toBe(404);
    expect((await again.call('DELETE', '/doc-mgr/remove-document', { docId })).status).toBe(404);
    const listed = (await again.call<DocumentPage>('POST', '/doc-mgr/docs', {})).body.data!.list;
    expect(listed.map((d) => d.docId)).not.toContain(docId);

    // The company still has it.
    expect((await carol.call<DocumentInfo>('GET', '/doc-mgr/info', undefined, { query: { docId } })).body.data!.docId).toBe(docId);
  });
});
