// Auto-share fan-out figure of issue 11, on the built server (npm run build first). Prints JSON.
// Alice, a customer connected to Northbridge Lending, uploads a small one-page PDF through the vault's upload
// call (POST /doc-mgr/custom-upload-with-properties). Northbridge has 50 broker-dealers that auto-share bank
// statements (BS1; half of them view only, half downloadable) and none that auto-share utility bills (UB; the
// seeded Chen Trading rule on UB is switched off). So each BS1 upload grants the new version to 50 companies inside
// the upload's transaction (the real broker-dealer path: autoShareNewVersion in documents.ingest.ts), while a UB
// upload is the same request with no broker-dealer: the reference, measured in the same run, interleaved.
// Embedded PGlite by default; with BENCH_DATABASE_URL also PostgreSQL.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { root } from '../scripts/lib.mjs';
import { aliceHeaders, onEachDatabase, round, type Exec, type WithServer } from './document-support.js';

const BROKER_DEALERS = Number(process.env.BENCH_BROKER_DEALERS ?? 50);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const AGENT = `(SELECT id FROM profiles WHERE trading_name = 'Northbridge Lending')`;

/** 50 broker-dealer companies of Northbridge auto-sharing BS1; nobody auto-shares UB. */
const SETUP_SQL = [
  `UPDATE broker_dealer_permissions SET auto_share = false WHERE doc_type = 'UB'`,
  `INSERT INTO profiles (type, legal_name, trading_name, email) SELECT 'CORPORATE', 'Bench Dealer ' || g || ' Ltd', 'Bench Dealer ' || g, 'dealer' || g || '@bench.example.com' FROM generate_series(1, ${BROKER_DEALERS}) g`,
  `INSERT INTO broker_dealers (lending_agent_profile_id, company_profile_id) SELECT ${AGENT}, p.id FROM profiles p WHERE p.trading_name LIKE 'Bench Dealer %'`,
  `INSERT INTO broker_dealer_permissions (broker_dealer_id, doc_type, auto_share, downloadable)
     SELECT b.id, 'BS1', true, (row_number() OVER (ORDER BY b.id)) % 2 = 0 FROM broker_dealers b JOIN profiles p ON p.id = b.company_profile_id WHERE p.trading_name LIKE 'Bench Dealer %'`,
  'ANALYZE',
];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!);
};
const figure = (xs: number[]) => ({ n: xs.length, p50ms: pct(xs, 50), p99ms: pct(xs, 99), meanMs: round(xs.reduce((a, b) => a + b, 0) / xs.length) });

async function onePagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Bench statement', { x: 50, y: 780, size: 18 });
  return Buffer.from(await doc.save());
}

async function measure(url: string) {
  const headers = await aliceHeaders(url);
  const file = await onePagePdf();
  const upload = async (docType: 'BS1' | 'UB') => {
    const form = new FormData();
    form.set('docType', docType);
    form.set('docProperties', JSON.stringify({ dateOfIssue: new Date().toISOString().slice(0, 10) }));
    form.append('files', new Blob([file], { type: 'application/pdf' }), `statement-${docType}.pdf`);
    const started = performance.now();
    const res = await fetch(`${url}/customer/doc-mgr/custom-upload-with-properties`, { method: 'POST', headers, body: form });
    const ms = performance.now() - started;
    const answer = (await res.json()) as { success: boolean; errorCode: string | null };
    if (!answer.success) throw new Error(`upload refused: ${JSON.stringify(answer)}`);
    return ms;
  };
  for (let i = 0; i < 3; i++) await Promise.all([upload('UB'), upload('BS1')]); // warm-up
  const fanOut: number[] = [];
  const none: number[] = [];
  for (let i = 0; i < UPLOADS; i++) {
    // Alternate which goes first, so drift in the machine's load falls on both.
    if (i % 2 === 0) {
      fanOut.push(await upload('BS1'));
      none.push(await upload('UB'));
    } else {
      none.push(await upload('UB'));
      fanOut.push(await upload('BS1'));
    }
  }
  const p50 = (xs: number[]) => pct(xs, 50);
  return {
    uploadWith50BrokerDealers: figure(fanOut),
    uploadWithNoBrokerDealer: figure(none),
    ratioP50: round(p50(fanOut) / p50(none), 2),
    extraMsPerBrokerDealerP50: round((p50(fanOut) - p50(none)) / BROKER_DEALERS, 2),
  };
}

/** Checks the fan-out really happened: every BS1 version went to all 50 broker-dealers, no UB version to any. */
async function verify(exec: Exec) {
  const rows = (await exec(`SELECT d.doc_type, count(DISTINCT g.recipient_profile_id)::int AS recipients, count(g.id)::int AS grants
     FROM documents d JOIN profiles o ON o.id = d.owner_profile_id AND o.first_name = 'Alice'
     LEFT JOIN document_grants g ON g.document_id = d.id AND g.ended_at IS NULL
     WHERE d.doc_type IN ('BS1', 'UB') GROUP BY d.doc_type ORDER BY d.doc_type`)) as unknown;
  const list = (Array.isArray(rows) ? (rows.at(-1) as { rows: unknown[] }).rows : (rows as { rows: unknown[] }).rows) as { doc_type: string; recipients: number; grants: number }[];
  return Object.fromEntries(list.map((r) => [r.doc_type, { recipients: r.recipients, liveGrants: r.grants }]));
}

async function scenario(exec: Exec, withServer: WithServer) {
  const results = await withServer(measure);
  return { ...results, grantsAfterwards: await verify(exec) };
}

const runs = await onEachDatabase('auto-share', scenario, async (exec) => {
  for (const s of SETUP_SQL) await exec(s);
});
const out = {
  bench: 'auto-share-fanout',
  command: `${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL=… ' : ''}npx tsx bench/auto-share-fanout.ts`,
  at: new Date().toISOString(),
  loadAverageAtEnd: loadavg().map((n) => round(n, 2)),
  brokerDealers: BROKER_DEALERS,
  uploadsEach: UPLOADS,
  runs,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/auto-share-fanout.json'), JSON.stringify(out, null, 2));
console.log(JSON.stringify(out, null, 2));
