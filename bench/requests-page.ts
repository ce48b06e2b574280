// The paid administrator's requests page (issue 11): the list call (/customer-user/client-manager/requests) and
// the counters (/requests/num) with 100,000 actions of Northbridge Lending across 1,000 connected customers, under
// load: p50/p99 and throughput. Runs on the embedded PGlite (data loaded between two starts) and, with
// BENCH_DATABASE_URL, on PostgreSQL. Prints JSON. The data is loaded with plain SQL, not through the server's code.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root } from '../scripts/lib.mjs';
import { apiSignIn } from '../scripts/product.mjs';
import { measureOnBothDatabases } from './loaded-product.js';

const CUSTOMERS = 1_000;
const ACTIONS = 100_000;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ORG = `(SELECT id FROM profiles WHERE trading_name = 'Northbridge Lending')`;

/**
 * 1,000 corporates connected to Northbridge; 100,000 actions in its request list: sent to customers (types 1, 7, 8,
 * 13) or addressed to it (type 5), a third completed, priorities and dates spread.
 */
const LOAD_SQL = [
  `INSERT INTO profiles (type, legal_name, trading_name, registration_number, jurisdiction)
     SELECT 'CORPORATE', 'Bench Customer ' || g, 'Bench Customer ' || g, 'BR' || g, 'GB' FROM generate_series(1, ${CUSTOMERS}) g`,
  `INSERT INTO connections (customer_profile_id, company_profile_id)
     SELECT id, ${ORG} FROM profiles WHERE legal_name LIKE 'Bench Customer %'`,
  `WITH ids AS (SELECT array_agg(id) AS a FROM profiles WHERE legal_name LIKE 'Bench Customer %'), org AS (SELECT ${ORG} AS id)
   INSERT INTO actions (profile_id, from_profile_id, organisation_profile_id, customer_profile_id, type, is_message, title, body, status, priority, request_date, handled_at)
     SELECT CASE WHEN g % 20 = 0 THEN org.id ELSE ids.a[1 + (g % ${CUSTOMERS})] END,
            CASE WHEN g % 20 = 0 THEN ids.a[1 + (g % ${CUSTOMERS})] ELSE org.id END,
            org.id, ids.a[1 + (g % ${CUSTOMERS})],
            CASE WHEN g % 20 = 0 THEN 5 ELSE (ARRAY[1, 7, 8, 13])[1 + (g % 4)] END,
            g % 4 = 2, 'Bench request ' || g, 'Generated for the benchmark',
            CASE WHEN g % 3 = 0 THEN 'COMPLETED' ELSE 'PENDING' END,
            (ARRAY['low', 'medium', 'high', 'critical'])[1 + (g % 7) % 4],
            now() - (g || ' minutes')::interval, CASE WHEN g % 3 = 0 THEN now() ELSE NULL END
     FROM generate_series(1, ${ACTIONS}) g, ids, org`,
  // After a bulk load, as autovacuum would: statistics and the visibility map (index-only counts).
  'VACUUM ANALYZE actions',
];

const list = (body: object) => JSON.stringify({ pageIndex: 1, pageSize: 10, ...body });
const CALLS = [
  { name: 'list-active', path: '/customer/customer-user/client-manager/requests', body: list({ status: 0 }) },
  { name: 'list-completed-page-50', path: '/customer/customer-user/client-manager/requests', body: JSON.stringify({ pageIndex: 50, pageSize: 10, status: 1 }) },
  { name: 'list-filtered', path: '/customer/customer-user/client-manager/requests', body: list({ status: 0, requestType: 7, priority: 'high', taskCount: '5+' }) },
  { name: 'list-search', path: '/customer/customer-user/client-manager/requests', body: list({ status: 0, search: 'Customer 42' }) },
  { name: 'counters', path: '/customer/customer-user/client-manager/requests/num', body: undefined },
  { name: 'counters-type', path: '/customer/customer-user/client-manager/requests/num?requestType=13', body: undefined },
] as const;

async function measure(url: string) {
  const session = await apiSignIn(url, 'paul@example.com', 'Demo!Pass1');
  const base = { 'Api-Version': '8', cookie: session.cookie, authorization: session.managerToken };
  const results = [];
  for (const call of CALLS) {
    const run = () =>
      new Promise<autocannon.Result>((resolve, reject) =>
        autocannon({ url: `${url}${call.path}`, method: 'POST', headers, body: call.body, connections: 10, duration: DURATION }, (err, r) => (err ? reject(err) : resolve(r))),
      );
    // One call alone first: its status and time, and the answer's size (a refusal would make a fast, empty figure).
    const started = performance.now();
    // The counters take no body: no JSON content type either (an empty JSON body is refused).
    const headers = call.body ? { ...base, 'Content-Type': 'application/json' } : base;
    const single = await fetch(`${url}${call.path}`, { method: 'POST', headers, ...(call.body ? { body: call.body } : {}) });
    const singleMs = Math.round(performance.now() - started);
    const singleBytes = (await single.arrayBuffer()).byteLength;
    await run(); // warm-up
    const r = await run();
    results.push({ call: call.name, status: single.status, singleMs, singleBytes, requestsPerSecond: Math.round(r.requests.average), p50ms: r.latency.p50, p99ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts });
  }
  return results;
}

const runs = await measureOnBothDatabases(LOAD_SQL, measure);

const out = { bench: 'requests-page', at: new Date().toISOString(), customers: CUSTOMERS, actions: ACTIONS, connections: 10, durationSeconds: DURATION, runs };
writeFileSync(join(root, 'bench/results/requests-page.json'), JSON.stringify(out, null, 2));
console.log(JSON.stringify(out, null, 2));
