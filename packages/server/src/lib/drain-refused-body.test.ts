import type { AddressInfo } from 'node:net';
import { API_VERSION, SESSION_COOKIE } from '@vault/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../test/harness.js';

let t: TestApp;
let alice: Client;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = new Client(t);
  await alice.signIn(DEMO.alice, DEMO.password);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('a refusal sent while the body is still arriving', () => {
  it('reaches clients still streaming an over-limit upload: 413 and its code, not a reset connection', async () => {
    // undici streams a Blob body in pieces; without the drain 4 of 40 such uploads (8 at a time) saw ECONNRESET.
    const data = new Blob([Buffer.alloc(32 * 1024 * 1024, 7)]);
    const headers = { 'api-version': API_VERSION, cookie: `lang=en; ${SESSION_COOKIE}=${alice.cookie}`, authorization: alice.csrf! };
    const one = async () => {
      const body = new FormData();
      body.set('docType', 'UB');
      body.set('files', data, 'big.pdf');
      try {
        const res = await fetch(`${url}/customer/doc-mgr/custom-upload-with-properties`, { method: 'POST', headers, body });
        return `${res.status} ${((await res.json()) as { errorCode: string }).errorCode}`;
      } catch (error) {
        return `failed: ${String((error as Error).cause ?? error)}`;
      }
    };
    const outcomes: string[] = [];
    for (let round = 0; round < 3; round++) outcomes.push(...(await Promise.all(Array.from({ length: 8 }, one))));
    expect(outcomes).toEqual(Array(24).fill('413 30000003'));
  });
});
