import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.js';

// A built web app as the build leaves it: index.html, a hashed asset and its precompressed siblings.
const dist = mkdtempSync(join(tmpdir(), 'vault-web-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Vault</title>');
writeFileSync(join(dist, 'assets/index-AbC123.js'), script);
writeFileSync(join(dist, 'assets/index-AbC123.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets/index-AbC123.js.gz'), gzipSync(script));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe('the web app as served', () => {
  it('sends the precompressed asset the browser accepts, cached for a year', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, script]);
  });

  it('answers HEAD on pages and files, and keeps pages uncached', async () => {
    const page = await t.app.inject({ method: 'HEAD', url: '/manage/home' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'HEAD', url: '/assets/index-AbC123.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/assets/missing-123.js' })).statusCode).toBe(404);
  });
});
