// What the browser downloads to show the login page: the entry with its static imports, plus the
// lazily loaded login page chunk with its static imports and CSS, and the first screen's English texts
// (their own chunks since issue 13), raw, gzip and brotli. `sentBytes` is
// what the server sends a browser accepting br: the build's precompressed .br file where there is one
// (packages/web/vite.config.ts), else the file itself. Prints JSON.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from '../scripts/lib.mjs';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = join(root, 'packages/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) throw new Error('no Vite manifest: run `npm run build` first');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/** A chunk and everything it imports statically, as files. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}
const files = (keys: Set<string>) => new Set([...keys].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]));
const measure = (set: Set<string>) =>
  [...set].map((file) => {
    const content = readFileSync(join(dist, file));
    const brotliBytes = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const precompressed = join(dist, `${file}.br`);
    const sentBytes = existsSync(precompressed) ? readFileSync(precompressed).length : content.length;
    return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length, brotliBytes, sentBytes };
  });
const total = (list: Array<{ bytes: number; gzipBytes: number; brotliBytes: number; sentBytes: number }>) => ({
  files: list.length,
  bytes: list.reduce((s, f) => s + f.bytes, 0),
  gzipBytes: list.reduce((s, f) => s + f.gzipBytes, 0),
  brotliBytes: list.reduce((s, f) => s + f.brotliBytes, 0),
  sentBytes: list.reduce((s, f) => s + f.sentBytes, 0),
});

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const loginKey = Object.keys(manifest).find((k) => k.endsWith('features/auth/components/LoginPage.tsx'))!;
// The first screen's texts in English, which main.tsx loads before the first render (lib/i18n/i18n.ts).
const firstScreenTexts = ['common', 'auth', 'validation', 'dialogs'].map((ns) => Object.keys(manifest).find((k) => k.endsWith(`locales/en/${ns}.json`))!);
const entryFiles = files(closure([entryKey]));
const loginFiles = files(closure([entryKey, loginKey, ...firstScreenTexts]));
const out = {
  bench: 'bundle-size',
  at: new Date().toISOString(),
  entry: total(measure(entryFiles)),
  loginRoute: total(measure(loginFiles)),
  largest: measure(loginFiles).sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5),
};
writeFileSync(join(root, 'bench/results/bundle-size.json'), JSON.stringify(out, null, 2));
console.log(JSON.stringify(out, null, 2));
