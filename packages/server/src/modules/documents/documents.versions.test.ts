import type { DocCategory, DocumentInfo, DocumentSummary, PropertyTemplate } from '@vault/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { auditEvents } from '../audit/audit.table.js';
import { pdf, png as pngFile } from './files/test-fixtures.js';
import { daysFromNow, file, footprint, issueDate, upload } from './documents.test-support.js';

let t: TestApp;
let alice: Client;
beforeAll(async () => {
  t = await createTestApp();
  alice = new Client(t);
  await alice.signIn(DEMO.alice, DEMO.password);
});
afterAll(() => t.close());

const audited = async (docId: string) =>
  (await t.ctx.db.select().from(auditEvents).where(and(eq(auditEvents.targetType, 'document'), eq(auditEvents.targetId, docId)))).map((e) => e.action).sort();
const info = async (docId: string) => (await alice.call<DocumentInfo>('GET', '/doc-mgr/info', undefined, { query: { docId } })).body;

describe('deleting versions and documents', () => {
  it('deletes one version, the newest left becomes current with its dates, and its unshared blob goes', async () => {
    const before = await footprint(t);
    const v1 = await upload(alice, { docType: 'UB', docProperties: issueDate(-30) }, [file('v1.pdf', await pdf(1))]);
    const { docId } = v1.body.data!;
    await upload(alice, { docType: 'UB', docId, docProperties: issueDate(-3) }, [file('v2.pdf', await pdf(2))]);
    expect((await info(docId)).data).toMatchObject({ version: 2, dateOfIssue: daysFromNow(-3) });
    // Lists tell documents of one type apart: the current version's file name and upload date.
    const ofType = (await alice.call<Array<{ docId: string; fileName: string | null; uploadedAt: string; version: number }>>('POST', '/doc-mgr/doc-type-level', { docType: 'UB' })).body.data!;
    const listed = ofType.find((d) => d.docId === docId)!;
    expect(listed).toMatchObject({ fileName: 'v2.pdf', version: 2 });
    expect(Date.now() - Date.parse(listed.uploadedAt)).toBeLessThan(5 * 60_000);
    expect((await footprint(t)).blobs.length).toBe(before.blobs.length + 2);

    const res = await alice.call('DELETE', '/doc-mgr/specific-version-document', { docId, docVersion: 2 });
    expect(res.body.data).toEqual({ docId, removed: 'VERSION', version: 1 });
    expect((await info(docId)).data).toMatchObject({ version: 1, dateOfIssue: daysFromNow(-30), versions: [{ version: 1 }] });
    expect((await footprint(t)).blobs.length).toBe(before.blobs.length + 1);

    // Version numbers are never given out twice.
    const v3 = await upload(alice, { docType: 'UB', docId, docProperties: issueDate(-1) }, [file('v3.pdf', await pdf(3))]);
    expect(v3.body.data!.version).toBe(3);
    // The query-string form works too (clients that cannot send a DELETE body).
    expect((await alice.call('DELETE', '/doc-mgr/specific-version-document', undefined, { query: { docId, docVersion: '1' } })).body.data).toEqual({ docId, removed: 'VERSION', version: 3 });
    expect((await info(docId)).data!.versions.map((v) => v.version)).toEqual([3]);
    expect(await audited(docId)).toEqual(['document.uploaded', 'document.uploaded', 'document.uploaded', 'document.version-deleted', 'document.version-deleted']);
  });

  it('deleting the only version deletes the document; remove-document removes every version; shared blobs stay', async () => {
    const shared = await pdf(1, [111, 111]);
    const keep = await upload(alice, { docType: 'BS1', docProperties: issueDate() }, [file('keep.pdf', shared)]);
    const before = await footprint(t);
    const only = await upload(alice, { docType: 'UB', docProperties: issueDate() }, [file('same.pdf', shared)]);
    expect((await alice.call('DELETE', '/doc-mgr/specific-version-document', { docId: only.body.data!.docId, docVersion: 1 })).body.data).toMatchObject({ removed: 'DOCUMENT' });
    expect((await info(only.body.data!.docId)).errorCode).toBe('00000004');
    expect(await footprint(t)).toEqual(before);

    const many = await upload(alice, { docType: 'UB', docProperties: issueDate() }, [file('a.pdf', await pdf(4))]);
    await upload(alice, { docType: 'UB', docId: many.body.data!.docId, docProperties: issueDate() }, [file('b.pdf', await pdf(5))]);
    expect((await alice.call('DELETE', '/doc-mgr/remove-document', { docId: many.body.data!.docId })).body.data).toMatchObject({ removed: 'DOCUMENT', version: null });
    expect(await footprint(t)).toEqual(before);
    expect(await audited(many.body.data!.docId)).toEqual(['document.deleted', 'document.uploaded', 'document.uploaded']);
    expect((await info(keep.body.data!.docId)).success).toBe(true);
    expect((await alice.call('DELETE', '/doc-mgr/remove-document', { docId: 'nope' })).body.errorCode).toBe('00000002');
  });
});

