// Fund distribution figures of issue 10, on the built server (npm run build first). Prints JSON.
// Northbridge Lending administers a parent fund with 500 child funds and 2,000 documents (and a second parent
// with 5,000 child funds for the list's second total). Paul, its paid administrator, then:
// 1. opens the distribution modal of one document (POST /fund-major/document-distribution-list): p50/p99;
// 2. saves it with all 500 child funds on (POST /fund-major/document-distribution: 500 grants, cases and audit
//    records in one transaction), then all off (500 grants ended): p50/p99 over distinct documents;
// 3. reads the child funds list page (20 a page) of the 500 and of the 5,000 parent, first and last page:
//    the time must not grow with the total;
// and a reference call (GET /customer-user/user-info) measured in the same run.
// Embedded PGlite by default; with BENCH_DATABASE_URL also PostgreSQL.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';
import { apiSignIn } from '../scripts/product.mjs';
import { round, startServer } from './document-support.js';

const CHILDREN = 500;
const BIG = 5000;
const DOCS = 2000;
const LOADS = Number(process.env.BENCH_LOADS ?? 30);
const SAVES = Number(process.env.BENCH_SAVES ?? 8);
const PAGES = Number(process.env.BENCH_PAGES ?? 50);
const AGENT = `(SELECT id FROM profiles WHERE trading_name = 'Northbridge Lending')`;
const parentOf = (name: string) => `(SELECT id FROM profiles WHERE fund_name = '${name}')`;

/** A parent fund with its child funds (administered by Northbridge), made in SQL. */
const family = (name: string, children: number) => [
  `INSERT INTO profiles (type, fund_name, tax_id, email) VALUES ('FUND', '${name}', 'BP${children}', 'parent${children}@bench.example.com')`,
  `INSERT INTO administered_funds (lending_agent_profile_id, fund_profile_id) VALUES (${AGENT}, ${parentOf(name)})`,
  `INSERT INTO profiles (type, fund_name, tax_id, email) SELECT 'FUND', '${name} child ' || g, 'BC${children}x' || g, 'c${children}x' || g || '@bench.example.com' FROM generate_series(1, ${children}) g`,
  `INSERT INTO administered_funds (lending_agent_profile_id, fund_profile_id, parent_fund_profile_id, created_at)
     SELECT ${AGENT}, p.id, ${parentOf(name)}, now() - (row_number() OVER () || ' seconds')::interval FROM profiles p WHERE p.fund_name LIKE '${name} child %'`,
];
const SETUP_SQL = [
  ...family('Bench Parent 500', CHILDREN),
  ...family('Bench Parent 5000', BIG),
  `INSERT INTO documents (owner_profile_id, doc_type, current_version, last_version, date_of_issue, updated_at)
     SELECT ${parentOf('Bench Parent 500')}, CASE WHEN g % 2 = 0 THEN 'FR' ELSE 'FPF' END, 1, 1, current_date - 10, now() - (g || ' seconds')::interval FROM generate_series(1, ${DOCS}) g`,
  `INSERT INTO document_versions (document_id, version, source_kind, properties, file_count, page_count, created_by_name)
     SELECT d.id, 1, 'PDF', jsonb_build_object('dateOfIssue', (current_date - 10)::text), 1, 1, 'Bench' FROM documents d WHERE d.owner_profile_id = ${parentOf('Bench Parent 500')}`,
  'ANALYZE',
];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!);
};
const figure = (xs: number[]) => ({ n: xs.length, p50ms: pct(xs, 50), p99ms: pct(xs, 99) });

