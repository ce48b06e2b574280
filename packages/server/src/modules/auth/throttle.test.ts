import { describe, expect, it } from 'vitest';
import { LoginThrottle, THROTTLE_RULES } from './throttle.js';

describe('sign-in throttle', () => {
  it('pauses a pair after its free tries, doubling each time up to the cap; other addresses stay free', () => {
    let now = 0;
    const throttle = new LoginThrottle(() => now);
    const { free, baseMs, maxMs } = THROTTLE_RULES.pair;
    for (let i = 0; i < free; i++) throttle.recordFailure('a@x.com', '1.1.1.1');
    expect(throttle.waitMs('a@x.com', '1.1.1.1')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      throttle.recordFailure('a@x.com', '1.1.1.1');
      waits.push(throttle.waitMs('a@x.com', '1.1.1.1'));
      now += waits.at(-1)!;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 30].map((m) => Math.min(m * baseMs, maxMs)));
    expect(throttle.waitMs('a@x.com', '2.2.2.2')).toBe(0);
    throttle.recordSuccess('a@x.com', '1.1.1.1');
    expect(throttle.waitMs('a@x.com', '1.1.1.1')).toBe(0);
  });

  it('pauses an address that guesses across many e-mails, and forgets it an hour after its pause ends', () => {
    let now = 0;
    const throttle = new LoginThrottle(() => now);
    for (let i = 0; i <= THROTTLE_RULES.address.free; i++) throttle.recordFailure(`u${i}@x.com`, '3.3.3.3');
    expect(throttle.waitMs('fresh@x.com', '3.3.3.3')).toBe(THROTTLE_RULES.address.baseMs);
    expect(throttle.waitMs('fresh@x.com', '4.4.4.4')).toBe(0);
    now += THROTTLE_RULES.address.baseMs + 61 * 60_000;
    throttle.recordFailure('fresh@x.com', '3.3.3.3');
    expect(throttle.waitMs('other@x.com', '3.3.3.3')).toBe(0);
  });

  it('keeps a bounded number of keys under a flood of addresses', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 120_000; i++) throttle.recordFailure('a@x.com', `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    expect(throttle.size).toBeLessThanOrEqual(100_000);
  });
});
