import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { API_VERSION, SESSION_COOKIE, type Grant } from '@vault/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { documents } from '../documents/documents.table.js';
import { ooxml, pdf } from '../documents/files/test-fixtures.js';
import { file, getBytes, issueDate, upload } from '../documents/documents.test-support.js';
import { documentGrants } from './sharing.table.js';

let t: TestApp;
let alice: Client;
let paul: Client;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  [alice, paul] = [new Client(t), new Client(t)];
  await Promise.all([alice.signIn(DEMO.alice, DEMO.password), paul.signIn(DEMO.paul, DEMO.password)]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/customer`;
});
afterAll(() => t.close());

/** A request over a real socket with the client's session, as a browser sends it. */
const fetchAs = (c: Client, path: string) => fetch(`${base}${path}`, { headers: { 'api-version': API_VERSION, cookie: `${SESSION_COOKIE}=${c.cookie}`, authorization: c.csrf! } });

describe('revocation races', () => {
  it('a recipient streaming a download while the owner revokes gets no further request through', async () => {
    // A large Word file: the download is still streaming when the grant ends.
    const big = ooxml('docx', { 'word/media/noise.bin': randomBytes(12 * 1024 * 1024) });
    const docId = (await upload(alice, { docType: 'BS1', docProperties: issueDate() }, [file('statement.docx', big)])).body.data!.docId;
    expect((await alice.call('POST', '/doc-mgr/share', { docIds: [docId], email: DEMO.paul })).body.data).toBe('Success');

    const streaming = await fetchAs(paul, `/doc-mgr/original-document?docId=${docId}`);
    expect(streaming.status).toBe(200);
    const reader = streaming.body!.getReader();
    const first = await reader.read();
    expect(first.value!.byteLength).toBeGreaterThan(0);

    expect((await alice.call('DELETE', '/doc-mgr/shared-document', { docId })).body.data).toEqual({ ended: 1 });
    // Every further request of the open viewer fails, on a new connection or the same keep-alive one.
    expect((await fetchAs(paul, `/doc-mgr/original-document?docId=${docId}`)).status).toBe(404);
    expect((await fetchAs(paul, `/doc-mgr/info?docId=${docId}`)).status).toBe(404);
    expect((await getBytes(paul, `/doc-mgr/thumbnail/${docId}`)).status).toBe(404);
    await reader.cancel();
  });

  it('a share and a delete of the same document at the same moment leave a consistent state', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round++) {
      const docId = (await upload(alice, { docType: 'UB', docProperties: issueDate() }, [file('bill.pdf', await pdf(1))])).body.data!.docId;
      const [shared, deleted] = await Promise.all([alice.call('POST', '/doc-mgr/share', { docIds: [docId], email: DEMO.paul }), alice.call('DELETE', '/doc-mgr/remove-document', { docId })]);
      outcomes.add(`${shared.status}/${deleted.status}`);
      const [doc] = await t.ctx.db.select().from(documents).where(eq(documents.id, docId));
      const grants = await t.ctx.db.select().from(documentGrants).where(eq(documentGrants.documentId, docId));
      if (shared.status === 200) {
        // The share won: the delete was refused, the document is locked and Paul can open it.
        expect(deleted.status).toBe(409);
        expect(doc!.locked).toBe(true);
        expect(grants).toHaveLength(1);
        expect((await getBytes(paul, `/doc-mgr/access/${docId}`, { currentPage: '1' })).status).toBe(200);
        await alice.call<Grant[]>('DELETE', '/doc-mgr/shared-document', { docId });
      } else {
        // The delete won: the share found nothing, and no grant points at a document that is gone.
        expect([shared.status, deleted.status]).toEqual([404, 200]);
        expect(doc).toBeUndefined();
        expect(grants).toHaveLength(0);
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
    expect([...outcomes].every((o) => o === '200/409' || o === '404/200')).toBe(true);
  });
});
