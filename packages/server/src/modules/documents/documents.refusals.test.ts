import { LIMITS } from '@vault/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { encryptedPdf, jpegWithExif, pdf, png, pngHeaderOnly } from './files/test-fixtures.js';
import { daysFromNow, file, footprint, identityDates, issueDate, upload, type Part } from './documents.test-support.js';

let t: TestApp;
let alice: Client;
let empty: Awaited<ReturnType<typeof footprint>>;
beforeAll(async () => {
  t = await createTestApp();
  alice = new Client(t);
  await alice.signIn(DEMO.alice, DEMO.password);
  empty = await footprint(t);
});
afterAll(() => t.close());

/** Sends an upload that must be refused with `code`, and proves it left no row, no blob and no temp file. */
async function refused(code: string, fields: Record<string, string>, files: Part[], status?: number) {
  const res = await upload(alice, fields, files);
  expect(res.body.success).toBe(false);
  expect(res.body.errorCode).toBe(code);
  if (status) expect(res.status).toBe(status);
  expect(await footprint(t)).toEqual(empty);
  return res;
}

const MB = 1024 * 1024;

describe('refused uploads answer their code and leave nothing behind', () => {
  it('a 21 MB file, while streaming', async () => {
    const big = Buffer.concat([await pdf(1), Buffer.alloc(21 * MB, 7)]);
    await refused('30000003', { docType: 'UB', docProperties: issueDate() }, [file('big.pdf', big)], 413);
  });

  it('files that together pass 20 MB', async () => {
    const half = Buffer.concat([await pdf(1), Buffer.alloc(11 * MB, 1)]);
    await refused('30000004', { docType: 'UB', docProperties: issueDate() }, [file('a.pdf', half), file('b.pdf', Buffer.concat([half, Buffer.from('x')]))], 413);
  });

  it('the 100th file', async () => {
    const one = await png(4, 4);
    const files = Array.from({ length: LIMITS.uploadMaxFiles + 1 }, (_, i) => file(`p${i}.png`, one));
    await refused('30000005', { docType: 'UB', docProperties: issueDate() }, files, 413);
  });

  it('text files mixed with images in one version', async () => {
    await refused('30000008', { docType: 'UB', docProperties: issueDate() }, [file('a.pdf', await pdf(1)), file('b.png', await png())]);
  });

  it('a PNG renamed .pdf', async () => {
    await refused('30000007', { docType: 'UB', docProperties: issueDate() }, [file('bill.pdf', await png())]);
  });

  it('a format that is not accepted', async () => {
    await refused('30000006', { docType: 'UB', docProperties: issueDate() }, [file('page.html', Buffer.from('<html></html>'))]);
  });

  it('an encrypted PDF, with the spec’s permission message', async () => {
    const res = await refused('30000010', { docType: 'UB', docProperties: issueDate() }, [file('locked.pdf', encryptedPdf())]);
    expect(res.body.errorMsg).toMatch(/^There are permission restrictions on this file/);
  });

  it('a date of issue in the future', async () => {
    const res = await refused('30000104', { docType: 'UB', docProperties: issueDate(2) }, [file('bill.pdf', await pdf(1))], 422);
    expect(res.body.fieldErrors).toEqual([{ path: 'docProperties.dateOfIssue', message: 'Invalid value' }]);
  });

  it('a date of expiry in the past', async () => {
    const props = JSON.stringify({ dateOfIssue: daysFromNow(-900), dateOfExpiry: daysFromNow(-1) });
    await refused('30000105', { docType: 'PP', docProperties: props }, [file('pp.jpg', await jpegWithExif())], 422);
  });

  it('a missing property, a date that does not exist, and properties that are not JSON', async () => {
    await refused('30000102', { docType: 'PP', docProperties: JSON.stringify({ dateOfIssue: daysFromNow(-9) }) }, [file('pp.jpg', await jpegWithExif())], 400);
    await refused('30000103', { docType: 'UB', docProperties: JSON.stringify({ dateOfIssue: '31/02/2024' }) }, [file('b.pdf', await pdf(1))], 400);
    await refused('00000002', { docType: 'UB', docProperties: '{not json' }, [file('b.pdf', await pdf(1))], 400);
  });

  it('a PDF for an image-only type (passport)', async () => {
    await refused('30000009', { docType: 'PP', docProperties: identityDates() }, [file('pp.pdf', await pdf(1))]);
  });

  it('a type this profile may not hold, and a type that does not exist', async () => {
    await refused('30000106', { docType: 'FPF', docProperties: issueDate() }, [file('p.pdf', await pdf(1))], 422);
    await refused('30000106', { docType: 'NOPE', docProperties: issueDate() }, [file('p.pdf', await pdf(1))], 422);
  });

  it('no type, no file, an empty file, and files together with a link', async () => {
    await refused('30000100', { docProperties: issueDate() }, [file('p.pdf', await pdf(1))], 400);
    await refused('30000101', { docType: 'UB', docProperties: issueDate() }, [], 400);
    await refused('30000109', { docType: 'UB', docProperties: issueDate() }, [file('gone.pdf', Buffer.alloc(0))], 422);
    await refused('30000110', { docType: 'UB', docProperties: issueDate(), urlList: 'https://docs.example.com/a.png' }, [file('p.pdf', await pdf(1))], 400);
  });

  it('a new version of a document that is not there', async () => {
    await refused('00000004', { docType: 'UB', docId: '00000000-0000-4000-8000-000000000000', docProperties: issueDate() }, [file('p.pdf', await pdf(1))], 404);
  });

  it('a file name or a text field that would run as a formula, leading whitespace of any kind included', async () => {
    for (const name of ['=cmd|calc!A0.pdf', ' =1+1.pdf', '\u00A0@SUM(A1).pdf', '\uFEFF+x.pdf', '\u3000-2.pdf']) {
      const res = await refused('00000006', { docType: 'UB', docProperties: issueDate() }, [file(name, await pdf(1))], 400);
      expect(res.body.fieldErrors).toEqual([{ path: 'files', message: 'Invalid value' }]);
    }
    const field = await refused('00000006', { docType: '\u00A0=UB', docProperties: issueDate() }, [file('bill.pdf', await pdf(1))], 400);
    expect(field.body.fieldErrors).toEqual([{ path: 'docType', message: 'Invalid value' }]);
  });

  it('a document photo over 60 megapixels (an 80-megapixel header), before decoding', async () => {
    await refused('30000012', { docType: 'UB', docProperties: issueDate() }, [file('big.png', pngHeaderOnly(10_000, 8_000))], 422);
  });

  it('a body cut off in the middle of a file', async () => {
    const boundary = '----cut';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="docType"\r\n\r\nUB\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n`;
    const res = await alice.call('POST', '/doc-mgr/custom-upload-with-properties', Buffer.concat([Buffer.from(head), await pdf(1)]), { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.body.errorCode).toBe('30000114');
    expect(await footprint(t)).toEqual(empty);
  });
});
