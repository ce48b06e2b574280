// Sharing figures of issue 9, on the built server (npm run build first). Prints JSON.
// 1. Share dialog list: Carol acting for Chen Trading Ltd, which holds 1,000 documents and recorded 20
//    representatives holding 50 each (2,000 in all). Time to the full list as the dialog loads it (every page,
//    one after another) at page size 20 (the spec's) and 100, and the time of one page.
// 2. Access check cost: Alice's documents page, a page image Alice views of her own document, and the same
//    page image viewed by Northbridge Lending (Paul) through a grant, with 0 and then 10,000 other grants in
//    the database (same run, same data otherwise). The times must not grow with the grants.
// Embedded PGlite by default (data loaded between starts); with BENCH_DATABASE_URL also PostgreSQL.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PDFDocument } from 'pdf-lib';
import { root } from '../scripts/lib.mjs';
import { apiSignIn } from '../scripts/product.mjs';
import { onEachDatabase, round, type Exec, type WithServer } from './document-support.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const REPS = 20;
const PER_REP = 50;
const OWN = 1000;
const GRANTS = 10_000;
const CHEN = `(SELECT id FROM profiles WHERE trading_name = 'Chen Trading Ltd')`;

/** Chen Trading's 1,000 documents and 20 recorded representatives with 50 each, with thumbnails. */
const CORPORATE_SQL = [
  `INSERT INTO profiles (type, first_name, last_name) SELECT 'INDIVIDUAL', 'Rep', 'Bench ' || g FROM generate_series(1, ${REPS}) g`,
  `INSERT INTO representatives (corporate_profile_id, person_profile_id, status) SELECT ${CHEN}, id, 'RECORDED' FROM profiles WHERE first_name = 'Rep' AND last_name LIKE 'Bench %'`,
  `INSERT INTO documents (owner_profile_id, doc_type, current_version, last_version, date_of_issue, updated_at)
     SELECT ${CHEN}, 'COI', 1, 1, current_date - 10, now() - (g || ' seconds')::interval FROM generate_series(1, ${OWN}) g`,
  `INSERT INTO documents (owner_profile_id, doc_type, current_version, last_version, date_of_issue, updated_at)
     SELECT p.id, 'UB', 1, 1, current_date - 10, now() - (g || ' seconds')::interval
     FROM profiles p, generate_series(1, ${PER_REP}) g WHERE p.first_name = 'Rep' AND p.last_name LIKE 'Bench %'`,
  `INSERT INTO document_versions (document_id, version, source_kind, properties, file_count, page_count, created_by_name)
     SELECT d.id, 1, 'PDF', '{}'::jsonb, 1, 1, 'Bench' FROM documents d WHERE NOT EXISTS (SELECT 1 FROM document_versions v WHERE v.document_id = d.id)`,
  `INSERT INTO document_thumbnails (version_id, mime, data)
     SELECT v.id, 'image/webp', decode(repeat('ab', 3000), 'hex') FROM document_versions v WHERE NOT EXISTS (SELECT 1 FROM document_thumbnails t WHERE t.version_id = v.id)`,
  'ANALYZE',
];

/** 10,000 live grants of other documents to 1,000 other people and to Northbridge Lending (Paul's company). */
const GRANTS_SQL = [
  `INSERT INTO profiles (type, first_name, last_name) SELECT 'INDIVIDUAL', 'Recipient', 'Bench ' || g FROM generate_series(1, 1000) g`,
  `INSERT INTO share_cases (kind, owner_profile_id, recipient_profile_id, created_by_name)
     SELECT 'SHARE', ${CHEN}, id, 'Bench' FROM profiles WHERE first_name = 'Recipient'`,
  `WITH docs AS (SELECT d.id, v.id AS vid, row_number() OVER () AS n FROM documents d JOIN document_versions v ON v.document_id = d.id WHERE d.owner_profile_id = ${CHEN}),
        cases AS (SELECT c.id, c.recipient_profile_id, row_number() OVER () AS n FROM share_cases c JOIN profiles p ON p.id = c.recipient_profile_id WHERE p.first_name = 'Recipient')
   INSERT INTO document_grants (case_id, document_id, version_id, version, recipient_profile_id)
     SELECT cases.id, docs.id, docs.vid, 1, cases.recipient_profile_id FROM generate_series(0, ${GRANTS - 1001}) g
     JOIN cases ON cases.n = 1 + (g % 1000) JOIN docs ON docs.n = 1 + ((g / 1000) * 97 + g) % ${OWN}
     ON CONFLICT DO NOTHING`,
  `INSERT INTO share_cases (kind, owner_profile_id, recipient_profile_id, created_by_name)
     SELECT 'SHARE', ${CHEN}, id, 'Bench' FROM profiles WHERE trading_name = 'Northbridge Lending'`,
  `INSERT INTO document_grants (case_id, document_id, version_id, version, recipient_profile_id)
     SELECT (SELECT id FROM share_cases WHERE recipient_profile_id = (SELECT id FROM profiles WHERE trading_name = 'Northbridge Lending') AND owner_profile_id = ${CHEN} LIMIT 1),
            d.id, v.id, 1, (SELECT id FROM profiles WHERE trading_name = 'Northbridge Lending')
     FROM documents d JOIN document_versions v ON v.document_id = d.id WHERE d.owner_profile_id = ${CHEN} LIMIT 1000`,
  'ANALYZE',
];

