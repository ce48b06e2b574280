import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CheckDocumentUrlResult, DocumentInfo, UploadResult } from '@vault/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { png } from './files/test-fixtures.js';
import { footprint, identityDates, issueDate, upload } from './documents.test-support.js';

// A document server on this machine, trusted by the operator setting (an intranet host): it serves a real
// image, a page that is not one, and redirects wherever a test asks, which is how a trusted host could try
// to lead the fetch to a private address.
let server: Server;
let base: string;
let image: Buffer;
let t: TestApp;
let alice: Client;
let empty: Awaited<ReturnType<typeof footprint>>;

beforeAll(async () => {
  image = await png(64, 48);
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/scan.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(image);
    if (url.pathname === '/page.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>no</html>');
    if (url.pathname === '/redirect') return void res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ DOCUMENT_URL_DOMAINS: 'docs.example.com', DOCUMENT_URL_TRUSTED_HOSTS: `127.0.0.1:${port}` });
  alice = new Client(t);
  await alice.signIn(DEMO.alice, DEMO.password);
  empty = await footprint(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((done) => server.close(done));
});

const check = async (url: string) => (await alice.call<CheckDocumentUrlResult>('POST', '/doc-mgr/check-document-url', { url })).body.data!;
const byUrl = (url: string, docType = 'UB', docProperties = issueDate()) => alice.call<UploadResult>('POST', '/doc-mgr/upload-with-url', { urlList: [url], docType, docProperties });

const VECTORS: [string, string][] = [
  ['http://127.0.0.1/', '30000064'],
  ['http://0177.1/', '30000064'],
  ['http://[::ffff:127.0.0.1]/', '30000064'],
  ['http://169.254.169.254/latest/meta-data/', '30000064'],
  ['file:///etc/passwd', '30000064'],
  ['http://docs.example.com:8080/a.png', '30000064'],
  ['https://images.not-listed.org/scan.png', '30000063'],
];

describe('documents from links', () => {
  it.each(VECTORS)('refuses %s with %s, in the check and in the upload, storing nothing', async (url, code) => {
    expect(await check(url)).toMatchObject({ valid: false, errorCode: code });
    const res = await byUrl(url);
    expect([res.body.success, res.body.errorCode]).toEqual([false, code]);
    expect(await footprint(t)).toEqual(empty);
  });

  it('refuses a redirect from an allowed host to a private address, and a link that is not an image', async () => {
    const redirect = `${base}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`;
    expect(await check(redirect)).toMatchObject({ valid: false, errorCode: '30000064' });
    expect((await byUrl(redirect)).body.errorCode).toBe('30000064');
    expect(await check(`${base}/page.html`)).toMatchObject({ valid: false, errorCode: '30000065', errorMsg: 'This link does not point to an image.' });
    expect((await byUrl(`${base}/page.html`)).body.errorCode).toBe('30000065');
    expect(await footprint(t)).toEqual(empty);
  });

  it('refuses links for image-only types (passport) before fetching anything', async () => {
    expect((await byUrl(`${base}/scan.png`, 'PP', identityDates())).body.errorCode).toBe('30000111');
    expect(await footprint(t)).toEqual(empty);
  });

  it('stores an allowed link like a file, remembers the link, and takes a new version by link in the multipart form too', async () => {
    expect(await check(`${base}/scan.png`)).toEqual({ valid: true, errorCode: null, errorMsg: null });
    const res = await byUrl(`${base}/scan.png`);
    expect(res.body.data!.version).toBe(1);
    const { docId } = res.body.data!;
    const again = await upload(alice, { docType: 'UB', docId, docProperties: issueDate(), urlList: `${base}/redirect?to=%2Fscan.png` }, []);
    expect(again.body.data).toEqual({ docId, version: 2 });
    const info = (await alice.call<DocumentInfo>('GET', '/doc-mgr/info', undefined, { query: { docId } })).body.data!;
    expect(info.sourceKind).toBe('URL');
    expect(info.versions.map((v) => [v.version, v.sourceKind, v.url, v.files[0]!.mime])).toEqual([
      [2, 'URL', `${base}/redirect?to=%2Fscan.png`, 'image/png'],
      [1, 'URL', `${base}/scan.png`, 'image/png'],
    ]);
    expect(info.versions[1]!.files[0]!.name).toBe('scan.png');
    const after = await footprint(t);
    expect([after.documents, after.versions, after.temp]).toEqual([empty.documents + 1, empty.versions + 2, 0]);
  });
});
