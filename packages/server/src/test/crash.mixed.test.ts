// Crash consistency under mixed load: the real server (embedded mode, a child process on its own data folder) takes
// uploads, new versions, shares, a revocation and deletions at once and is killed with SIGKILL mid-way, then started
// again on the same folder. Whatever was answered must be there (or gone, for deletions); the integrity check of
// crash.test-support.ts must find no half-written row, no file row without its exact blob, no orphan blob, no temp file.
//
// It replaces the uploads-only crash test of issue 14 (same kill, same checks, more kinds of work in flight).
// Embedded mode only: that is where one process owns the data and the start-up sweep spares nothing. With
// DATABASE_URL the sweep keeps young blobs for an hour on purpose (other instances may be mid-upload).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiSignIn, freePort } from '../../../../scripts/product.mjs';
import { bigPdf, checkDataDir, sha, startServer, stopServer } from './crash.test-support.js';

const dataDir = mkdtempSync(join(tmpdir(), 'vault-crash-mixed-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Op = { kind: 'upload' | 'version' | 'share' | 'revoke' | 'delete'; docId: string; sha256?: string; email?: string };

describe.skipIf(process.env.TEST_DB === 'postgres')('a server killed under mixed load', () => {
  it('keeps what it answered, drops what it did not, and leaves no half-written row or orphan', { timeout: 240_000 }, async () => {
    const port = await freePort();
    const first = await startServer(dataDir, port);
    const url = `http://127.0.0.1:${port}`;
    const session = await apiSignIn(url, 'alice@example.com', 'Demo!Pass1');
    const headers = { 'Api-Version': '8', cookie: session.cookie, authorization: session.csrf };
    const json = async (method: string, path: string, body: unknown) =>
      (await (await fetch(`${url}/customer${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { success: boolean; data: unknown };
    const send = async (body: Buffer, name: string, docId?: string) => {
      const form = new FormData();
      form.set('docType', 'UB');
      form.set('docProperties', JSON.stringify({ dateOfIssue: new Date().toISOString().slice(0, 10) }));
      if (docId) form.set('docId', docId);
      form.append('files', new Blob([body], { type: 'application/pdf' }), name);
      const res = await fetch(`${url}/customer/doc-mgr/custom-upload-with-properties`, { method: 'POST', headers, body: form });
      return (await res.json()) as { success: boolean; data: { docId: string } };
    };

    // Before the load: documents to share, to delete and to add versions to.
    const existing: string[] = [];
    for (let i = 0; i < 8; i++) existing.push((await send(await bigPdf(20_000 + i), `before-${i}.pdf`)).data.docId);
    const [toShare, toDelete, toVersion] = [existing.slice(0, 4), existing.slice(4, 6), existing.slice(6, 8)];

    const answered: Op[] = [];
    const bodies = await Promise.all(Array.from({ length: 10 }, (_, i) => bigPdf(800_000 + i * 100_000)));
    const versions = await Promise.all(toVersion.map((_, i) => bigPdf(1_000_000 + i * 1000)));
    const work: Promise<unknown>[] = [
      ...bodies.map(async (body, i) => {
        const r = await send(body, `load-${i}.pdf`);
        if (r.success) answered.push({ kind: 'upload', docId: r.data.docId, sha256: sha(body) });
      }),
      ...toVersion.map(async (docId, i) => {
        const r = await send(versions[i]!, `version-${i}.pdf`, docId);
        if (r.success) answered.push({ kind: 'version', docId, sha256: sha(versions[i]!) });
      }),
      ...toShare.map(async (docId, i) => {
        const email = `crash-${i}@example.org`;
        if ((await json('POST', '/doc-mgr/share', { docIds: [docId], email })).success) answered.push({ kind: 'share', docId, email });
        if (i === 0 && (await json('DELETE', '/doc-mgr/shared-document', { docId })).success) answered.push({ kind: 'revoke', docId, email });
      }),
      ...toDelete.map(async (docId) => {
        if ((await json('DELETE', '/doc-mgr/remove-document', { docId })).success) answered.push({ kind: 'delete', docId });
      }),
    ].map((p) => p.catch(() => undefined)); // a request cut by the kill has no answer
    const total = work.length;
    const settled = Promise.all(work);

    // Kill once a few uploads have been answered, before all the work has.
    while (answered.filter((o) => o.kind === 'upload').length < 3 && first.exitCode === null) await new Promise((r) => setTimeout(r, 10));
    await stopServer(first, 'SIGKILL');
    await settled;
    expect(answered.length).toBeGreaterThanOrEqual(3);
    expect(answered.filter((o) => o.kind === 'upload').length).toBeLessThan(bodies.length); // killed mid-way

    const crashed = await checkDataDir(dataDir);
    const second = await startServer(dataDir, port); // the start-up sweep runs before it answers
    await stopServer(second, 'SIGTERM');
    const after = await checkDataDir(dataDir);
    expect(after.problems).toEqual([]);

    // Everything answered is committed with its exact bytes; a deletion answered is gone.
    const docIds = new Set(after.docs.map((d) => d.id));
    const missing: string[] = [];
    for (const op of answered) {
      if (op.kind === 'upload' || op.kind === 'version') {
        if (!after.files.some((f) => f.doc === op.docId && f.sha256 === op.sha256)) missing.push(`${op.kind} ${op.docId}`);
      } else if (op.kind === 'delete') {
        if (docIds.has(op.docId)) missing.push(`delete ${op.docId}`);
      } else {
        const grants = after.grants.filter((g) => g.document_id === op.docId && g.recipient_email === op.email);
        const revoked = answered.some((o) => o.kind === 'revoke' && o.docId === op.docId);
        if (!grants.length || (revoked && grants.some((g) => !g.ended))) missing.push(`${op.kind} ${op.docId}`);
      }
    }
    expect(missing).toEqual([]);
    // The documents nobody touched are all there.
    for (const docId of [...toShare, ...toVersion]) expect(docIds.has(docId), docId).toBe(true);
    console.info(
      `mixed crash test: ${answered.length} of ${total} operations answered (${[...new Set(answered.map((o) => o.kind))].join(', ')}); ` +
        `at the kill ${crashed.problems.length} problems (${crashed.blobs.length} blobs, ${crashed.temp} temp files), none after the restart`,
    );
  });
});
