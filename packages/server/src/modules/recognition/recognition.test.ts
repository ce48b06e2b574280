import { ACTION_TYPES, type ConvertResult, type IndividualProfileUpdate, type OcrResult, type RecognitionResult, type UploadResult } from '@vault/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { actions } from '../actions/actions.table.js';
import { auditEvents } from '../audit/audit.table.js';
import { file, footprint, getBytes, upload } from '../documents/documents.test-support.js';
import { profiles } from '../profiles/profiles.table.js';
import { recognitionScans } from './recognition.table.js';
import { inPdf, notADocument, ocrJsonOf, passportImage, profileIdOf, recognize, scanFile, type GeneratedPassport } from './recognition.test-support.js';

// Real recognitions here: three (a clean passport, the same page in a PDF read as a licence, a picture
// of shapes). Everything else reuses the passport's scan.
let t: TestApp;
let alice: Client;
let carol: Client;
let aliceProfile: string;
let passport: GeneratedPassport;
let scan: RecognitionResult;

beforeAll(async () => {
  t = await createTestApp();
  alice = new Client(t);
  carol = new Client(t);
  await alice.signIn(DEMO.alice, DEMO.password);
  await carol.signIn(DEMO.carol, DEMO.password);
  aliceProfile = await profileIdOf(t, DEMO.alice);
  passport = await passportImage();
  const res = await recognize(alice, 'PP', scanFile(passport.jpeg));
  if (!res.body.success) throw new Error(`recognition failed: ${JSON.stringify(res.body)}`);
  scan = res.body.data!;
}, 120_000);
afterAll(() => t.close());

const reviewUpload = (c: Client, path: string, fields: Record<string, string>, data = passport.jpeg) => upload(c, { userProfileType: '0', ...fields }, [file('passport.jpg', data, 'image/jpeg')], path);
const person = async () => (await t.ctx.db.select().from(profiles).where(eq(profiles.id, aliceProfile)))[0]!;
const confirmed = { 4: '01/02/2020' };
/** An ocrJson whose fields lack the names, so the server takes them from `entries`. */
const withoutNames = (json: string, entries: { name: string; value: string }[]) => {
  const o = JSON.parse(json) as { fields: { code: number }[] };
  return JSON.stringify({ ...o, fields: o.fields.filter((f) => f.code !== 8 && f.code !== 9), entries });
};

describe('recognising a document', () => {
  it('reads a clean passport: clear enough, of the chosen type, fields graded and kept under a scanId', async () => {
    expect(scan).toMatchObject({ docType: 'PP', clearEnough: true, typeMatch: true, kind: 'passport' });
    expect(scan.scanId).toMatch(/^[0-9a-f]{32}$/);
    const field = (code: number) => scan.fields.find((f) => f.code === code)!;
    expect(scan.fields.map((f) => f.code)).toEqual([2, 3, 4, 5, 8, 9, 11, 12, 51]);
    for (const code of [2, 3, 5, 8, 9]) expect(field(code)).toMatchObject({ value: passport.truth[code], grade: 'PASS', display: 2 });
    expect(field(3).maxLength).toBe(10);
    expect(field(8).maxLength).toBe(128);
    expect(scan.entries).toEqual([
      { name: 'Given Names', value: passport.truth[9] },
      { name: 'Surname', value: passport.truth[8] },
    ]);
    const again = await alice.call<RecognitionResult>('POST', '/doc-mgr/get_regula_result', { scanId: scan.scanId });
    expect(again.body.data).toEqual(scan);
    const image = await getBytes(alice, `/doc-mgr/scan-image/${scan.scanId}`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const [audit] = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.targetId, scan.scanId));
    expect(audit).toMatchObject({ action: 'document.recognised', profileId: aliceProfile });
  });

  it('answers not identified for a picture that is no document, and refuses to save it', async () => {
    const res = await recognize(alice, 'PP', scanFile(await notADocument(), 'holiday.jpg'));
    expect(res.body.success).toBe(true);
    const shapes = res.body.data!;
    expect(shapes.clearEnough && shapes.typeMatch).toBe(false);
    const before = await footprint(t);
    const saved = await reviewUpload(alice, `/doc-mgr/passport/upload/${aliceProfile}`, { ocrJson: ocrJsonOf(shapes, { ...confirmed, 3: '01/01/2031' }), updateProfile: '1' });
    expect(saved.body.errorCode).toBe('30000200');
    expect(saved.body.errorMsg).toBe('Document type cannot be identified. Please verify and try again.');
    expect(await footprint(t)).toEqual(before);
  }, 90_000);

  it('reads a PDF’s first page, and a passport chosen as a driving licence does not match the type', async () => {
    const res = await recognize(alice, 'DL', scanFile(await inPdf(passport.jpeg), 'scan.pdf'));
    expect(res.body.data).toMatchObject({ docType: 'DL', typeMatch: false });
    const image = await getBytes(alice, `/doc-mgr/scan-image/${res.body.data!.scanId}`);
    expect(image.headers['content-type']).toBe('image/png');
  }, 90_000);

  it('refuses two files, a type that is not read, and Word files', async () => {
    const { multipart } = await import('../documents/documents.test-support.js');
    const two = multipart({}, [scanFile(passport.jpeg), scanFile(passport.jpeg, 'b.jpg')]);
    expect((await alice.call('POST', '/doc-mgr/recognize/PP', two.payload, { headers: two.headers })).body.errorCode).toBe('30000206');
    expect((await recognize(alice, 'UB', scanFile(passport.jpeg))).status).toBe(400);
    const word = await recognize(alice, 'PP', { name: 'file', filename: 'a.docx', data: Buffer.from('not a zip') });
    expect(word.body.errorCode).toBe('30000007');
  });

  it('says when a scan has expired', async () => {
    const [row] = await t.ctx.db.select().from(recognitionScans).where(eq(recognitionScans.id, scan.scanId));
    const old = { ...row!, id: 'e'.repeat(32), expiresAt: new Date(Date.now() - 1000) };
    await t.ctx.db.insert(recognitionScans).values(old);
    const gone = await alice.call('POST', '/doc-mgr/get_regula_result', { scanId: old.id });
    expect([gone.status, gone.body.errorCode]).toEqual([410, '30000202']);
  });
});

