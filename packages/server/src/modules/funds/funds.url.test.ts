import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FundDocument } from '@vault/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { footprint, issueDate } from '../documents/documents.test-support.js';
import { png } from '../documents/files/test-fixtures.js';
import { seedDemoFunds } from './funds.seed.js';
import { fundId, fundUpload, paidCall } from './funds.test-support.js';

// A document server trusted by the operator setting (as in the vault's URL tests): a scanned report (links must
// be images, spec §5), and a redirect
// to a private address that the SSRF-safe fetcher must refuse.
let server: Server;
let base: string;
let t: TestApp;
let paul: Client;
let credit: string;
let report: Buffer;

beforeAll(async () => {
  report = await png(64, 48);
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/report.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(report);
    if (url.pathname === '/redirect') return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ DOCUMENT_URL_DOMAINS: 'docs.example.com', DOCUMENT_URL_TRUSTED_HOSTS: `127.0.0.1:${port}` });
  await seedDemoFunds(t.ctx);
  paul = new Client(t);
  await paul.signIn(DEMO.paul, DEMO.password);
  credit = await fundId(t, 'Northbridge Credit Fund I');
});
afterAll(async () => {
  await t.close();
  await new Promise((done) => server.close(done));
});

describe('fund documents from links', () => {
  it('fetches a link through the vault fetcher into the parent fund, and refuses a redirect to a private address', async () => {
    const before = await footprint(t);
    const refused = await fundUpload(paul, { docType: 'FR', docProperties: issueDate(), fundMajorProfileId: credit, urlList: `${base}/redirect` }, [], '/fund-major/upload-url');
    expect(refused.body).toMatchObject({ success: false, data: null });
    expect(await footprint(t)).toEqual(before);

    const added = await fundUpload(paul, { docType: 'FR', docProperties: issueDate(), fundMajorProfileId: credit, urlList: `${base}/report.png` }, [], '/fund-major/upload-url');
    expect(added.body).toMatchObject({ success: true });
    const doc = (await paidCall<FundDocument>(paul, 'GET', '/fund-major/document', undefined, { docId: added.body.data!.documents[0]!.docId })).body.data!;
    expect(doc).toMatchObject({ url: `${base}/report.png`, fileType: 'URL', locked: 0 });
    expect(doc.files).toHaveLength(1);
  });
});
