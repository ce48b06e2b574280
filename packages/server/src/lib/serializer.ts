import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

/**
 * Answers are checked against their zod schema and stringified (fastify-type-provider-zod), except that a
 * deep-frozen answer (`frozenAnswer`) is checked and stringified once per route and its text reused: it cannot
 * have changed since. The authenticated light call answers the same frozen envelope until something it shows
 * changes (users.routes.ts), which takes the zod walk and JSON.stringify off the hot path (docs/performance.md).
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const serialize = zodSerializerCompiler(route);
  const texts = new WeakMap<object, string>();
  return (data: unknown) => {
    if (data === null || typeof data !== 'object' || !Object.isFrozen(data)) return serialize(data);
    let text = texts.get(data);
    if (text === undefined) {
      text = serialize(data);
      texts.set(data, text);
    }
    return text;
  };
};

/** Freezes `value` and everything in it, so the serializer may reuse its text (see above). */
export function frozenAnswer<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) frozenAnswer(child);
  }
  return value;
}
