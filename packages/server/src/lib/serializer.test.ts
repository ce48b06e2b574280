import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { frozenAnswer, serializerCompiler } from './serializer.js';

const schema = z.object({ name: z.string(), tags: z.array(z.string()), when: z.iso.datetime() });
const compile = () => serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as Parameters<typeof serializerCompiler>[0]) as (data: unknown) => string;

describe('answer serializer', () => {
  it('writes a frozen answer exactly as the zod serializer does, once, and reuses the text', () => {
    const serialize = compile();
    const when = '2026-11-24T00:00:00.000Z';
    const plain = { extra: 'dropped', name: 'a', tags: ['x'], when };
    const frozen = frozenAnswer({ extra: 'dropped', name: 'a', tags: ['x'], when });
    expect(Object.isFrozen(frozen.tags)).toBe(true);
    const text = serialize(frozen);
    expect(text).toBe(serialize(plain));
    expect(text).toBe('{"name":"a","tags":["x"],"when":"2026-11-24T00:00:00.000Z"}');
    expect(serialize(frozen)).toBe(text);
  });

  it('checks every answer that is not frozen, each time', () => {
    const serialize = compile();
    const answer = { name: 'a', tags: [] as string[], when: '1970-01-01T00:00:00.000Z' };
    expect(serialize(answer)).toContain('"tags":[]');
    answer.tags.push('changed');
    expect(serialize(answer)).toContain('"tags":["changed"]');
    expect(() => serialize({ ...answer, name: 42 })).toThrow();
    // A frozen answer that does not match its schema is refused too (and nothing is kept for it).
    const bad = frozenAnswer({ name: 42, tags: [], when: '1970-01-01T00:00:00.000Z' });
    expect(() => serialize(bad)).toThrow();
    expect(() => serialize(bad)).toThrow();
  });
});
