import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../env.js';
import { createTestApp } from '../../test/harness.js';
import { sha256Of } from './blob-store.contract.js';
import { tempDirFor } from './storage.setup.js';

const S3 = { S3_BUCKET: 'vault', S3_REGION: 'eu-west-2', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('storage settings', () => {
  it('keeps documents on disk unless S3 is configured', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }).s3).toEqual({
      bucket: 'vault',
      region: 'eu-west-2',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('refuses a half-configured S3 store, naming what is missing', () => {
    const attempt = () => loadConfig({ S3_BUCKET: 'vault', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required/);
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });

  it('reads the URL allow-list and trusted hosts, and refuses malformed entries', () => {
    const config = loadConfig({ DOCUMENT_URL_DOMAINS: ' Example.com, docs.bank.co.uk. ,', DOCUMENT_URL_TRUSTED_HOSTS: '127.0.0.1:4000,Intranet.local:8443' });
    expect(config.documentUrls).toEqual({ domains: ['example.com', 'docs.bank.co.uk'], trustedHosts: ['127.0.0.1:4000', 'intranet.local:8443'] });
    expect(loadConfig({}).documentUrls).toEqual({ domains: [], trustedHosts: [] });
    expect(() => loadConfig({ DOCUMENT_URL_TRUSTED_HOSTS: 'intranet.local' })).toThrow(/not host:port/);
    expect(() => loadConfig({ DOCUMENT_URL_DOMAINS: 'http://example.com' })).toThrow(/not a domain/);
  });

  it('spools beside the data in embedded mode and per instance otherwise', () => {
    expect(tempDirFor(loadConfig({ DATA_DIR: '/srv/vault' }), 'abc')).toBe('/srv/vault/tmp');
    const shared = loadConfig({ DATABASE_URL: 'postgres://db/vault', APP_SECRET: 'x'.repeat(32), DATA_DIR: '/srv/vault' });
    expect(tempDirFor(shared, 'abc')).toBe(join(tmpdir(), 'vault-abc'));
  });
});

describe('test apps', () => {
  it('get their own data folder with a file store and temp folder, removed on close', async () => {
    const t = await createTestApp();
    expect(t.ctx.blobs.kind).toBe('fs');
    expect(t.ctx.tempDir).toBe(join(t.dataDir, 'tmp'));
    const source = join(t.ctx.tempDir, 'x');
    await writeFile(source, 'hello');
    const { key } = await t.ctx.blobs.putFile(source, sha256Of(Buffer.from('hello')), 5);
    expect(existsSync(join(t.dataDir, 'blobs', key))).toBe(true);
    await t.close();
    expect(existsSync(t.dataDir)).toBe(false);
  });
});
