import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import net, { isIP, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkDocumentUrl, fetchDocumentUrl, isPublicAddress, type ResolvedAddress, type UrlSettings } from './safe-fetch.js';

// Safety net for the whole file: any socket to an address outside 127.0.0.0/8 or ::1 is stopped before it connects
// and recorded. Every test ends by asserting nothing was recorded, so a broken check fails instead of sending traffic.
const isLoopback = (a: string) => /^127\./.test(a) || a === '::1' || /^::ffff:127\./.test(a);
const violations: string[] = [];
const originalConnect = net.Socket.prototype.connect;
type Lookup = (h: string, o: object, cb: (e: Error | null, a?: unknown, f?: number) => void) => void;
function guardOptions(opts: net.TcpNetConnectOpts): net.TcpNetConnectOpts {
  const host = opts.host ?? 'localhost';
  if (isIP(host)) {
    if (!isLoopback(host)) {
      violations.push(host);
      throw new Error(`test guard: refused to connect to ${host}`);
    }
    return opts;
  }
  const inner = (opts.lookup ?? ((h, o, cb) => (net as unknown as { lookup?: Lookup }).lookup?.(h, o, cb))) as Lookup;
  const lookup: Lookup = (h, o, cb) =>
    inner(h, o, (error, address, family) => {
      const list = Array.isArray(address) ? (address as ResolvedAddress[]).map((a) => a.address) : [address as string];
      const bad = error ? [] : list.filter((a) => a && !isLoopback(a));
      if (bad.length) {
        violations.push(...bad);
        return cb(new Error('test guard: refused'));
      }
      cb(error, address, family);
    });
  return { ...opts, lookup: lookup as unknown as net.LookupFunction };
}

let server: Server;
let other: Server;
let port: number;
let otherPort: number;
let tempDir: string;
let png: Buffer;
let jpeg: Buffer;
const calls: string[] = [];
let rebindCount = 0;

const answers: Record<string, () => ResolvedAddress[]> = {
  'images.example.com': () => [{ address: '127.0.0.1', family: 4 }],
  'evil.listed.test': () => [{ address: '10.0.0.1', family: 4 }],
  'meta.listed.test': () => [{ address: '169.254.169.254', family: 4 }],
  'mapped.listed.test': () => [{ address: '::ffff:127.0.0.1', family: 6 }],
  'v6.listed.test': () => [{ address: 'fd00::1', family: 6 }],
  'mixed.listed.test': () => [{ address: '93.184.216.34', family: 4 }, { address: '192.168.1.1', family: 4 }],
  // DNS rebinding: a public answer for the first question, a private one afterwards.
  'rebind.listed.test': () => [{ address: (rebindCount += 1) === 1 ? '93.184.216.34' : '10.0.0.1', family: 4 }],
};
const resolve = async (hostname: string) => {
  calls.push(hostname);
  const answer = answers[hostname];
  if (!answer) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
  return answer();
};

const settings = (extra: Partial<UrlSettings> = {}): UrlSettings => ({
  domains: ['example.com', 'listed.test'],
  trustedHosts: [`127.0.0.1:${port}`, `images.example.com:${port}`],
  resolve,
  timeoutMs: 2_000,
  ...extra,
});

function routes(url: URL, res: import('node:http').ServerResponse): void {
  const send = (type: string, body: Buffer | string) => void res.writeHead(200, { 'content-type': type }).end(body);
  switch (url.pathname) {
    case '/image.png': return send('image/png', png);
    case '/photo': return send('image/jpeg', jpeg);
    case '/octet': return send('application/octet-stream', png);
    case '/page.html': return send('text/html', '<html><body>not an image</body></html>');
    case '/fake.png': return send('image/png', '<html><body>pretending</body></html>');
    case '/big.png': return send('image/png', Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]));
    case '/big-chunked.png': {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(png);
      for (let i = 0; i < 48; i += 1) res.write(Buffer.alloc(64 * 1024));
      return void res.end();
    }
    case '/slow': return; // never answers
    case '/redirect': return void res.writeHead(302, { location: url.searchParams.get('to')! }).end();
    case '/loop': return void res.writeHead(302, { location: '/loop' }).end();
    default: return void res.writeHead(404).end();
  }
}

