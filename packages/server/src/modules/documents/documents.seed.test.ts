import type { DocumentPage } from '@vault/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { seedDemoDocuments } from '../../seed.js';
import { footprint, getBytes } from './documents.test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo documents', () => {
  it('gives Alice one bill with a thumbnail, once: a deleted demo document does not come back', async () => {
    expect(await seedDemoDocuments(t.ctx)).toBe(true);
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    const [bill] = (await alice.call<DocumentPage>('POST', '/doc-mgr/docs', {})).body.data!.list;
    expect(bill).toMatchObject({ docType: 'UB', sourceKind: 'PDF', pageCount: 1, status: 'VALID', ownerName: 'Alice Walker' });
    expect(bill!.thumbnail).toMatch(/^data:image\/webp;base64,/);
    const pdf = await getBytes(alice, '/doc-mgr/original-document', { docId: bill!.docId });
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await seedDemoDocuments(t.ctx)).toBe(false);
    await alice.call('DELETE', '/doc-mgr/remove-document', { docId: bill!.docId });
    expect(await seedDemoDocuments(t.ctx)).toBe(false);
    expect(await footprint(t)).toMatchObject({ documents: 0, blobs: [], temp: 0 });
  });
});
