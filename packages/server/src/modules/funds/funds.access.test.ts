import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleRoutes } from '../../test/access.test-support.js';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { issueDate, file, multipart, footprint } from '../documents/documents.test-support.js';
import { pdf } from '../documents/files/test-fixtures.js';
import { signedInCompanyStaff } from '../sharing/sharing.test-support.js';
import { seedDemoFunds } from './funds.seed.js';
import { fundRoutes } from './funds.routes.js';
import { fundId, fundUpload, paidCall, rawCall } from './funds.test-support.js';
import type { FundDocument } from '@vault/contract';

/**
 * Isolation of the paid administrator's funds, generated over every registered /fund-major route: another lending
 * agent gets 404 (and changes nothing), Northbridge's own administrator gets an answer with the same input, and the
 * CSRF token alone gets 403.
 */
let t: TestApp;
let paul: Client;
let rival: Client;
let routes: { method: string; url: string; multipart: boolean }[];
let input: Record<string, unknown>;
let pdfBytes: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoFunds(t.ctx)).toBe(true);
  paul = new Client(t);
  await paul.signIn(DEMO.paul, DEMO.password);
  rival = (await signedInCompanyStaff(t, 'Rival Lending', 'staff@rival.example.com')).client;
  routes = await moduleRoutes(fundRoutes, t.ctx);

  const parent = await fundId(t, 'Northbridge Credit Fund I');
  const child = await fundId(t, 'Northbridge Credit Feeder C');
  pdfBytes = await pdf(1);
  const up = await fundUpload(paul, { docType: 'FR', docProperties: issueDate(), fundMajorProfileId: parent }, [file('report.pdf', pdfBytes)]);
  const docId = up.body.data!.documents[0]!.docId;
  const doc = await paidCall<FundDocument>(paul, 'GET', '/fund-major/document', undefined, { docId });
  // One input every route accepts: each schema keeps the fields it knows.
  input = {
    fundMajorProfileId: parent,
    fundMinorProfileId: child,
    docId,
    version: '1',
    docVersion: '1',
    fileId: doc.body.data!.files[0]!.fileId,
    docType: 'FR',
    docProperties: issueDate(),
    urlList: 'https://example.com/report.pdf',
    docs: [{ docId, docType: 'FR', version: 1 }],
    documentDistribution: [{ fundMinorProfileId: child, shouldReceiveDocument: true }],
    documents: [{ docId, inherits: true }],
  };
});
afterAll(() => t.close());

async function callRoute(c: Client, route: { method: string; url: string; multipart: boolean }, manager = true) {
  const path = route.url.replace(/^\/customer/, '');
  const query = Object.fromEntries(Object.entries(input).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  if (route.multipart) {
    // A new document each time (with docId the upload would add a version, and version 1 would stop being current).
    const fields = Object.fromEntries(Object.entries(query).filter(([k]) => k !== 'docId' && (path.endsWith('upload-url') || k !== 'urlList')));
    const { payload, headers } = multipart(fields, path.endsWith('upload-url') ? [] : [file('report.pdf', pdfBytes)]);
    return rawCall(c, 'POST', path, { payload, headers, manager });
  }
  return rawCall(c, route.method as 'GET', path, { ...(route.method === 'POST' ? { payload: input } : {}), manager, query });
}

describe('the fund-major set belongs to the organisation that administers the funds', () => {
  it('registers every call of spec §7 Fund-major set', () => {
    const paths = new Set(routes.map((r) => `${r.method} ${r.url.replace(/^\/customer/, '')}`));
    for (const p of ['POST /fund-major/all', 'POST /fund-major/child-funds', 'POST /fund-major/document-list', 'POST /fund-major/upload', 'POST /fund-major/upload-url', 'POST /fund-major/document-distribution-list', 'POST /fund-major/document-distribution', 'POST /fund-major/download', 'GET /fund-major/document-inheritance', 'POST /fund-major/document-inheritance', 'GET /fund-major/document-versions', 'GET /fund-major/document', 'DELETE /fund-major/document', 'GET /fund-major/document-file']) {
      expect(paths).toContain(p);
    }
  });

  it('answers another lending agent 404 on every route and changes nothing', async () => {
    const before = await footprint(t);
    for (const route of routes) {
      if (route.url.endsWith('/fund-major/all')) continue; // Lists the caller's own funds: checked below.
      const res = await callRoute(rival, route);
      expect({ route: `${route.method} ${route.url}`, status: res.status, data: res.data }).toEqual({ route: `${route.method} ${route.url}`, status: 404, data: null });
    }
    const all = await paidCall<{ list: unknown[]; totalRecord: number }>(rival, 'POST', '/fund-major/all', {});
    expect(all.body.data).toMatchObject({ list: [], totalRecord: 0 });
    expect(await footprint(t)).toEqual(before);
  });

  it('answers 403 to the CSRF token alone on every route', async () => {
    for (const route of routes) expect((await callRoute(paul, route, false)).status, `${route.method} ${route.url}`).toBe(403);
  });

  it('answers the administering organisation on every route with the same input', async () => {
    for (const route of routes) {
      if (route.url.endsWith('upload-url')) continue; // Fetches the link: the URL tests of the vault cover the fetcher.
      const res = await callRoute(paul, route);
      const expected = route.method === 'DELETE' ? 409 : 200; // The version was distributed by the distribution call before it.
      expect({ route: `${route.method} ${route.url}`, status: res.status }).toEqual({ route: `${route.method} ${route.url}`, status: expected });
    }
  });
});
