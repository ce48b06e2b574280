import type { ConfigEntry } from './config.schemas.js';

/**
 * The answer of POST /config read without zod: the same answer as `configResponseSchema.safeParse`
 * (the entries with only their key and value, or null). The sign-in page reads it on its first
 * screen, which loads no zod (issue 13); config/config-read.test.ts holds the two to agree.
 */
export function readConfigEntries(value: unknown): ConfigEntry[] | null {
  if (!Array.isArray(value)) return null;
  const entries: ConfigEntry[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
    const { key, value: text } = item as Record<string, unknown>;
    if (typeof key !== 'string' || typeof text !== 'string') return null;
    entries.push({ key, value: text });
  }
  return entries;
}
