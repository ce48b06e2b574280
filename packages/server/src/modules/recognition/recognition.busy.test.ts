import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { createRecognitionEngine } from './recognition.engine.js';
import { recognitionScans } from './recognition.table.js';
import { notADocument, recognize, scanFile } from './recognition.test-support.js';

let t: TestApp;
let alice: Client;
beforeAll(async () => {
  t = await createTestApp();
  // A worker that never answers and room for one waiting document: the third finds the pool full.
  t.ctx.recognition = createRecognitionEngine({ workers: 1, maxQueue: 1, workerUrl: new URL('./recognition.hang.fixture.mjs', import.meta.url) });
  alice = new Client(t);
  await alice.signIn(DEMO.alice, DEMO.password);
});
afterAll(() => t.close());

describe('a full recognition queue', () => {
  it('answers 503 with its own code and Retry-After instead of piling up, stores nothing, and the held document fails on close', async () => {
    const held = [1, 2].map(() => t.ctx.recognition.recognize(new Uint8Array([1, 2, 3]), 'PP').catch((e: unknown) => e));
    const res = await recognize(alice, 'PP', scanFile(await notADocument(), 'photo.jpg'));
    expect([res.status, res.body.errorCode]).toEqual([503, '30000201']);
    expect(res.res.headers['retry-after']).toBe('30');
    expect((await t.ctx.db.select({ n: count() }).from(recognitionScans))[0]!.n).toBe(0);
    await t.ctx.recognition.close();
    for (const e of await Promise.all(held)) expect(e).toMatchObject({ key: 'RECOGNITION_FAILED' });
  });
});