describe('reviewing the fields', () => {
  it('adds the missing fields for a passport scan and for licence data', async () => {
    const fromScan = (await alice.call<ConvertResult>('POST', '/doc-mgr/convert-regula-result', { scanId: scan.scanId })).body.data!;
    expect(fromScan.fields.filter((f) => f.display === 2).map((f) => f.code)).toEqual([2, 3, 4, 5, 8, 9, 11, 12, 51]);
    const licence = (await alice.call<ConvertResult>('POST', '/doc-mgr/convert-regula-result', { docType: 'DL', fields: [{ code: 2, value: 'MORGA753116SM9IJ', grade: 'PASS', display: 2 }] })).body.data!;
    expect(licence.fields.map((f) => [f.code, f.display, f.grade, f.maxLength])).toEqual([
      [2, 2, 'PASS', 128],
      [3, 2, 'FAIL', 10],
      [4, 2, 'FAIL', 10],
      [5, 2, 'FAIL', 10],
      [8, 2, 'FAIL', 128],
      [9, 2, 'FAIL', 128],
      [11, 1, 'ABSENT', 128],
      [12, 1, 'ABSENT', 128],
      [51, 1, 'ABSENT', 128],
    ]);
    expect(licence.fields.find((f) => f.code === 4)).toMatchObject({ name: 'Date of Issue', value: '' });
  });

  it('saves with updateProfile 1: the person’s names change in the same transaction, ocrJson is stored, profile-exists then says 0', async () => {
    const body = { profileId: aliceProfile, docType: 'PP', fields: scan.fields.map((f) => ({ code: f.code, value: f.value })) };
    expect((await alice.call<string>('POST', '/doc-mgr/profile-exists', body)).body.data).toBe('1');
    // Before saving, the review can say the document's name is not the one Alice's profile records.
    const differences = async () => (await alice.call<{ differences: Array<{ detail: string; profile: string; document: string }> }>('POST', '/doc-mgr/profile-differences', body)).body.data!.differences;
    const named = (await differences()).find((d) => d.detail === 'name');
    expect(named).toMatchObject({ document: [passport.truth[9], passport.truth[8]].join(' ') });
    expect(named!.profile.toLowerCase()).not.toBe(named!.document.toLowerCase());
    const identityAction = () => t.ctx.db.select().from(actions).where(and(eq(actions.profileId, aliceProfile), eq(actions.type, ACTION_TYPES.COMPLETE_IDENTITY)));
    expect((await identityAction())[0]!.status).toBe('PENDING');
    const res = await reviewUpload(alice, `/doc-mgr/passport/upload/${aliceProfile}`, { ocrJson: ocrJsonOf(scan, confirmed), updateProfile: '1' });
    expect(res.body.success).toBe(true);
    // A confirmed identity document is what 'Complete your identity' asks for: it is done now.
    expect((await identityAction())[0]).toMatchObject({ status: 'COMPLETED', handledAt: expect.any(Date) });
    const { docId } = res.body.data!;
    const p = await person();
    const given = passport.truth[9]!.split(' ');
    expect([p.firstName, p.middleName, p.lastName, p.gender]).toEqual([given[0], given[1] ?? null, passport.truth[8], passport.truth[12] === 'F' ? 'FEMALE' : 'MALE']);
    const birth = passport.truth[5]!.split('/');
    expect(p.dateOfBirth).toBe(`${birth[2]}-${birth[1]}-${birth[0]}`);
    const stored = (await alice.call<OcrResult>('GET', '/doc-mgr/ocr-result', undefined, { query: { docId } })).body.data!;
    expect(stored).toMatchObject({ docId, version: 1, ocrJson: { scanId: scan.scanId, docType: 'PP', overallStatus: 'High', typeMatch: true } });
    expect((stored.ocrJson!.fields as { code: number; value: string }[]).find((f) => f.code === 4)!.value).toBe('01/02/2020');
    const [audit] = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'profile.updated_from_document')).orderBy(desc(auditEvents.id)).limit(1);
    expect(audit).toMatchObject({ profileId: aliceProfile, targetId: docId });
    const updated = (await alice.call<IndividualProfileUpdate>('GET', '/doc-mgr/individual-profile-updated')).body.data!;
    expect(updated).toMatchObject({ isPerson: '1', updatedFromDocument: '1', docId, docType: 'PP' });
    expect((await alice.call<string>('POST', '/doc-mgr/profile-exists', body)).body.data).toBe('0');
    expect(await differences()).toEqual([]);
    const info = await alice.call<{ dateOfIssue: string | null }>('GET', '/doc-mgr/info', undefined, { query: { docId } });
    expect(info.body.data!.dateOfIssue).toBe('2020-02-01');

    // updateProfile 0 on a new version: stored, and the person is left as they were.
    const before = await person();
    const v2 = await reviewUpload(alice, `/doc-mgr/passport/update/${docId}`, { ocrJson: ocrJsonOf(scan, { ...confirmed, 8: 'SOMEONE-ELSE' }), updateProfile: '0' });
    expect(v2.body.data).toEqual({ docId, version: 2 });
    expect((await person()).lastName).toBe(before.lastName);
    const v2Stored = (await alice.call<OcrResult>('GET', '/doc-mgr/ocr-result', undefined, { query: { docId } })).body.data!;
    expect((v2Stored.ocrJson!.entries as { value: string }[])[1]!.value).toBe('SOMEONE-ELSE');
    // The edited surname lost its scanned PASS, whatever grade the client sent; untouched fields keep theirs.
    const gradeOf = (code: number) => (v2Stored.ocrJson!.fields as { code: number; grade: string }[]).find((f) => f.code === code)!.grade;
    expect([gradeOf(8), gradeOf(2)]).toEqual(['MANUAL', 'PASS']);
  });

  it('refuses an identity document whose number, birth date or surname is left empty', async () => {
    for (const code of [2, 5, 8]) {
      const res = await reviewUpload(alice, `/doc-mgr/passport/upload/${aliceProfile}`, { ocrJson: ocrJsonOf(scan, { ...confirmed, [code]: ' ' }), updateProfile: '0' });
      expect(res.body.errorCode).toBe('30000205');
      expect((res.body as { fieldErrors?: { path: string }[] }).fieldErrors?.map((e) => e.path)).toContain(`ocrJson.fields.${code}`);
    }
  });

  it('refuses an invalid ocrJson and writes nothing', async () => {
    const before = await footprint(t);
    const personBefore = await person();
    const path = `/doc-mgr/passport/upload/${aliceProfile}`;
    const cases: [Record<string, string>, string][] = [
      [{ ocrJson: '{not json', docProperties: JSON.stringify({ dateOfIssue: '2020-02-01', dateOfExpiry: '2031-01-01' }) }, '30000205'],
      [{ ocrJson: ocrJsonOf(scan, { ...confirmed, 5: '31/02/1990' }) }, '30000205'],
      [{ ocrJson: ocrJsonOf(scan, { ...confirmed, 9: '=HYPERLINK("http://x")' }) }, '30000205'],
      [{ ocrJson: ocrJsonOf(scan, confirmed, { overallStatus: 'Low' }) }, '30000205'],
      [{ ocrJson: ocrJsonOf(scan, confirmed, { docType: 'DL' }) }, '30000207'],
      // Names as stored: a formula behind leading whitespace, in the entries that fill absent fields, or as a middle name.
      [{ ocrJson: ocrJsonOf(scan, { ...confirmed, 8: '\u00A0=HYPERLINK("http://x")' }) }, '30000205'],
      [{ ocrJson: withoutNames(ocrJsonOf(scan, confirmed), [{ name: 'Given Names', value: 'ANNE' }, { name: 'Surname', value: '=HYPERLINK("http://x")' }]) }, '30000205'],
      [{ ocrJson: ocrJsonOf(scan, { ...confirmed, 9: 'ANNE =HYPERLINK("http://x")' }) }, '30000205'],
    ];
    for (const [fields, code] of cases) {
      const res = await reviewUpload(alice, path, { updateProfile: '1', ...fields });
      expect([res.status, res.body.errorCode]).toEqual([code === '30000207' ? 422 : 400, code]);
    }
    expect(await footprint(t)).toEqual(before);
    expect(await person()).toEqual(personBefore);
  });
});

