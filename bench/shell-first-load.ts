// The shell's first-load calls (user info, related profiles, score, unread messages) with 1,000
// profiles and 100,000 actions in the database, each under load: throughput and p99. Runs on the
// embedded PGlite (data loaded between two starts) and, with BENCH_DATABASE_URL, on PostgreSQL.
// Prints JSON. The data is loaded with plain SQL, not through the server's code.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root } from '../scripts/lib.mjs';
import { apiSignIn } from '../scripts/product.mjs';
import { measureOnBothDatabases } from './loaded-product.js';

const PROFILES = 1_000;
const ACTIONS = 100_000;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

/** 1,000 corporates (25 represented by Carol), 100,000 actions: 2,000 in Carol's own inbox. */
const LOAD_SQL = [
  `INSERT INTO profiles (type, legal_name, trading_name, registration_number, jurisdiction)
     SELECT 'CORPORATE', 'Bench Company ' || g, 'Bench Co ' || g, 'BC' || g, 'GB' FROM generate_series(1, ${PROFILES}) g`,
  `INSERT INTO memberships (account_id, profile_id, role)
     SELECT (SELECT id FROM accounts WHERE email = 'carol@example.com'), id, 'AUTHORISED_REPRESENTATIVE'
     FROM profiles WHERE legal_name LIKE 'Bench Company %' ORDER BY legal_name LIMIT 25`,
  `WITH ids AS (SELECT array_agg(id) AS a FROM profiles WHERE legal_name LIKE 'Bench Company %')
   INSERT INTO actions (profile_id, type, is_message, title, body, request_date, handled_at)
     SELECT ids.a[1 + (g % ${PROFILES})], g % 15, g % 2 = 0, 'Bench action ' || g, 'Generated for the benchmark',
            now() - (g || ' minutes')::interval, CASE WHEN g % 3 = 0 THEN now() ELSE NULL END
     FROM generate_series(1, ${ACTIONS - 2000}) g, ids`,
  `INSERT INTO actions (profile_id, type, is_message, title, body, request_date, handled_at)
     SELECT (SELECT default_profile_id FROM accounts WHERE email = 'carol@example.com'), 8, g % 4 <> 0, 'Inbox item ' || g, 'Generated',
            now() - (g || ' minutes')::interval, CASE WHEN g % 2 = 0 THEN now() ELSE NULL END
     FROM generate_series(1, 2000) g`,
  'ANALYZE',
];

const CALLS = [
  { name: 'user-info', method: 'GET', path: '/customer/customer-user/user-info' },
  { name: 'related-profiles', method: 'GET', path: '/customer/customer-user/related-corporate-user-as-admin' },
  { name: 'score', method: 'GET', path: '/customer/customer-user/score' },
  {
    name: 'unread-messages',
    method: 'POST',
    path: '/customer/action/list',
    body: JSON.stringify({ pageIndex: 1, pageSize: 10, message: true, actionType: '', sortMap: { date: 0 }, isHandled: '0' }),
  },
] as const;

async function measure(url: string) {
  const session = await apiSignIn(url, 'carol@example.com', 'Demo!Pass1');
  const headers = { 'Api-Version': '8', 'Content-Type': 'application/json', cookie: session.cookie, authorization: session.csrf };
  const results = [];
  for (const call of CALLS) {
    const run = () =>
      new Promise<autocannon.Result>((resolve, reject) =>
        autocannon(
          { url: `${url}${call.path}`, method: call.method, headers, body: 'body' in call ? call.body : undefined, connections: 10, duration: DURATION },
          (err, r) => (err ? reject(err) : resolve(r)),
        ),
      );
    await run(); // warm-up
    const r = await run();
    results.push({ call: call.name, requestsPerSecond: Math.round(r.requests.average), p50ms: r.latency.p50, p99ms: r.latency.p99, non2xx: r.non2xx });
  }
  return results;
}

const runs = await measureOnBothDatabases(LOAD_SQL, measure);

const out = { bench: 'shell-first-load', at: new Date().toISOString(), profiles: PROFILES, actions: ACTIONS, connections: 10, durationSeconds: DURATION, runs };
writeFileSync(join(root, 'bench/results/shell-first-load.json'), JSON.stringify(out, null, 2));
console.log(JSON.stringify(out, null, 2));
