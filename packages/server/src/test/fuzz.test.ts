import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from './harness.js';
import { fuzzRequest, operationsOf, random, type Operation } from './fuzz.js';

// Every route of the OpenAPI document gets malformed bodies, queries, headers, multipart and deep
// nesting, as Alice and anonymously. No answer may be a 5xx, and nothing may be left in the temp folder.
const PER_ROUTE = 8;

let t: TestApp;
let alice: Client;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  alice = new Client(t);
  await alice.signIn(DEMO.alice, DEMO.password);
  operations = operationsOf((await t.app.inject({ method: 'GET', url: '/customer/docs/json' })).json());
});
afterAll(() => t.close());

describe('fuzzing every route', () => {
  it('answers no 5xx to malformed requests, and leaves no temp file', async () => {
    expect(operations.length).toBeGreaterThan(60);
    const rng = random(15);
    const byStatus: Record<number, number> = {};
    const failures: string[] = [];
    for (const op of operations) {
      // Signing out would leave the rest of the run anonymous.
      const anonymousOnly = op.path === '/login/logout';
      for (let i = 0; i < PER_ROUTE; i++) {
        const req = fuzzRequest(op, rng);
        const signedIn = !req.anonymous && !anonymousOnly;
        const headers = { ...req.headers, ...(signedIn ? { cookie: `vault_sid=${alice.cookie}`, ...('authorization' in req.headers ? {} : { authorization: alice.csrf! }) } : {}) };
        const res = await t.app.inject({ method: req.method as 'GET', url: req.url, headers, ...(req.payload === undefined ? {} : { payload: req.payload }) });
        byStatus[res.statusCode] = (byStatus[res.statusCode] ?? 0) + 1;
        // Switching profile or changing the password ends the session: sign in again to keep fuzzing as Alice.
        if (signedIn && res.statusCode === 401) await alice.signIn(DEMO.alice, DEMO.password);
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${req.method} ${req.url.slice(0, 120)} ${String(req.payload ?? '').slice(0, 80)} → ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(Object.keys(byStatus).length).toBeGreaterThan(3);
    expect(await readdir(t.ctx.tempDir).catch(() => [])).toEqual([]);
  }, 120_000);
});
