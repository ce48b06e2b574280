import { createHash } from 'node:crypto';
import type { DocumentInfo, DocumentPage } from '@vault/contract';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { auditEvents } from '../audit/audit.table.js';
import { hasGpsTag, jpegWithExif, pdf } from './files/test-fixtures.js';
import { file, footprint, getBytes, identityDates, issueDate, upload } from './documents.test-support.js';
import { thumbnailsSettled } from './documents.thumbnails.js';

let t: TestApp;
let alice: Client;
beforeAll(async () => {
  t = await createTestApp();
  alice = new Client(t);
  await alice.signIn(DEMO.alice, DEMO.password);
});
afterAll(() => t.close());

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const lastAudit = async () => (await t.ctx.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0]!;

describe('uploading documents', () => {
  it('stores a PDF utility bill with its date, lists it with a thumbnail, and serves the same bytes as an attachment', async () => {
    const bill = await pdf(2);
    const res = await upload(alice, { docType: 'UB', docProperties: issueDate(-5), userProfileType: '0' }, [file('Électricité mars.pdf', bill, 'application/pdf')]);
    expect(res.body).toMatchObject({ success: true, data: { version: 1 } });
    const { docId } = res.body.data!;
    expect((await lastAudit()).action).toBe('document.uploaded');

    // The thumbnail is drawn after the answer: listed without one until it is stored.
    await thumbnailsSettled();
    const list = await alice.call<DocumentPage>('POST', '/doc-mgr/docs', { currentPage: 1, pageSize: 20, userProfileType: 0 });
    const item = list.body.data!.list.find((d) => d.docId === docId)!;
    expect(item).toMatchObject({ docType: 'UB', docTypeName: 'Utility Bill', category: 'ADDRESS', status: 'VALID', version: 1, sourceKind: 'PDF', fileCount: 1, pageCount: 2, locked: false, ownerName: 'Alice Walker' });
    expect(item.thumbnail).toMatch(/^data:image\/webp;base64,/);
    expect((await sharp(Buffer.from(item.thumbnail!.split(',')[1]!, 'base64')).metadata()).format).toBe('webp');

    const info = await alice.call<DocumentInfo>('GET', '/doc-mgr/info', undefined, { query: { docId } });
    const fileId = info.body.data!.versions[0]!.files[0]!.fileId;
    expect(info.body.data!.versions[0]).toMatchObject({ version: 1, sourceKind: 'PDF', pageCount: 2, createdBy: 'Alice Walker', files: [{ name: 'Électricité mars.pdf', size: bill.length, mime: 'application/pdf', pageCount: 2 }] });

    const got = await getBytes(alice, '/doc-mgr/original-document', { docId, version: '1', fileId });
    expect(got.status).toBe(200);
    expect(sha(got.bytes)).toBe(sha(bill));
    expect(got.headers['content-disposition']).toBe(`attachment; filename="Electricite mars.pdf"; filename*=UTF-8''%C3%89lectricit%C3%A9%20mars.pdf`);
    expect(got.headers['cache-control']).toBe('no-store');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(await lastAudit()).toMatchObject({ action: 'document.downloaded', targetId: docId });
  });

  it('draws pages as PNG for the viewer and records the view', async () => {
    const res = await upload(alice, { docType: 'BS1', docProperties: issueDate(-1) }, [file('statement.pdf', await pdf(3))]);
    const { docId } = res.body.data!;
    const page = await getBytes(alice, `/doc-mgr/access/${docId}`, { version: '1', currentPage: '3', userProfileType: '0' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('image/png');
    expect(page.headers['x-page-count']).toBe('3');
    expect((await sharp(page.bytes).metadata()).format).toBe('png');
    expect(await lastAudit()).toMatchObject({ action: 'document.viewed', targetId: docId });
    expect((await getBytes(alice, `/doc-mgr/access/${docId}`, { currentPage: '4' })).errorCode).toBe('00000004');
    await thumbnailsSettled();
    const thumb = await getBytes(alice, `/doc-mgr/thumbnail/${docId}`);
    expect([thumb.headers['content-type'], (await sharp(thumb.bytes).metadata()).format]).toEqual(['image/webp', 'webp']);
  });

  it('makes version n+1 when the same document is uploaded again, and keeps the history', async () => {
    const first = await upload(alice, { docType: 'PP', docProperties: identityDates() }, [file('passport.jpg', await jpegWithExif(60, 40), 'image/jpeg')]);
    expect(first.body.success).toBe(true);
    const { docId } = first.body.data!;
    const second = await upload(alice, { docType: 'PP', docId, docProperties: identityDates() }, [file('passport-new.png', await sharp({ create: { width: 50, height: 30, channels: 3, background: '#333' } }).png().toBuffer())]);
    expect(second.body.data).toEqual({ docId, version: 2 });
    const info = await alice.call<DocumentInfo>('GET', '/doc-mgr/info', undefined, { query: { docId } });
    expect(info.body.data!.version).toBe(2);
    expect(info.body.data!.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(info.body.data!.versions[1]!.files[0]!.name).toBe('passport.jpg');
    // The stored JPEG keeps its pixels as sent (60x40) and only its orientation (EXIF 6) of all its metadata: no GPS,
    // no camera. The viewer and the thumbnail show it upright (40 wide, 60 high); so do browsers, from the tag.
    const fileId = info.body.data!.versions[1]!.files[0]!.fileId;
    const stored = await getBytes(alice, '/doc-mgr/original-document', { docId, version: '1', fileId });
    const meta = await sharp(stored.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation, hasGpsTag(meta.exif), stored.bytes.includes(Buffer.from('TestCam'))]).toEqual([60, 40, 6, false, false]);
    const page = await getBytes(alice, `/doc-mgr/access/${docId}`, { version: '1', currentPage: '1', width: '100' });
    const shown = await sharp(page.bytes).metadata();
    expect([shown.width, shown.height]).toEqual([40, 60]);
    await thumbnailsSettled();
    const thumb = await sharp((await getBytes(alice, `/doc-mgr/thumbnail/${docId}`, { version: '1' })).bytes).metadata();
    expect(thumb.height).toBeGreaterThan(thumb.width!);
  });

  it('answers the per-type and OCR routes through the same checks', async () => {
    const me = (await alice.call<DocumentPage>('POST', '/doc-mgr/docs', {})).body.data!.list[0]!.profileId;
    const byType = await upload(alice, { docProperties: issueDate() }, [file('bill.pdf', await pdf(1))], `/doc-mgr/utility-bill/upload/${me}`);
    expect(byType.body.success).toBe(true);
    const update = await upload(alice, { docProperties: issueDate() }, [file('bill2.pdf', await pdf(1))], `/doc-mgr/utility-bill/update/${byType.body.data!.docId}`);
    expect(update.body.data).toEqual({ docId: byType.body.data!.docId, version: 2 });
    const needsDoc = await upload(alice, { docProperties: issueDate() }, [file('b.pdf', await pdf(1))], '/doc-mgr/common-update-document-ocr/UB');
    expect(needsDoc.body.errorCode).toBe('00000002');
    const before = await footprint(t);
    const check = await upload(alice, { docProperties: issueDate() }, [file('b.pdf', await pdf(1))], '/doc-mgr/common-check-document-ocr/UB');
    expect(check.body.data).toEqual({ valid: true, fileCount: 1, sourceKind: 'PDF' });
    expect(await footprint(t)).toEqual(before);
  });

  it('stores files once by content: the same bytes in two documents share one blob', async () => {
    const same = await pdf(1, [200, 200]);
    const before = await footprint(t);
    await upload(alice, { docType: 'UB', docProperties: issueDate() }, [file('a.pdf', same)]);
    await upload(alice, { docType: 'BS1', docProperties: issueDate() }, [file('b.pdf', same)]);
    const after = await footprint(t);
    expect(after.files - before.files).toBe(2);
    expect(after.blobs.length - before.blobs.length).toBe(1);
    expect(after.temp).toBe(0);
  });

  it('keeps user file names as display text only: no folders, bounded length, safe download headers', async () => {
    const names = ['../../etc/passwd.pdf', `${'x'.repeat(5000)}.pdf`, 'تقرير.pdf'];
    const res = await upload(alice, { docType: 'UB', docProperties: issueDate() }, await Promise.all(names.map(async (n) => file(n, await pdf(1, [50 + n.length % 50, 60])))));
    const info = (await alice.call<DocumentInfo>('GET', '/doc-mgr/info', undefined, { query: { docId: res.body.data!.docId } })).body.data!;
    const stored = info.versions[0]!.files.map((f) => f.name);
    expect(stored[0]).toBe('passwd.pdf');
    expect([stored[1]!.length, stored[1]!.endsWith('.pdf')]).toEqual([255, true]);
    expect(stored[2]).toBe('تقرير.pdf');
    const got = await getBytes(alice, '/doc-mgr/original-document', { docId: res.body.data!.docId, fileId: info.versions[0]!.files[2]!.fileId });
    expect(got.headers['content-disposition']).toBe(`attachment; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent('تقرير')}.pdf`);
  });

  it('lets the caller filter the documents page by type name and status', async () => {
    const ub = await alice.call<DocumentPage>('POST', '/doc-mgr/docs', { docTypeName: 'utility', pageSize: 2 });
    expect(ub.body.data!.list.length).toBeGreaterThan(0);
    expect(ub.body.data!.list.every((d) => d.docType === 'UB')).toBe(true);
    expect(ub.body.data!.totalPages).toBe(Math.ceil(ub.body.data!.totalRecord / 2));
    const [first, second] = await Promise.all([1, 2].map(async (currentPage) => (await alice.call<DocumentPage>('POST', '/doc-mgr/docs', { currentPage, pageSize: 3 })).body.data!.list));
    const both = [...first!, ...second!];
    expect(new Set(both.map((d) => d.docId)).size).toBe(6);
    expect(both.map((d) => d.updatedAt)).toEqual([...both.map((d) => d.updatedAt)].sort().reverse());
    // Past the last page: no rows, the same total (the page query carries it; an empty page asks for it alone).
    const all = (await alice.call<DocumentPage>('POST', '/doc-mgr/docs', { currentPage: 1, pageSize: 3 })).body.data!;
    const beyond = (await alice.call<DocumentPage>('POST', '/doc-mgr/docs', { currentPage: all.totalPages + 1, pageSize: 3 })).body.data!;
    expect(beyond).toMatchObject({ list: [], totalRecord: all.totalRecord, totalPages: all.totalPages });
    const expired = await alice.call<DocumentPage>('POST', '/doc-mgr/docs', { status: 'EXPIRED' });
    expect(expired.body.data!.totalRecord).toBe(0);
    const rows = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'document.uploaded'));
    expect(rows.length).toBeGreaterThan(5);
  });
});