beforeAll(async () => {
  net.Socket.prototype.connect = function guarded(this: net.Socket, ...args: unknown[]) {
    const first = args[0];
    if (Array.isArray(first) && first[0] && typeof first[0] === 'object' && 'port' in first[0]) first[0] = guardOptions(first[0] as net.TcpNetConnectOpts);
    else if (first && typeof first === 'object' && 'port' in first) args[0] = guardOptions(first as net.TcpNetConnectOpts);
    return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof originalConnect;
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } }).png().toBuffer();
  jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a00' } }).jpeg().toBuffer();
  server = createServer((req, res) => routes(new URL(req.url!, 'http://x'), res));
  other = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(png));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  otherPort = (other.address() as AddressInfo).port;
  tempDir = await mkdtemp(join(tmpdir(), 'vault-safe-fetch-'));
});
afterEach(() => {
  expect(violations).toEqual([]);
});
afterAll(async () => {
  net.Socket.prototype.connect = originalConnect;
  server.closeAllConnections();
  other.closeAllConnections();
  await new Promise((r) => server.close(r));
  await new Promise((r) => other.close(r));
  await rm(tempDir, { recursive: true, force: true });
});

const codeOf = (p: Promise<unknown>) => p.then(() => 'accepted', (e: { key?: string; message?: string }) => e.key ?? `unexpected: ${e.message}`);

describe('the connection guard of this test file', () => {
  it('is live: a connection to a private address is stopped and recorded', () => {
    expect(() => net.connect({ host: '10.0.0.1', port: 9 })).toThrow(/test guard/);
    expect(violations.splice(0)).toEqual(['10.0.0.1']);
  });
});

describe('checkDocumentUrl refuses every SSRF vector before connecting', () => {
  it.each([
    ['file:///etc/passwd', 'URL_INVALID'],
    ['gopher://127.0.0.1:70/_GET', 'URL_INVALID'],
    ['not a url', 'URL_INVALID'],
    ['http://user:secret@images.example.com/x.png', 'URL_INVALID'],
    ['http://images.example.com:8080/x.png', 'URL_INVALID'],
    ['http://127.0.0.1/', 'URL_INVALID'],
    ['http://0177.1/', 'URL_INVALID'],
    ['http://0x7f.1/', 'URL_INVALID'],
    ['http://2130706433/', 'URL_INVALID'],
    ['http://127.1/', 'URL_INVALID'],
    ['http://[::ffff:127.0.0.1]/', 'URL_INVALID'],
    ['http://[::1]/', 'URL_INVALID'],
    ['http://169.254.169.254/latest/meta-data/', 'URL_INVALID'],
    ['http://10.0.0.1/', 'URL_INVALID'],
    ['http://localhost./', 'URL_INVALID'],
    ['http://localhost/', 'URL_INVALID'],
    ['http://evil.listed.test/a.png', 'URL_INVALID'],
    ['http://meta.listed.test/a.png', 'URL_INVALID'],
    ['http://mapped.listed.test/a.png', 'URL_INVALID'],
    ['http://mixed.listed.test/a.png', 'URL_INVALID'],
    ['http://v6.listed.test/a.png', 'URL_INVALID'],
    ['http://[fd00::1]/', 'URL_INVALID'],
    ['http://[fe80::1]/', 'URL_INVALID'],
    ['http://0.0.0.0/', 'URL_INVALID'],
    ['http://100.100.100.200/', 'URL_INVALID'],
    ['http://not-listed.org/a.png', 'URL_DOMAIN_NOT_LISTED'],
    ['http://example.com.evil.org/a.png', 'URL_DOMAIN_NOT_LISTED'],
    ['http://notexample.com/a.png', 'URL_DOMAIN_NOT_LISTED'],
    ['http://8.8.8.8/a.png', 'URL_DOMAIN_NOT_LISTED'],
  ])('%s → %s', async (url, key) => {
    expect(await codeOf(checkDocumentUrl(url, settings()))).toBe(key);
  });

  it('refuses another port on a trusted address', async () => {
    expect(await codeOf(checkDocumentUrl(`http://127.0.0.1:${otherPort}/image.png`, settings()))).toBe('URL_INVALID');
  });

  it('does not even resolve a domain that is not listed', async () => {
    calls.length = 0;
    await codeOf(checkDocumentUrl('http://not-listed.org/a.png', settings()));
    expect(calls).toEqual([]);
  });

  it('refuses a rebinding name at connect time: the public first answer is never used to connect', async () => {
    rebindCount = 0;
    calls.length = 0;
    expect(await codeOf(checkDocumentUrl('http://rebind.listed.test/a.png', settings()))).toBe('URL_INVALID');
    expect(calls).toEqual(['rebind.listed.test', 'rebind.listed.test']);
  });

  it.each([
    ['another port on loopback', () => `http://127.0.0.1:${otherPort}/image.png`],
    ['a private address', () => 'http://10.0.0.1/a.png'],
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a listed name resolving to a private address', () => 'http://evil.listed.test/a.png'],
    ['a file URL', () => 'file:///etc/passwd'],
  ])('refuses a redirect from a trusted host to %s', async (_what, target) => {
    const url = `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(target())}`;
    expect(await codeOf(checkDocumentUrl(url, settings()))).toBe('URL_INVALID');
  });

  it('stops after 3 redirects', async () => {
    expect(await codeOf(checkDocumentUrl(`http://127.0.0.1:${port}/loop`, settings()))).toBe('URL_INVALID');
  });
});