async function measure(url: string) {
  const paul = await apiSignIn(url, 'paul@example.com', 'Demo!Pass1');
  const time = async (fn: () => Promise<{ success: boolean }>) => {
    const started = performance.now();
    const answer = await fn();
    const ms = performance.now() - started;
    if (!answer.success) throw new Error(`call failed: ${JSON.stringify(answer)}`);
    return ms;
  };
  const parents = (await paul.call('POST', '/fund-major/all', { kind: 'MAJOR', pageSize: 100 }, true)) as { data: { list: { fundProfileId: string; name: string; childCount: number }[] } };
  const parent = parents.data.list.find((p) => p.name === 'Bench Parent 500')!;
  const big = parents.data.list.find((p) => p.name === 'Bench Parent 5000')!;
  const children: string[] = [];
  for (let page = 1; page <= CHILDREN / 20; page++) {
    const res = (await paul.call('POST', '/fund-major/child-funds', { fundMajorProfileId: parent.fundProfileId, pageIndex: page }, true)) as { data: { list: { fundMinorProfileId: string }[] } };
    children.push(...res.data.list.map((c) => c.fundMinorProfileId));
  }
  const docIds: string[] = [];
  for (let page = 1; docIds.length < LOADS + SAVES; page++) {
    const res = (await paul.call('POST', '/fund-major/document-list', { fundMajorProfileId: parent.fundProfileId, pageIndex: page, pageSize: 100 }, true)) as { data: { list: { docId: string }[] } };
    docIds.push(...res.data.list.map((d) => d.docId));
  }
  const load = (docId: string) => time(() => paul.call('POST', '/fund-major/document-distribution-list', { fundMajorProfileId: parent.fundProfileId, docs: [{ docId, version: 1 }] }, true));
  const save = (docId: string, on: boolean) =>
    time(() => paul.call('POST', '/fund-major/document-distribution', { fundMajorProfileId: parent.fundProfileId, docs: [{ docId, version: 1 }], documentDistribution: children.map((id) => ({ fundMinorProfileId: id, shouldReceiveDocument: on })) }, true));
  const page = (fund: string, pageIndex: number) => time(() => paul.call('POST', '/fund-major/child-funds', { fundMajorProfileId: fund, pageIndex }, true));
  const reference = () => time(() => paul.call('GET', '/customer-user/user-info'));

  for (let i = 0; i < 5; i++) await Promise.all([load(docIds[i]!), page(parent.fundProfileId, 1), reference()]); // warm-up
  const loads: number[] = [];
  for (let i = 0; i < LOADS; i++) loads.push(await load(docIds[i]!));
  const savesOn: number[] = [];
  const savesOff: number[] = [];
  const loadsWhenAllOn: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const docId = docIds[LOADS + i]!;
    savesOn.push(await save(docId, true));
    loadsWhenAllOn.push(await load(docId));
    savesOff.push(await save(docId, false));
  }
  const pages: Record<string, ReturnType<typeof figure>> = {};
  for (const [label, fund, last] of [[`total${CHILDREN}`, parent.fundProfileId, CHILDREN / 20], [`total${BIG}`, big.fundProfileId, BIG / 20]] as const) {
    for (const [which, index] of [['first', 1], ['last', last]] as const) {
      const xs: number[] = [];
      for (let i = 0; i < PAGES; i++) xs.push(await page(fund, index));
      pages[`${label}_${which}Page`] = figure(xs);
    }
  }
  const refs: number[] = [];
  for (let i = 0; i < PAGES; i++) refs.push(await reference());
  return {
    childFunds: { parent: parent.childCount, second: big.childCount },
    distributionModalLoad: figure(loads),
    distributionModalLoadAll500On: figure(loadsWhenAllOn),
    saveAll500On: figure(savesOn),
    saveAll500Off: figure(savesOff),
    childFundsListPage: pages,
    reference: { call: 'GET /customer-user/user-info', ...figure(refs) },
  };
}

async function scenario(exec: (sql: string) => Promise<unknown>, withServer: <T>(fn: (url: string) => Promise<T>) => Promise<T>) {
  for (const s of SETUP_SQL) await exec(s);
  return withServer(measure);
}

const runs: { database: string; results: unknown }[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'vault-funds-bench-'));
try {
  await (await startServer(dataDir)).stop(); // migrate and seed (demo funds included)
  await new Promise((r) => setTimeout(r, 2000));
  const { PGlite } = await import('@electric-sql/pglite');
  const exec = async (sql: string) => {
    const db = await PGlite.create(join(dataDir, 'db'));
    await db.exec(sql);
    await db.close();
  };
  const withServer = async <T>(fn: (url: string) => Promise<T>) => {
    const server = await startServer(dataDir);
    try {
      return await fn(server.url);
    } finally {
      await server.stop();
    }
  };
  runs.push({ database: 'embedded PGlite', results: await scenario(exec, withServer) });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.BENCH_DATABASE_URL) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  const name = `vault_funds_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  // Demo funds are seeded in embedded mode only; the bench's families need only Northbridge (seeded with SEED_DEMO).
  const env = { DATABASE_URL: url.toString(), APP_SECRET: 'bench-secret-bench-secret-bench-secret!!', SEED_DEMO: 'true', DEV_TOOLS: 'true' };
  const folder = mkdtempSync(join(tmpdir(), 'vault-funds-pg-'));
  try {
    await (await startServer(folder, env)).stop();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const withServer = async <T>(fn: (u: string) => Promise<T>) => {
      const server = await startServer(folder, env);
      try {
        return await fn(server.url);
      } finally {
        await server.stop();
      }
    };
    runs.push({ database: 'PostgreSQL', results: await scenario((sql) => client.query(sql), withServer) });
    await client.end();
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(folder, { recursive: true, force: true });
  }
}

const out = { bench: 'fund-distribution', at: new Date().toISOString(), loadAverageAtEnd: loadavg().map((n) => round(n, 2)), childFunds: CHILDREN, secondTotal: BIG, documents: DOCS, runs };
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/fund-distribution.json'), JSON.stringify(out, null, 2));
console.log(JSON.stringify(out, null, 2));
