import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { file, issueDate } from '../documents/documents.test-support.js';
import { documents } from '../documents/documents.table.js';
import { pdf } from '../documents/files/test-fixtures.js';
import { documentGrants } from '../sharing/sharing.table.js';
import { seedDemoFunds } from './funds.seed.js';
import { fundId, fundUpload, paidCall } from './funds.test-support.js';

let t: TestApp;
let paul: Client;
let credit: string;
let feederC: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoFunds(t.ctx);
  paul = new Client(t);
  await paul.signIn(DEMO.paul, DEMO.password);
  credit = await fundId(t, 'Northbridge Credit Fund I');
  feederC = await fundId(t, 'Northbridge Credit Feeder C');
});
afterAll(() => t.close());

describe('distribution races', () => {
  it('a distribution and a delete of the same version at the same moment leave a consistent state', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const docId = (await fundUpload(paul, { docType: 'FR', docProperties: issueDate(), fundMajorProfileId: credit }, [file('r.pdf', await pdf(1))])).body.data!.documents[0]!.docId;
      const [sent, deleted] = await Promise.all([
        paidCall(paul, 'POST', '/fund-major/document-distribution', { fundMajorProfileId: credit, docs: [{ docId, version: 1 }], documentDistribution: [{ fundMinorProfileId: feederC, shouldReceiveDocument: true }] }),
        paidCall(paul, 'DELETE', '/fund-major/document', undefined, { docId, version: '1' }),
      ]);
      outcomes.add(`${sent.status}/${deleted.status}`);
      const [doc] = await t.ctx.db.select().from(documents).where(eq(documents.id, docId));
      const grants = await t.ctx.db.select().from(documentGrants).where(eq(documentGrants.documentId, docId));
      if (sent.status === 200) {
        // The distribution won: the delete was refused naming the child fund; the document is shared.
        expect(deleted.status).toBe(409);
        expect(deleted.body.errorMsg).toContain('Northbridge Credit Feeder C');
        expect(doc!.locked).toBe(true);
        expect(grants).toHaveLength(1);
      } else {
        // The delete won: the distribution found nothing and no grant points at a document that is gone.
        expect([sent.status, deleted.status]).toEqual([404, 200]);
        expect(doc).toBeUndefined();
        expect(grants).toHaveLength(0);
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
    expect([...outcomes].every((o) => o === '200/409' || o === '404/200')).toBe(true);
  });
});
