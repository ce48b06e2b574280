// Password step of sign-in per second (argon2id-bound: m=19 MiB, t=2), next to a raw argon2 verify
// loop in the same run, and the answer time for an unknown e-mail next to a wrong password for a known
// one (both must run argon2, so neither tells an attacker whether the address has an account). Prints JSON.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { root } from '../scripts/lib.mjs';
import { encryptPassword, startProduct } from '../scripts/product.mjs';
import { median } from './stats.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const product = await startProduct({ RATE_LIMIT_FACTOR: '10000', LOGIN_THROTTLE_FACTOR: '1000' });
try {
  const body = JSON.stringify({ email: 'alice@example.com', ...(await encryptPassword(product.url, 'Demo!Pass1')) });
  const result = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      { url: `${product.url}/customer/login/login`, method: 'POST', connections: 4, duration: DURATION, headers: { 'Api-Version': '8', 'Content-Type': 'application/json' }, body },
      (err, r) => (err ? reject(err) : resolve(r)),
    ),
  );
  // Sequential, alternating pairs so load drifts hit both sides alike; medians of each side.
  const PAIRS = Number(process.env.BENCH_TIMING_PAIRS ?? 40);
  // Encrypted once, outside the timings (as the autocannon body above is): only the password step is timed.
  const wrongPassword = await encryptPassword(product.url, 'Wrong!Pass1');
  const timed = async (email: string) => {
    const start = performance.now();
    const res = await fetch(`${product.url}/customer/login/login`, {
      method: 'POST',
      headers: { 'Api-Version': '8', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, ...wrongPassword }),
    });
    const answer = (await res.json()) as { errorCode?: string };
    return { ms: performance.now() - start, code: answer.errorCode };
  };
  const unknown: number[] = [];
  const wrong: number[] = [];
  const codes = new Set<string | undefined>();
  for (let i = 0; i < PAIRS; i++) {
    const a = await timed(`nobody${i}@example.com`);
    const b = await timed('carol@example.com');
    unknown.push(a.ms);
    wrong.push(b.ms);
    codes.add(a.code).add(b.code);
  }
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
    enumeration: {
      pairs: PAIRS,
      unknownEmailMedianMs: Math.round(median(unknown) * 10) / 10,
      wrongPasswordMedianMs: Math.round(median(wrong) * 10) / 10,
      ratio: Math.round((median(unknown) / median(wrong)) * 100) / 100,
      answerCodes: [...codes],
    },
    note: 'each password step verifies argon2id, writes a login flow and an outbox e-mail',
  };
  writeFileSync(join(root, 'bench/results/sign-in-rate.json'), JSON.stringify(out, null, 2));
  console.log(JSON.stringify(out, null, 2));
} finally {
  await product.stop();
}
