import { LANGUAGES } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources } from './resources';

/** Every JSON file on disk, so a namespace file added in one language only is caught too. */
const files = import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true });

type Tree = { [key: string]: string | Tree };

/** Dotted key → text, for every leaf; non-string leaves are reported as problems. */
function flatten(tree: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (tree !== null && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree as Tree)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, tree);
  }
  return out;
}

/** Interpolation variables and Trans tags a text uses; translations must use the same ones. */
function placeholders(text: string): string[] {
  const variables = [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => `{{${m[1]}}}`);
  const tags = [...text.matchAll(/<\/?(\w+)>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...variables, ...tags])].sort();
}

describe('locales', () => {
  it('has one file per namespace in every language, and nothing else', () => {
    const expected = LANGUAGES.flatMap((lang) => NAMESPACES.map((ns) => `./${lang}/${ns}.json`)).sort();
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  for (const ns of NAMESPACES) {
    const english = flatten(resources.en[ns]);
    for (const lang of LANGUAGES) {
      it(`${lang}/${ns}: same keys as English, every text non-empty, same placeholders`, () => {
        const translated = flatten(files[`./${lang}/${ns}.json`]?.default);
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, value] of translated) {
          expect(typeof value === 'string' && value.trim() !== '', `${lang}/${ns}:${key} is empty`).toBe(true);
          expect(placeholders(String(value)), `${lang}/${ns}:${key} placeholders`).toEqual(placeholders(String(english.get(key))));
        }
      });
    }
  }
});
