import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Features never import one another (STYLE.md): a page that spans features is composed in src/app.
 * ESLint's no-restricted-imports cannot tell "my feature" from "another feature" in relative paths,
 * so this resolves every relative import of every feature file and checks where it lands.
 */
const featuresDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const featureOf = (path: string): string | null => {
  const rel = relative(featuresDir, path);
  return rel.startsWith('..') ? null : (rel.split(sep)[0] ?? null);
};

/** `from '...'` and `import('...')` specifiers that are relative paths. */
const relativeImports = (source: string): string[] =>
  [...source.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);

describe('feature boundaries', () => {
  it('finds the features it checks', () => {
    expect(sourceFiles(featuresDir).length).toBeGreaterThan(50);
  });

  it('has no import from one feature into another', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(featuresDir)) {
      const own = featureOf(file);
      for (const spec of relativeImports(readFileSync(file, 'utf8'))) {
        const target = featureOf(resolve(dirname(file), spec));
        if (target !== null && target !== own) crossings.push(`${relative(featuresDir, file)} imports ${spec}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
