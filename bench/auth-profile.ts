// CPU profile of the built server answering the authenticated light call (GET /customer-user/user-info) under load.
// Starts packages/server/dist/main.js with --cpu-prof, loads it with autocannon, stops it (the profile is written on
// exit) and prints the functions and packages with the most self time, as JSON. The raw profile stays in a temp folder.
//   npx tsx bench/auth-profile.ts                          (embedded PGlite)
//   BENCH_DATABASE_URL=postgres://... npx tsx bench/auth-profile.ts
//   PROFILE_PATH=/doc-mgr/docs PROFILE_BODY='{}' npx tsx bench/auth-profile.ts   (another call, POSTed when it has a body)
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { apiSignIn, startProduct } from '../scripts/product.mjs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
}

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const profileDir = mkdtempSync(join(tmpdir(), 'vault-prof-'));
const dbEnv: Record<string, string> = process.env.BENCH_DATABASE_URL
  ? { DATABASE_URL: process.env.BENCH_DATABASE_URL, APP_SECRET: 'bench-secret-bench-secret-bench-secret!!', SEED_DEMO: 'true', DEV_TOOLS: 'true' }
  : {};
const product = await startProduct({ RATE_LIMIT_FACTOR: '10000', ...dbEnv }, { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] });
let result: autocannon.Result;
try {
  const { cookie, csrf } = await apiSignIn(product.url, 'alice@example.com', 'Demo!Pass1');
  const body = process.env.PROFILE_BODY;
  const headers: Record<string, string> = { 'Api-Version': '8', cookie, authorization: csrf, ...(body ? { 'content-type': 'application/json' } : {}) };
  const path = process.env.PROFILE_PATH ?? '/customer-user/user-info';
  const load = (duration: number) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      autocannon({ url: `${product.url}/customer${path}`, method: body ? 'POST' : 'GET', body, connections: 10, duration, headers }, (err, r) => (err ? reject(err) : resolve(r)));
    });
  await load(3); // warm-up: JIT, caches, prepared statements
  result = await load(DURATION);
} finally {
  await product.stop();
}

// The main thread's profile is the largest file (worker threads write their own, nearly idle).
const files = readdirSync(profileDir).map((f) => join(profileDir, f));
const main = files.map((f) => ({ f, size: readFileSync(f).length })).sort((a, b) => b.size - a.size)[0]!.f;
const profile = JSON.parse(readFileSync(main, 'utf8')) as Profile;
// Only the samples of the measured run count (start-up and shutdown are left out): the run ended just before the
// server was told to stop, so the window is the DURATION seconds before that.
const sampleTimes: number[] = [];
for (let i = 0, t = profile.endTime - profile.timeDeltas.reduce((a, b) => a + b, 0); i < profile.samples.length; i += 1) sampleTimes.push((t += profile.timeDeltas[i]!));
const stopAt = sampleTimes.at(-1)! - 300_000;
const hits = new Map<number, number>();
profile.samples.forEach((id, i) => {
  if (sampleTimes[i]! >= stopAt - DURATION * 1_000_000 && sampleTimes[i]! < stopAt) hits.set(id, (hits.get(id) ?? 0) + 1);
});
for (const n of profile.nodes) n.hitCount = hits.get(n.id) ?? 0;
const total = profile.nodes.reduce((sum, n) => sum + n.hitCount, 0);
const packageOf = (url: string) => {
  if (!url) return '(native)';
  const at = url.lastIndexOf('node_modules/');
  if (at >= 0) return url.slice(at + 13).split('/').slice(0, url.slice(at + 13).startsWith('@') ? 2 : 1).join('/');
  if (url.includes('dist/main.js')) return '(our bundle)';
  if (url.startsWith('wasm://')) return '(wasm: PGlite)';
  return url.startsWith('node:') ? url : url;
};
const tally = (key: (n: ProfileNode) => string) => {
  const sums = new Map<string, number>();
  for (const n of profile.nodes) sums.set(key(n), (sums.get(key(n)) ?? 0) + n.hitCount);
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([name, hits]) => ({ name, share: Number((hits / total).toFixed(3)) }));
};
console.log(
  JSON.stringify(
    {
      bench: 'auth-profile',
      requestsPerSecond: Math.round(result.requests.average),
      p99ms: result.latency.p99,
      profile: main,
      byPackage: tally((n) => packageOf(n.callFrame.url)),
      byFunction: tally((n) => `${n.callFrame.functionName || '(anonymous)'} ${packageOf(n.callFrame.url)}:${n.callFrame.lineNumber}`),
    },
    null,
    2,
  ),
);
