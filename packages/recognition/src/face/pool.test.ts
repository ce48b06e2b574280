import { afterEach, describe, expect, it } from 'vitest';
import { createFaceChecker, FaceCheckerBusyError, FaceCheckFailedError, type FaceChecker } from './pool.js';

const workerUrl = new URL('./pool.fixture.mjs', import.meta.url);
const bytes = (order: number, length = 1) => Uint8Array.from({ length }, (_, i) => (i === 0 ? order : 0));
let checker: FaceChecker | null = null;
afterEach(async () => {
  await checker?.close();
  checker = null;
});

describe('the face checker', () => {
  it('answers checks in order from its worker process', async () => {
    checker = createFaceChecker({ workerUrl });
    const answers = await Promise.all([10, 20, 30].map((n) => checker!.check(bytes(0), bytes(0, n))));
    expect(answers.map((a) => a.similarity)).toEqual([0.1, 0.2, 0.3]);
    if (process.platform === 'linux') expect(checker.peakMemory()).toBeGreaterThan(10 * 1024 * 1024);
  });

  it('fails only the check whose worker crashed or hung, then keeps serving', async () => {
    checker = createFaceChecker({ workerUrl, timeoutMs: 200 });
    await expect(checker.check(bytes(1), bytes(0))).rejects.toBeInstanceOf(FaceCheckFailedError);
    await expect(checker.check(bytes(2), bytes(0))).rejects.toThrow(/longer than 200 ms/);
    await expect(checker.check(bytes(0), bytes(0, 50))).resolves.toMatchObject({ similarity: 0.5 });
  });

  it('passes the worker’s error on by name', async () => {
    checker = createFaceChecker({ workerUrl });
    await expect(checker.check(bytes(3), bytes(0))).rejects.toMatchObject({ name: 'UnsupportedFaceInputError' });
  });

  it('refuses a check beyond its queue instead of piling up', async () => {
    checker = createFaceChecker({ workerUrl, maxQueue: 1 });
    const first = checker.check(bytes(4), bytes(0));
    const second = checker.check(bytes(4), bytes(0));
    await expect(checker.check(bytes(4), bytes(0))).rejects.toBeInstanceOf(FaceCheckerBusyError);
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
  });

  it('gives up with the reason when workers cannot start', async () => {
    checker = createFaceChecker({ workerUrl: new URL('./pool.fixture-broken.mjs', import.meta.url) });
    await expect(checker.check(bytes(0), bytes(0))).rejects.toThrow(/cannot start/);
    await expect(checker.check(bytes(0), bytes(0))).rejects.toThrow(/cannot start/);
  });
});