describe('checking a document against an action', () => {
  const action = async (profileId: string, status: 'PENDING' | 'CANCELLED' | 'COMPLETED', details: Record<string, unknown>) => {
    const { actions } = await import('../actions/actions.table.js');
    const [row] = await t.ctx.db.insert(actions).values({ profileId, type: 0, status, title: 'Please provide your passport', details }).returning();
    return row!.id;
  };
  const check = (c: Client, actionId: string, docType: string, expiredDate: string, issueDate = '01/02/2020') => c.call<{ success: boolean }>('POST', '/action/check-document-rule2', { actionId, docType, expiredDate, issueDate });

  it('accepts the asked type with valid dates and names the broken rule otherwise', async () => {
    const id = await action(aliceProfile, 'PENDING', { docType: 'PP', minValidityDays: 180 });
    expect((await check(alice, id, 'PP', '01/01/2031')).body).toMatchObject({ success: true, data: { success: true } });
    expect((await check(alice, id, 'DL', '01/01/2031')).body.errorCode).toBe('30000210');
    expect((await check(alice, id, 'PP', '01/01/2020')).body.errorCode).toBe('30000105');
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect((await check(alice, id, 'PP', soon)).body.errorCode).toBe('30000211');
    expect((await check(alice, id, 'PP', '01/01/2031', '01/01/2099')).body.errorCode).toBe('30000104');
    expect((await check(alice, id, 'PP', '31/02/2031')).body.errorCode).toBe('30000103');
  });

  it('answers 70000015 for a cancelled action, and 404 for someone else’s', async () => {
    const cancelled = await action(aliceProfile, 'CANCELLED', { docType: 'PP' });
    expect((await check(alice, cancelled, 'PP', '01/01/2031')).body.errorCode).toBe('70000015');
    const aliceAction = await action(aliceProfile, 'PENDING', { docType: 'PP' });
    const res = await check(carol, aliceAction, 'PP', '01/01/2031');
    expect([res.status, res.body.errorCode]).toEqual([404, '00000004']);
  });
});