type Headers = Record<string, string>;
async function session(url: string, email: string, switchTo?: string): Promise<Headers> {
  const s = await apiSignIn(url, email, 'Demo!Pass1');
  if (switchTo) {
    const profiles = (await s.call('GET', '/customer-user/related-corporate-user-as-admin')) as { data: { profileId: string; name: string }[] };
    const target = profiles.data.find((p) => p.name === switchTo)!;
    await s.call('POST', `/customer-user/switch-to-corporate-user?corporateProfileId=${target.profileId}`);
  }
  return { 'Api-Version': '8', cookie: s.cookie, authorization: s.csrf, 'Content-Type': 'application/json' };
}

const post = async <T>(url: string, path: string, headers: Headers, body: unknown): Promise<T> => ((await (await fetch(`${url}/customer${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as { data: T }).data;

/** The share dialog's full list: every page in turn, as the client loads it. */
async function shareList(url: string) {
  const carol = await session(url, 'carol@example.com', 'Chen Trading Ltd');
  const full = async (pageSize: number) => {
    const started = performance.now();
    let items = 0;
    let pages = 1;
    for (let page = 1; page <= pages; page++) {
      const data = await post<{ list: unknown[]; totalPages: number }>(url, '/doc-mgr/shareable-list', carol, { currentPage: page, pageSize, userProfileType: 1 });
      pages = data.totalPages;
      items += data.list.length;
    }
    return { ms: performance.now() - started, items, pages };
  };
  await full(100); // warm-up
  const result: Record<string, unknown> = {};
  for (const size of [20, 100]) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await full(size));
    const times = runs.map((r) => r.ms).sort((a, b) => a - b);
    result[`pageSize${size}`] = { documents: runs[0]!.items, pages: runs[0]!.pages, fullListMedianMs: round(times[1]!), fullListMaxMs: round(times[2]!), perPageMs: round(times[1]! / runs[0]!.pages) };
  }
  return result;
}

/** Uploads a one-page PDF utility bill for the session's profile; answers its id. */
async function uploadBill(url: string, headers: Headers): Promise<string> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Utility bill (bench)', { x: 60, y: 760, size: 18 });
  const form = new FormData();
  form.append('docType', 'UB');
  form.append('docProperties', JSON.stringify({ dateOfIssue: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10) }));
  form.append('files', new Blob([new Uint8Array(await doc.save())], { type: 'application/pdf' }), 'bill.pdf');
  const { 'Content-Type': _json, ...rest } = headers;
  const answer = (await (await fetch(`${url}/customer/doc-mgr/custom-upload-with-properties`, { method: 'POST', headers: rest, body: form })).json()) as { data: { docId: string } | null; errorMsg: string | null };
  if (!answer.data) throw new Error(`upload failed: ${answer.errorMsg}`);
  // Its first-page thumbnail is drawn after the answer: wait for it, so the figures measure pages only.
  for (let i = 0; i < 100 && (await fetch(`${url}/customer/doc-mgr/thumbnail/${answer.data.docId}`, { headers: rest })).status !== 200; i++) await new Promise((r) => setTimeout(r, 100));
  return answer.data.docId;
}

/** Latency of the documents page and of one page image (owner and recipient). */
async function accessCost(url: string) {
  const alice = await session(url, 'alice@example.com');
  const paul = await session(url, 'paul@example.com');
  const docId = await uploadBill(url, alice);
  await post(url, '/doc-mgr/share', alice, { docIds: [docId], email: 'paul@example.com' });
  const run = (path: string, headers: Headers, method: 'GET' | 'POST', body?: string) =>
    new Promise<autocannon.Result>((resolve, reject) => autocannon({ url: `${url}/customer${path}`, method, headers, body, connections: 10, duration: DURATION }, (err, r) => (err ? reject(err) : resolve(r))));
  const figure = (r: autocannon.Result) => ({ requestsPerSecond: Math.round(r.requests.average), p50ms: r.latency.p50, p99ms: r.latency.p99, non2xx: r.non2xx });
  const page = `/doc-mgr/access/${docId}?currentPage=1&width=400`;
  await run(page, alice, 'GET'); // warm-up (pdf.js, caches)
  const result = {
    documentsPage: figure(await run('/doc-mgr/docs', alice, 'POST', JSON.stringify({ currentPage: 1, pageSize: 20 }))),
    pageImageOwner: figure(await run(page, alice, 'GET')),
    pageImageRecipient: figure(await run(page, paul, 'GET')),
    reference: { call: 'GET /customer-user/user-info', ...figure(await run('/customer-user/user-info', alice, 'GET')) },
  };
  // Leave the data as it was: the next start measures with the same single grant on this document.
  await fetch(`${url}/customer/doc-mgr/shared-document`, { method: 'DELETE', headers: alice, body: JSON.stringify({ docId }) });
  return result;
}

async function scenario(exec: Exec, withServer: WithServer) {
  for (const s of CORPORATE_SQL) await exec(s);
  const list = await withServer(shareList);
  const noGrants = await withServer(accessCost);
  for (const s of GRANTS_SQL) await exec(s);
  const withGrants = await withServer(accessCost);
  return { shareDialogList: list, accessCheck: { grants0: noGrants, grants10000: withGrants } };
}

const runs = await onEachDatabase('sharing', scenario);

const out = { bench: 'sharing', at: new Date().toISOString(), loadAverageAtEnd: loadavg().map((n) => round(n, 2)), durationSeconds: DURATION, connections: 10, representatives: REPS, documents: OWN + REPS * PER_REP, grants: GRANTS, runs };
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/sharing.json'), JSON.stringify(out, null, 2));
console.log(JSON.stringify(out, null, 2));
