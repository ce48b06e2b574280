// The session's two limits (README: SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS): a session in steady use still
// ends at the absolute lifetime; one left alone ends after the idle time. Only Date is faked, so the database and
// the server's own timers run as usual.
import { ERRORS } from '@vault/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_ABSOLUTE_HOURS: '2', SESSION_IDLE_MINUTES: '15' });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const userInfo = (c: Client) => c.call('GET', '/customer-user/user-info');

describe('session lifetime', () => {
  it('ends a session in steady use at the absolute lifetime, not before', async () => {
    const c = new Client(t);
    await c.signIn(DEMO.alice, DEMO.password);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const answers: { minute: number; status: number }[] = [];
    // A request every 10 minutes (inside the 15-minute idle limit) for 2 h 30 min.
    for (let minute = 0; minute <= 150; minute += 10) {
      vi.setSystemTime(start + minute * 60_000);
      answers.push({ minute, status: (await userInfo(c)).status });
    }
    const lastOk = answers.filter((a) => a.status === 200).at(-1)!.minute;
    const firstRefused = answers.find((a) => a.status !== 200)!;
    expect(lastOk).toBe(110);
    expect(firstRefused).toEqual({ minute: 120, status: 401 });
    expect(answers.filter((a) => a.minute >= 120).every((a) => a.status === 401)).toBe(true);
    expect((await userInfo(c)).body.errorCode).toBe(ERRORS.UNAUTHENTICATED.code);
  });

  it('ends a session left alone after the idle time', async () => {
    const c = new Client(t);
    await c.signIn(DEMO.carol, DEMO.password);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    vi.setSystemTime(start + 14 * 60_000);
    expect((await userInfo(c)).status).toBe(200); // 14 minutes idle: still open, and the clock restarts
    vi.setSystemTime(start + 28 * 60_000);
    expect((await userInfo(c)).status).toBe(200);
    vi.setSystemTime(start + 44 * 60_000);
    expect((await userInfo(c)).status).toBe(401); // 16 minutes idle
  });
});
