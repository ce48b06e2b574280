// Password step of sign-in per second (argon2id-bound: m=19 MiB, t=2), next to a raw argon2 verify
// loop in the same run. Prints JSON.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { root } from '../scripts/lib.mjs';
import { encryptPassword, startProduct } from '../scripts/product.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const product = await startProduct({ RATE_LIMIT_FACTOR: '10000' });
try {
  const body = JSON.stringify({ email: 'alice@example.com', ...(await encryptPassword(product.url, 'Demo!Pass1')) });
  const result = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      { url: `${product.url}/customer/login/login`, method: 'POST', connections: 4, duration: DURATION, headers: { 'Api-Version': '8', 'Content-Type': 'application/json' }, body },
      (err, r) => (err ? reject(err) : resolve(r)),
    ),
  );
  const stored = await hash('Demo!Pass1', { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  let verified = 0;
  const until = Date.now() + 5_000;
  while (Date.now() < until) {
    await Promise.all([verify(stored, 'Demo!Pass1'), verify(stored, 'Demo!Pass1')]);
    verified += 2;
  }
  const out = {
    bench: 'sign-in-rate',
    at: new Date().toISOString(),
    passwordStepPerSecond: Math.round(result.requests.average),
    p99ms: result.latency.p99,
    non2xx: result.non2xx,
    rawArgon2VerifyPerSecond: Math.round(verified / 5),
    note: 'each password step verifies argon2id, writes a login flow and an outbox e-mail',
  };
  writeFileSync(join(root, 'bench/results/sign-in-rate.json'), JSON.stringify(out, null, 2));
  console.log(JSON.stringify(out, null, 2));
} finally {
  await product.stop();
}