describe('another customer', () => {
  it('cannot use your scan, upload into your profile, or read your ocrJson', async () => {
    const notFound = (r: { status: number; body: { errorCode: string | null } }) => expect([r.status, r.body.errorCode]).toEqual([404, '00000004']);
    notFound(await carol.call('POST', '/doc-mgr/get_regula_result', { scanId: scan.scanId }));
    notFound(await carol.call('POST', '/doc-mgr/convert-regula-result', { scanId: scan.scanId }));
    const image = await getBytes(carol, `/doc-mgr/scan-image/${scan.scanId}`);
    expect(image.status).toBe(404);
    notFound(await carol.call('POST', '/doc-mgr/profile-exists', { profileId: aliceProfile, docType: 'PP', fields: [] }));
    notFound(await carol.call('POST', '/doc-mgr/profile-differences', { profileId: aliceProfile, docType: 'PP', fields: [] }));
    notFound(await carol.call('GET', '/doc-mgr/individual-profile-updated', undefined, { query: { profileId: aliceProfile } }));
    const before = await footprint(t);
    notFound(await reviewUpload(carol, `/doc-mgr/passport/upload/${aliceProfile}`, { ocrJson: ocrJsonOf(scan, confirmed), updateProfile: '1' }));
    const carolProfile = await profileIdOf(t, DEMO.carol);
    notFound(await reviewUpload(carol, `/doc-mgr/passport/upload/${carolProfile}`, { ocrJson: ocrJsonOf(scan, confirmed), updateProfile: '1' }));
    expect(await footprint(t)).toEqual(before);
    const mine = await reviewUpload(alice, `/doc-mgr/passport/upload/${aliceProfile}`, { ocrJson: ocrJsonOf(scan, confirmed), updateProfile: '0' });
    const docId = (mine.body.data as UploadResult).docId;
    notFound(await carol.call('GET', '/doc-mgr/ocr-result', undefined, { query: { docId } }));
    notFound(await reviewUpload(carol, `/doc-mgr/passport/update/${docId}`, { ocrJson: ocrJsonOf(scan, confirmed), updateProfile: '0' }));
  });
});
