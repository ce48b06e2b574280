// The documents page call (POST /doc-mgr/docs, first page of 20) for Alice, who holds 100 documents,
// with 100 and then 100,000 documents in the database (the other 99,900 spread over 1,000 other
// people), under load: p50/p99 and requests per second. The time must not grow with the total.
// Embedded PGlite (data loaded with SQL between starts) and, with BENCH_DATABASE_URL, PostgreSQL
// (a fresh database made and dropped on that server). Prints JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root } from '../scripts/lib.mjs';
import { aliceHeaders, onEachDatabase, type Exec, type WithServer } from './document-support.js';

const OWN = 100;
const TOTAL = 100_000;
const OTHERS = 1_000;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ALICE = `(SELECT default_profile_id FROM accounts WHERE email = 'alice@example.com')`;

/** Alice's 100 documents, each with a current version and a small thumbnail (what the page shows). */
const OWN_SQL = [
  `INSERT INTO documents (owner_profile_id, doc_type, current_version, last_version, date_of_issue, date_of_expiry, updated_at)
     SELECT ${ALICE}, CASE WHEN g % 2 = 0 THEN 'UB' ELSE 'BS1' END, 1, 1, current_date - g, NULL, now() - (g || ' minutes')::interval
     FROM generate_series(1, ${OWN}) g`,
  `INSERT INTO document_versions (document_id, version, source_kind, properties, file_count, page_count, created_by_name)
     SELECT d.id, 1, 'PDF', jsonb_build_object('dateOfIssue', d.date_of_issue::text), 1, 1, 'Alice Walker' FROM documents d`,
  `INSERT INTO document_thumbnails (version_id, mime, data) SELECT v.id, 'image/webp', decode(repeat('ab', 3000), 'hex') FROM document_versions v`,
  'ANALYZE',
];

/** 99,900 more documents held by 1,000 other people: the rest of the database. */
const OTHERS_SQL = [
  `INSERT INTO profiles (type, first_name, last_name) SELECT 'INDIVIDUAL', 'Bench', 'Person ' || g FROM generate_series(1, ${OTHERS}) g`,
  `WITH ids AS (SELECT array_agg(id) AS a FROM profiles WHERE first_name = 'Bench')
   INSERT INTO documents (owner_profile_id, doc_type, current_version, last_version, date_of_issue, date_of_expiry, updated_at)
     SELECT ids.a[1 + (g % ${OTHERS})], 'PP', 1, 1, current_date - 100, current_date + (g % 3000), now() - (g || ' seconds')::interval
     FROM generate_series(1, ${TOTAL - OWN}) g, ids`,
  `INSERT INTO document_versions (document_id, version, source_kind, properties, file_count, page_count, created_by_name)
     SELECT d.id, 1, 'IMAGE', '{}'::jsonb, 1, 1, 'Bench' FROM documents d
     WHERE NOT EXISTS (SELECT 1 FROM document_versions v WHERE v.document_id = d.id)`,
  'ANALYZE',
];

async function measure(url: string) {
  const headers = { ...(await aliceHeaders(url)), 'Content-Type': 'application/json' };
  const check = (await (await fetch(`${url}/customer/doc-mgr/docs`, { method: 'POST', headers, body: JSON.stringify({ currentPage: 1, pageSize: 20 }) })).json()) as { data: { list: unknown[]; totalRecord: number } };
  const run = (path: string, method: 'GET' | 'POST', body?: string) =>
    new Promise<autocannon.Result>((resolve, reject) =>
      autocannon({ url: `${url}/customer${path}`, method, headers, body, connections: 10, duration: DURATION }, (err, r) => (err ? reject(err) : resolve(r))),
    );
  const page = JSON.stringify({ currentPage: 1, pageSize: 20 });
  await run('/doc-mgr/docs', 'POST', page); // warm-up
  const r = await run('/doc-mgr/docs', 'POST', page);
  // One person using the page (one connection): what "as fast as PostgreSQL to one user" means.
  const one = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url: `${url}/customer/doc-mgr/docs`, method: 'POST', headers, body: page, connections: 1, duration: DURATION }, (err, res) => (err ? reject(err) : resolve(res))),
  );
  // Reference in the same run: the shell's simplest authenticated call, so a loaded machine shows as such.
  const ref = await run('/customer-user/user-info', 'GET');
  return {
    listed: check.data.list.length,
    totalRecord: check.data.totalRecord,
    requestsPerSecond: Math.round(r.requests.average),
    p50ms: r.latency.p50,
    p99ms: r.latency.p99,
    non2xx: r.non2xx,
    oneConnection: { requestsPerSecond: Math.round(one.requests.average), p50ms: one.latency.p50, p99ms: one.latency.p99, non2xx: one.non2xx },
    reference: { call: 'GET /customer-user/user-info', requestsPerSecond: Math.round(ref.requests.average), p50ms: ref.latency.p50, p99ms: ref.latency.p99 },
  };
}

/** Runs `exec` over statements, measuring with a server started by `start` after each data set. */
async function scenario(exec: Exec, withServer: WithServer) {
  for (const s of OWN_SQL) await exec(s);
  const small = await withServer(measure);
  for (const s of OTHERS_SQL) await exec(s);
  const large = await withServer(measure);
  return [
    { documentsInDatabase: OWN, ...small },
    { documentsInDatabase: TOTAL, ...large },
  ];
}

const loadAverageAtStart = loadavg().map((n) => Math.round(n * 100) / 100);
// The seeded demo bill counts as one of Alice's documents: remove it so she holds exactly 100.
const runs = await onEachDatabase('listing', scenario, async (exec) => void (await exec('DELETE FROM documents')));

const out = { bench: 'document-listing', command: `${process.env.BENCH_DATABASE_URL ? `BENCH_DATABASE_URL=${process.env.BENCH_DATABASE_URL} ` : ''}npx tsx bench/document-listing.ts`, at: new Date().toISOString(), loadAverageAtStart, loadAverageAtEnd: loadavg().map((n) => Math.round(n * 100) / 100), ownDocuments: OWN, pageSize: 20, connections: 10, durationSeconds: DURATION, runs };
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/document-listing.json'), JSON.stringify(out, null, 2));
console.log(JSON.stringify(out, null, 2));