describe('the type catalogue', () => {
  it('offers types by profile type with names in the caller’s language', async () => {
    const individual = (await alice.call<DocCategory[]>('GET', '/doc-mgr/doc-type-by-profile-type', undefined, { query: { type: '0' } })).body.data!;
    const codes = individual.flatMap((c) => c.docTypes.map((d) => d.code));
    expect(codes).toEqual(expect.arrayContaining(['PP', 'DL', 'RTWV', 'NC', 'UB', 'BS1']));
    expect(codes).not.toContain('FPF');
    expect(individual[0]!.docTypes.find((d) => d.code === 'PP')).toMatchObject({ name: 'Passport', imageOnly: true, acceptsUrl: false, recognition: true, holders: [0] });
    const fund = (await alice.call<DocCategory[]>('GET', '/doc-mgr/doc-type-by-profile-type', undefined, { query: { type: '2' } })).body.data!;
    expect(fund.flatMap((c) => c.docTypes.map((d) => d.code))).toEqual(expect.arrayContaining(['FR', 'FPF', 'COS', 'PP']));
    alice.language = 'tw';
    const tw = (await alice.call<DocCategory[]>('GET', '/doc-mgr/doc-type-by-profile-type', undefined, { query: { type: '0' } })).body.data!;
    expect(tw[0]).toMatchObject({ code: 'IDENTITY', name: '身分證明文件' });
    const template = (await alice.call<PropertyTemplate[]>('GET', '/doc-mgr/custom-doc-properties-template', undefined, { query: { docType: 'PP' } })).body.data!;
    expect(template).toEqual([
      expect.objectContaining({ name: 'dateOfIssue', displayName: '簽發日期', type: 'date', format: 'dd/MM/yyyy', validations: ['not-blank', 'not-future'] }),
      expect.objectContaining({ name: 'dateOfExpiry', displayName: '到期日期', validations: ['not-blank', 'not-past'] }),
    ]);
    alice.language = 'en';
    const ub = (await alice.call<PropertyTemplate[]>('GET', '/doc-mgr/custom-doc-properties-template', undefined, { query: { docType: 'UB' } })).body.data!;
    expect(ub.map((p) => p.name)).toEqual(['dateOfIssue']);
  });

  it('counts documents per category and lists a category’s types with their documents', async () => {
    await upload(alice, { docType: 'UB', docProperties: issueDate() }, [file('x.pdf', await pdf(1, [90, 90]))]);
    const top = (await alice.call<{ code: string; count: number }[]>('GET', '/doc-mgr/top-level', undefined, { query: { profileType: '0' } })).body.data!;
    expect(top.map((c) => c.code)).toEqual(['IDENTITY', 'ADDRESS']);
    expect(top.find((c) => c.code === 'ADDRESS')!.count).toBeGreaterThan(0);
    const level = (await alice.call<(DocCategory['docTypes'][number] & { documents: DocumentSummary[] })[]>('GET', '/doc-mgr/doc-category-level', undefined, { query: { category: 'ADDRESS' } })).body.data!;
    expect(level.map((l) => l.code)).toEqual(['UB', 'BS1']);
    expect(level[0]!.documents.length).toBeGreaterThan(0);
    expect(level[0]!.documents.every((d) => d.docType === 'UB')).toBe(true);
    const typeLevel = (await alice.call<DocumentSummary[]>('POST', '/doc-mgr/doc-type-level', { docType: 'UB' })).body.data!;
    expect(typeLevel.length).toBe(level[0]!.documents.length);
    expect((await alice.call<{ isPerson: string }>('GET', '/doc-mgr/individual-profile-updated')).body.data!.isPerson).toBe('1');
  });

  it('lists documents expiring soon, soonest first', async () => {
    const soon = JSON.stringify({ dateOfIssue: daysFromNow(-100), dateOfExpiry: daysFromNow(20) });
    const png = await pngFile(20, 20);
    const res = await upload(alice, { docType: 'DL', docProperties: soon }, [file('dl.png', png)]);
    const expiring = (await alice.call<DocumentSummary[]>('GET', '/doc-mgr/expiring', undefined, { query: { days: '60' } })).body.data!;
    expect(expiring.map((d) => [d.docId, d.status])).toEqual([[res.body.data!.docId, 'EXPIRING']]);
    expect((await alice.call<DocumentSummary[]>('GET', '/doc-mgr/expiring', undefined, { query: { days: '10' } })).body.data).toEqual([]);
  });
});
