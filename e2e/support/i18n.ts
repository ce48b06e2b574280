import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/lib.mjs';

type Tree = { [key: string]: string | Tree };

/** A string from the web app's own locale files, so journeys assert what users really read. */
export function text(language: 'en' | 'zh' | 'tw', namespace: string, key: string, vars: Record<string, string> = {}): string {
  const tree = JSON.parse(readFileSync(join(root, 'packages/web/src/locales', language, `${namespace}.json`), 'utf8')) as Tree;
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`missing ${language}/${namespace}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => vars[name] ?? '');
}