describe('checkDocumentUrl on trusted hosts', () => {
  it('accepts a PNG and a JPEG, by address or by a trusted name', async () => {
    expect(await checkDocumentUrl(`http://127.0.0.1:${port}/image.png`, settings())).toEqual({ finalUrl: `http://127.0.0.1:${port}/image.png`, contentType: 'image/png' });
    expect(await checkDocumentUrl(`http://images.example.com:${port}/photo`, settings())).toMatchObject({ contentType: 'image/jpeg' });
    expect(await checkDocumentUrl(`http://127.0.0.1:${port}/octet`, settings())).toMatchObject({ contentType: 'image/png' });
  });

  it('follows a redirect to a trusted place and reports where it ended', async () => {
    const target = `http://images.example.com:${port}/image.png`;
    expect(await checkDocumentUrl(`http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(target)}`, settings())).toEqual({ finalUrl: target, contentType: 'image/png' });
  });

  it('answers URL_NOT_IMAGE for a page, and for HTML served as image/png', async () => {
    expect(await codeOf(checkDocumentUrl(`http://127.0.0.1:${port}/page.html`, settings()))).toBe('URL_NOT_IMAGE');
    expect(await codeOf(checkDocumentUrl(`http://127.0.0.1:${port}/fake.png`, settings()))).toBe('URL_NOT_IMAGE');
  });

  it('answers URL_FETCH_FAILED for a missing file and a server that never answers', async () => {
    expect(await codeOf(checkDocumentUrl(`http://127.0.0.1:${port}/missing.png`, settings()))).toBe('URL_FETCH_FAILED');
    const started = Date.now();
    expect(await codeOf(checkDocumentUrl(`http://127.0.0.1:${port}/slow`, settings({ timeoutMs: 300 })))).toBe('URL_FETCH_FAILED');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('trusts nothing when no host is listed', async () => {
    expect(await codeOf(checkDocumentUrl(`http://127.0.0.1:${port}/image.png`, settings({ trustedHosts: [] })))).toBe('URL_INVALID');
  });
});

describe('fetchDocumentUrl', () => {
  it('spools the image with its SHA-256 and a name from the link', async () => {
    const file = await fetchDocumentUrl(`http://127.0.0.1:${port}/image.png?x=1`, settings(), { maxBytes: 1024 * 1024, tempDir });
    expect((await readFile(file.path)).equals(png)).toBe(true);
    expect(file).toMatchObject({ size: png.length, originalName: 'image.png' });
    const named = await fetchDocumentUrl(`http://images.example.com:${port}/photo`, settings(), { maxBytes: 1024 * 1024, tempDir });
    expect(named.originalName).toBe('photo.jpg');
    await rm(file.path);
    await rm(named.path);
  });

  it('refuses what is over the cap, announced or streamed, and leaves no file', async () => {
    const opts = { maxBytes: 1024 * 1024, tempDir };
    expect(await codeOf(fetchDocumentUrl(`http://127.0.0.1:${port}/big.png`, settings(), opts))).toBe('DOCUMENT_FILE_TOO_LARGE');
    expect(await codeOf(fetchDocumentUrl(`http://127.0.0.1:${port}/big-chunked.png`, settings(), opts))).toBe('DOCUMENT_FILE_TOO_LARGE');
    const total = { ...opts, tooLargeError: 'DOCUMENT_FILES_TOO_LARGE' as const };
    expect(await codeOf(fetchDocumentUrl(`http://127.0.0.1:${port}/big-chunked.png`, settings(), total))).toBe('DOCUMENT_FILES_TOO_LARGE');
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('refuses a non-image and the SSRF vectors, leaving no file', async () => {
    const opts = { maxBytes: 1024 * 1024, tempDir };
    expect(await codeOf(fetchDocumentUrl(`http://127.0.0.1:${port}/page.html`, settings(), opts))).toBe('URL_NOT_IMAGE');
    expect(await codeOf(fetchDocumentUrl('http://evil.listed.test/a.png', settings(), opts))).toBe('URL_INVALID');
    expect(await codeOf(fetchDocumentUrl(`http://127.0.0.1:${port}/redirect?to=${encodeURIComponent('http://169.254.169.254/')}`, settings(), opts))).toBe('URL_INVALID');
    expect(await readdir(tempDir)).toEqual([]);
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['93.184.216.34', true],
    ['2606:4700::1111', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.31.255.255', false],
    ['192.168.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['64:ff9b::7f00:1', false],
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
