// Size of what the browser loads for the login route (the entry HTML's scripts, preloads and styles),
// raw and gzip. Prints JSON.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/lib.mjs';

const dist = join(root, 'packages/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
const files = assets.map((a) => {
  const content = readFileSync(join(dist, a));
  return { file: a, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
});
const out = {
  bench: 'bundle-size',
  at: new Date().toISOString(),
  route: '/login (initial load)',
  files,
  totalBytes: files.reduce((s, f) => s + f.bytes, 0),
  totalGzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0),
};
writeFileSync(join(root, 'bench/results/bundle-size.json'), JSON.stringify(out, null, 2));
console.log(JSON.stringify(out, null, 2));
