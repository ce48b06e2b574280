// The cache's rules on their own, driven by a hand-held notice channel (the real channel is tested with two
// instances on PostgreSQL in modules/auth/session-cache.test.ts).
import { describe, expect, it } from 'vitest';
import type { Invalidations } from '../db/invalidations.js';
import { createTaggedCache } from './tagged-cache.js';

function channel() {
  const handlers: ((notice: string) => void)[] = [];
  const state = { live: true, epoch: 0 };
  const invalidations: Invalidations = {
    subscribe: (handler) => void handlers.push(handler),
    get epoch() {
      return state.epoch;
    },
    isLive: () => state.live,
    close: async () => {},
  };
  const notice = (n: string) => {
    state.epoch += 1;
    for (const h of handlers) h(n);
  };
  return { invalidations, state, notice };
}

const counting = (value: string) => {
  const read = { count: 0, value };
  return { read, fn: async () => ((read.count += 1), read.value) };
};

describe('tagged cache', () => {
  it('reads once, then answers from memory until a notice names one of the tags', async () => {
    const { invalidations, notice } = channel();
    const cache = createTaggedCache<string>(invalidations, { max: 10, maxAgeMs: 60_000 });
    const { read, fn } = counting('v1');
    const tags = () => ['session:s1', 'account:a1'];
    expect(await cache.get('k', fn, tags)).toBe('v1');
    expect(await cache.get('k', fn, tags)).toBe('v1');
    expect(read.count).toBe(1);
    notice('account:other');
    await cache.get('k', fn, tags);
    expect(read.count).toBe(1);
    read.value = 'v2';
    notice('account:a1');
    expect(await cache.get('k', fn, tags)).toBe('v2');
    expect(read.count).toBe(2);
  });

  it('does not keep a value read while a notice arrived (it may predate the change)', async () => {
    const { invalidations, notice } = channel();
    const cache = createTaggedCache<string>(invalidations, { max: 10, maxAgeMs: 60_000 });
    let reads = 0;
    const racing = async () => {
      reads += 1;
      notice('session:s1');
      return 'old';
    };
    await cache.get('k', racing, () => ['session:s1']);
    await cache.get('k', racing, () => ['session:s1']);
    expect(reads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('reads the database on every call while notices cannot be trusted, and drops everything on "*"', async () => {
    const { invalidations, state, notice } = channel();
    const cache = createTaggedCache<string>(invalidations, { max: 10, maxAgeMs: 60_000 });
    const { read, fn } = counting('v');
    await cache.get('k', fn, () => ['t']);
    state.live = false;
    await cache.get('k', fn, () => ['t']);
    await cache.get('k', fn, () => ['t']);
    expect(read.count).toBe(3);
    state.live = true;
    await cache.get('k', fn, () => ['t']);
    expect(cache.size).toBe(1);
    notice('*');
    expect(cache.size).toBe(0);
  });

  it('holds at most `max` values (oldest out) and none longer than `maxAgeMs`', async () => {
    const { invalidations } = channel();
    const small = createTaggedCache<string>(invalidations, { max: 2, maxAgeMs: 60_000 });
    for (const key of ['a', 'b', 'c']) await small.get(key, async () => key, () => [`tag:${key}`]);
    expect(small.size).toBe(2);
    const { read, fn } = counting('a');
    await small.get('a', fn, () => ['tag:a']);
    expect(read.count).toBe(1);
    const aged = createTaggedCache<string>(invalidations, { max: 2, maxAgeMs: 0 });
    const again = counting('x');
    await aged.get('x', again.fn, () => []);
    await aged.get('x', again.fn, () => []);
    expect(again.read.count).toBe(2);
  });
});
