// Authenticated light call (user info: session + CSRF check, membership look-up, DB reads) against a
// bare Fastify route in the same run. Prints JSON; the ratio is the figure.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root } from '../scripts/lib.mjs';
import { apiSignIn, freePort, startProduct } from '../scripts/product.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function load(url: string, headers: Record<string, string> = {}) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}
const summary = (r: autocannon.Result) => ({
  requestsPerSecond: Math.round(r.requests.average),
  p50ms: r.latency.p50,
  p99ms: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});

async function measureProduct(label: string, env: Record<string, string>) {
  const product = await startProduct({ RATE_LIMIT_FACTOR: '10000', ...env });
  try {
    const { cookie, csrf } = await apiSignIn(product.url, 'alice@example.com', 'Demo!Pass1');
    await load(`${product.url}/customer/customer-user/user-info`, { 'Api-Version': '8', cookie, authorization: csrf }); // warm-up
    return { label, ...summary(await load(`${product.url}/customer/customer-user/user-info`, { 'Api-Version': '8', cookie, authorization: csrf })) };
  } finally {
    await product.stop();
  }
}

const loadAverageAtStart = loadavg().map((n) => Number(n.toFixed(2)));
const port = await freePort();
const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-fastify.ts'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 1500));
await load(`http://127.0.0.1:${port}/hello`);
const reference = { label: 'bare Fastify route', ...summary(await load(`http://127.0.0.1:${port}/hello`)) };
bare.kill('SIGTERM');

const runs = [await measureProduct('user-info on embedded PGlite', {})];
if (process.env.BENCH_DATABASE_URL) {
  runs.push(await measureProduct('user-info on PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL, APP_SECRET: 'bench-secret-bench-secret-bench-secret!!', SEED_DEMO: 'true', DEV_TOOLS: 'true' }));
}
const result = {
  bench: 'auth-throughput',
  command: `${process.env.BENCH_DATABASE_URL ? `BENCH_DATABASE_URL=${process.env.BENCH_DATABASE_URL} ` : ''}npx tsx bench/auth-throughput.ts`,
  at: new Date().toISOString(),
  loadAverageAtStart,
  loadAverageAtEnd: loadavg().map((n) => Number(n.toFixed(2))),
  durationSeconds: DURATION,
  connections: CONNECTIONS,
  reference,
  runs: runs.map((r) => ({ ...r, ratioToBare: Number((r.requestsPerSecond / reference.requestsPerSecond).toFixed(3)) })),
};
writeFileSync(join(root, 'bench/results/auth-throughput.json'), JSON.stringify(result, null, 2));
console.log(JSON.stringify(result, null, 2));
