// Authenticated light call (user info: session + CSRF check, membership look-up, DB reads) against a
// bare Fastify route in the same run. Prints JSON; the ratio is the figure.
// Every server is started first and stays up; loads then alternate (bare, product, bare, product, ..., bare), so
// each product round is compared with the bare rounds just before and after it: on a shared 2-core machine a
// minute in which something else runs weighs on both sides of a ratio, not on one (a single bare run at the
// start, then each product in turn, once gave PostgreSQL 0.27 and 0.59 of bare in two runs of one build).
// BENCH_ROUNDS (default 3) rounds per product; the medians are reported, each round's figures in `perRound`.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root } from '../scripts/lib.mjs';
import { apiSignIn, freePort, startProduct } from '../scripts/product.mjs';
import { median } from './stats.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

function load(url: string, headers: Record<string, string> = {}) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}
type Figures = { requestsPerSecond: number; p50ms: number; p99ms: number; non2xx: number; errors: number };
const summary = (r: autocannon.Result): Figures => ({
  requestsPerSecond: Math.round(r.requests.average),
  p50ms: r.latency.p50,
  p99ms: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});

type Target = { label: string; url: string; headers: Record<string, string>; stop: () => Promise<void> };

async function startTarget(label: string, env: Record<string, string>): Promise<Target> {
  const product = await startProduct({ RATE_LIMIT_FACTOR: '10000', ...env });
  const { cookie, csrf } = await apiSignIn(product.url, 'alice@example.com', 'Demo!Pass1');
  return { label, url: `${product.url}/customer/customer-user/user-info`, headers: { 'Api-Version': '8', cookie, authorization: csrf }, stop: product.stop };
}

const loadAverageAtStart = loadavg().map((n) => Number(n.toFixed(2)));
const port = await freePort();
const bareProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-fastify.ts'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
const bare: Target = { label: 'bare Fastify route', url: `http://127.0.0.1:${port}/hello`, headers: {}, stop: async () => void bareProcess.kill('SIGTERM') };
const products: Target[] = [];
try {
  // The bare route answers before anything is measured (its process starts in well under a second).
  for (let i = 0; !(await fetch(bare.url).then((r) => r.ok, () => false)); i++) {
    if (i === 100) throw new Error('the bare route did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  products.push(await startTarget('user-info on embedded PGlite', {}));
  if (process.env.BENCH_DATABASE_URL) {
    products.push(await startTarget('user-info on PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL, APP_SECRET: 'bench-secret-bench-secret-bench-secret!!', SEED_DEMO: 'true', DEV_TOOLS: 'true' }));
  }
  // Warm-up: one load of each (the JIT, the session cache, the database's pages), not counted.
  for (const target of [bare, ...products]) await load(target.url, target.headers);

  const bareRounds = [summary(await load(bare.url))];
  const productRounds = new Map<string, Array<Figures & { bareRequestsPerSecond: number; ratioToBare: number }>>(products.map((p) => [p.label, []]));
  for (let r = 0; r < ROUNDS; r++) {
    for (const product of products) {
      const figures = summary(await load(product.url, product.headers));
      const before = bareRounds.at(-1)!;
      const after = summary(await load(bare.url));
      bareRounds.push(after);
      const reference = (before.requestsPerSecond + after.requestsPerSecond) / 2;
      productRounds.get(product.label)!.push({ ...figures, bareRequestsPerSecond: Math.round(reference), ratioToBare: Number((figures.requestsPerSecond / reference).toFixed(3)) });
    }
  }
  const mid = <T>(rows: T[], key: keyof T) => median(rows.map((x) => Number(x[key])));
  const result = {
    bench: 'auth-throughput',
    command: `${process.env.BENCH_DATABASE_URL ? `BENCH_DATABASE_URL=${process.env.BENCH_DATABASE_URL} ` : ''}npx tsx bench/auth-throughput.ts`,
    at: new Date().toISOString(),
    loadAverageAtStart,
    loadAverageAtEnd: loadavg().map((n) => Number(n.toFixed(2))),
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    rounds: ROUNDS,
    // Medians over the bare rounds; each one's requests per second in `perRound`.
    reference: { label: bare.label, requestsPerSecond: mid(bareRounds, 'requestsPerSecond'), p50ms: mid(bareRounds, 'p50ms'), p99ms: mid(bareRounds, 'p99ms'), perRound: bareRounds.map((b) => b.requestsPerSecond) },
    // Medians over each product's rounds (the ratio is each round's against the bare rounds on either side of it).
    runs: products.map((p) => {
      const rows = productRounds.get(p.label)!;
      return {
        label: p.label,
        requestsPerSecond: mid(rows, 'requestsPerSecond'),
        p50ms: mid(rows, 'p50ms'),
        p99ms: Math.max(...rows.map((x) => x.p99ms)), // the worst round's
        non2xx: rows.reduce((n, x) => n + x.non2xx, 0),
        errors: rows.reduce((n, x) => n + x.errors, 0),
        ratioToBare: mid(rows, 'ratioToBare'),
        perRound: rows,
      };
    }),
  };
  writeFileSync(join(root, 'bench/results/auth-throughput.json'), JSON.stringify(result, null, 2));
  console.log(JSON.stringify(result, null, 2));
} finally {
  await bare.stop();
  for (const product of products) await product.stop();
}
