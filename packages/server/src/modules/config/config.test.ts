import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../../test/harness.js';
import { setConfigValues } from './config.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('legal pages', () => {
  it('links the sign-up terms to the product\'s own pages, which serve text in the caller\'s language', async () => {
    const c = new Client(t);
    expect((await c.call('POST', '/register/get-admin-config', {})).body.data).toMatchObject({ termsUrl: '/legal/terms', privacyUrl: '/legal/privacy' });
    const en = await c.call<{ text: string }>('GET', '/config/legal/terms');
    expect(en.body.data!.text).toMatch(/^# Your account\n/);
    c.language = 'tw';
    expect((await c.call<{ text: string }>('GET', '/config/legal/privacy')).body.data!.text).toMatch(/^# 我們保存哪些資訊\n/);
    expect((await c.call('GET', '/config/legal/cookies')).status).toBe(400);
    // Long texts stay out of the settings every page loads.
    const all = await c.call<{ key: string }[]>('POST', '/config', { all: true });
    expect(all.body.data!.some((e) => e.key.startsWith('legal.'))).toBe(false);
  });

  it('follows what the operator configured: their own text, or their own address', async () => {
    await setConfigValues(t.ctx.db, [{ key: 'legal.terms.en', value: '# Ours\nOperator terms.' }, { key: 'privacyUrl', value: 'https://example.com/privacy' }]);
    const c = new Client(t);
    expect((await c.call<{ text: string }>('GET', '/config/legal/terms')).body.data!.text).toBe('# Ours\nOperator terms.');
    expect((await c.call('POST', '/register/get-admin-config', {})).body.data).toMatchObject({ termsUrl: '/legal/terms', privacyUrl: 'https://example.com/privacy' });
  });
});
