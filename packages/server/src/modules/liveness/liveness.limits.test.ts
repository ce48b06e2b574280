import { ERRORS } from '@vault/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { check, livenessFootprint, selfie } from './liveness.test-support.js';

describe('liveness check rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The limits as configured (the harness raises them a thousandfold for the other tests).
    t = await createTestApp({ RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(() => t?.close());

  it('answers 429 after 10 checks a minute, before reading the selfie', async () => {
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    const image = await selfie(0);
    // Alice has no confirmed passport here: each call is refused cheaply, and still counts.
    for (let i = 0; i < 10; i++) expect((await check(alice, { image })).body.errorCode).toBe(ERRORS.LIVENESS_NO_ID_DOCUMENT.code);
    const limited = await check(alice, { image });
    expect([limited.status, limited.body.errorCode]).toEqual([429, ERRORS.TOO_MANY_REQUESTS.code]);
    expect(await livenessFootprint(t)).toEqual({ checks: 0, events: 0 });
  });
});
