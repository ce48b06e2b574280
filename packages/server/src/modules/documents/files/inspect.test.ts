import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { zipSync as zipOf } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spoolToTemp, type SpooledFile } from '../../storage/spool.js';
import { assertImagesOnly, assertNoMix, inspectFile, normaliseImage, type InspectedFile } from './inspect.js';
import { compoundFile, docxDeclaring, docxLyingContentTypes, docxOverlapping, ENCRYPT_SPELLINGS, encryptedPdf, hasGpsTag, jpegWithExif, ooxml, pdf, png, pngHeaderOnly, wordStream, workbookStream } from './test-fixtures.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vault-inspect-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const spool = (data: Buffer, originalName: string): Promise<SpooledFile> => spoolToTemp(Readable.from([data]), { maxBytes: 100_000_000, tempDir: dir, originalName });
const inspect = async (data: Buffer, name: string) => inspectFile(await spool(data, name));
const refusal = async (data: Buffer, name: string) => (await inspect(data, name).catch((e: { key: string }) => e)) as { key: string; code: string };

describe('inspectFile accepts', () => {
  it.each([
    ['scan.jpg', () => jpegWithExif(), 'IMAGE', 'image/jpeg'],
    ['Scan.JPEG', () => jpegWithExif(), 'IMAGE', 'image/jpeg'],
    ['card.png', () => png(), 'IMAGE', 'image/png'],
    ['statement.pdf', () => pdf(2), 'PDF', 'application/pdf'],
    ['letter.docx', () => ooxml('docx'), 'WORD_DOC', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['accounts.xlsx', () => ooxml('xlsx'), 'EXCEL', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['model.xlsm', () => ooxml('xlsm'), 'EXCEL', 'application/vnd.ms-excel.sheet.macroEnabled.12'],
    ['old.doc', () => compoundFile({ WordDocument: wordStream(), '1Table': Buffer.alloc(512) }), 'WORD_DOC', 'application/msword'],
    ['old.xls', () => compoundFile({ Workbook: workbookStream() }), 'EXCEL', 'application/vnd.ms-excel'],
  ])('%s', async (name, make, kind, mime) => {
    const file = await inspect(await make(), name);
    expect(file).toMatchObject({ kind, mime, ext: name.split('.').pop()!.toLowerCase(), isImage: kind === 'IMAGE', originalName: name });
  });
});

describe('inspectFile refuses', () => {
  it.each([
    ['an unlisted extension', () => png(), 'photo.gif', 'FILE_FORMAT_NOT_ACCEPTED'],
    ['an executable', () => Buffer.from('MZ\x90\x00'), 'setup.exe', 'FILE_FORMAT_NOT_ACCEPTED'],
    ['no extension (path traversal name)', () => pdf(1), '../../etc/passwd', 'FILE_FORMAT_NOT_ACCEPTED'],
    ['an extension hidden by a right-to-left override', () => pdf(1), 'invoice\u202Efdp.exe', 'FILE_FORMAT_NOT_ACCEPTED'],
    ['a PNG renamed .pdf', () => png(), 'scan.pdf', 'FILE_CONTENT_MISMATCH'],
    ['HTML renamed .docx', () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), 'letter.docx', 'FILE_CONTENT_MISMATCH'],
    ['a PDF renamed .jpg', () => pdf(1), 'photo.jpg', 'FILE_CONTENT_MISMATCH'],
    ['a macro document renamed .docx', () => ooxml('docm'), 'letter.docx', 'FILE_CONTENT_MISMATCH'],
    ['a workbook renamed .docx', () => ooxml('xlsx'), 'letter.docx', 'FILE_CONTENT_MISMATCH'],
    ['a plain zip renamed .xlsx', () => ooxmlWithout(), 'book.xlsx', 'FILE_CONTENT_MISMATCH'],
    ['an Excel binary renamed .doc', () => compoundFile({ Workbook: workbookStream() }), 'old.doc', 'FILE_CONTENT_MISMATCH'],
    ['a Word binary renamed .xlsx', () => compoundFile({ WordDocument: wordStream() }), 'book.xlsx', 'FILE_CONTENT_MISMATCH'],
    ['an encrypted .doc', () => compoundFile({ WordDocument: wordStream(true) }), 'secret.doc', 'PDF_RESTRICTED'],
    ['an encrypted .xls', () => compoundFile({ Workbook: workbookStream(true) }), 'secret.xls', 'PDF_RESTRICTED'],
    ['a damaged compound file', () => compoundFile({ WordDocument: wordStream() }).subarray(0, 600), 'cut.doc', 'FILE_DAMAGED'],
    ['an encrypted, permission-restricted PDF', () => encryptedPdf(), 'locked.pdf', 'PDF_RESTRICTED'],
    ['a password-protected .docx (encrypted package in a compound file)', () => compoundFile({ EncryptionInfo: Buffer.alloc(200, 4), EncryptedPackage: Buffer.alloc(5000, 9) }), 'secret.docx', 'PDF_RESTRICTED'],
    ['a .docx announcing 600 MB of content (zip bomb)', () => docxDeclaring(600 * 1024 * 1024), 'bomb.docx', 'FILE_ARCHIVE_UNSAFE'],
    ['a .docx with overlapping entries (zip bomb)', () => docxOverlapping(), 'bomb.docx', 'FILE_ARCHIVE_UNSAFE'],
    ['a .docx with 10,001 entries', () => manyEntries(10_001), 'many.docx', 'FILE_ARCHIVE_UNSAFE'],
    ['a .docx whose content types lie about their size (inflate to 20 MB)', () => docxLyingContentTypes(20 * 1024 * 1024), 'liar.docx', 'FILE_ARCHIVE_UNSAFE'],
    ['a truncated .docx', () => ooxml('docx').subarray(0, 200), 'cut.docx', 'FILE_ARCHIVE_UNSAFE'],
    ['a truncated PDF', () => Buffer.from('%PDF-1.7\n1 0 obj\n<<'), 'cut.pdf', 'FILE_DAMAGED'],
    ['an empty file', () => Buffer.alloc(0), 'empty.pdf', 'FILE_DAMAGED'],
    ['a 30000x30000 PNG (decompression bomb)', () => pngHeaderOnly(30_000, 30_000), 'bomb.png', 'IMAGE_TOO_MANY_PIXELS'],
  ])('%s', async (_what, make, name, key) => {
    expect((await refusal(await make(), name)).key).toBe(key);
  });

  it('gives the spec texts for the permission and format refusals', async () => {
    const { ERRORS } = await import('@vault/contract');
    expect((await refusal(encryptedPdf(), 'x.pdf')).code).toBe(ERRORS.PDF_RESTRICTED.code);
    expect(ERRORS.PDF_RESTRICTED.message.en).toBe(
      'There are permission restrictions on this file you are trying to upload. Please ensure there are no permission restrictions and try to upload this document again.',
    );
    expect(ERRORS.FILE_FORMAT_NOT_ACCEPTED.message.en).toBe('the following document types are accepted: .jpg, .jpeg, .png, .doc, .docx, .pdf, .xls, .xlsx, .xlsm. Please try again.');
  });
});

describe('encrypted PDFs, whatever the trailer spelling (decided by the PDF reader, not by scanning bytes)', () => {
  const spellings = Object.keys(ENCRYPT_SPELLINGS) as (keyof typeof ENCRYPT_SPELLINGS)[];
  it.each(spellings)('a user-password PDF with %s /Encrypt is refused with 30000010', async (spelling) => {
    expect((await refusal(encryptedPdf({ spelling }), 'locked.pdf')).code).toBe('30000010');
  });
  it.each(spellings)('an owner-password-only (permissions) PDF with %s /Encrypt is refused with 30000010', async (spelling) => {
    expect((await refusal(encryptedPdf({ spelling, ownerOnly: true }), 'restricted.pdf')).code).toBe('30000010');
  });
  it('a PDF that merely mentions /Encrypt in its text is accepted', async () => {
    const file = await inspect(await pdfMentioningEncrypt(), 'manual.pdf');
    expect(file.kind).toBe('PDF');
  });
});

async function pdfMentioningEncrypt(): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText('/Encrypt 4 0 R', { x: 20, y: 100, size: 12, font });
  doc.setKeywords(['/Encrypt ', '/Encr#79pt']);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

function ooxmlWithout(): Buffer {
  // A zip that is not an Office document: no [Content_Types].xml.
  return Buffer.from(zipOf({ 'readme.txt': new TextEncoder().encode('hello') }));
}
function manyEntries(count: number): Buffer {
  const extra: Record<string, Uint8Array> = {};
  for (let i = 0; i < count; i += 1) extra[`word/p${i}.xml`] = new Uint8Array(1);
  return ooxml('docx', extra);
}

describe('display names', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\scan.pdf', 'scan.pdf'],
    ['a\0.pdf', 'a.pdf'],
    ['\u202Egnp.pdf', 'gnp.pdf'],
    ['עברית مستند.pdf', 'עברית مستند.pdf'],
  ])('%j is kept as %j', async (original, shown) => {
    expect((await inspect(await pdf(1), original)).originalName).toBe(shown);
  });

  it('cuts a 5,000-character name to 255 characters, keeping the extension', async () => {
    const file = await inspect(await pdf(1), `${'名'.repeat(5000)}.pdf`);
    expect([...file.originalName]).toHaveLength(255);
    expect(file.originalName.endsWith('名.pdf')).toBe(true);
    expect(file.path).not.toContain('名');
  });
});

describe('mixing rules', () => {
  const as = (isImage: boolean) => ({ isImage }) as InspectedFile;
  it('refuses images and text files in one version', () => {
    expect(() => assertNoMix([as(true), as(false)])).toThrow(expect.objectContaining({ key: 'MIXED_FILE_TYPES' }));
    expect(() => assertNoMix([as(true), as(true)])).not.toThrow();
    expect(() => assertNoMix([as(false), as(false)])).not.toThrow();
  });
  it('image-only types take images only', () => {
    expect(() => assertImagesOnly([as(true), as(false)])).toThrow(expect.objectContaining({ key: 'IMAGE_ONLY_TYPE' }));
    expect(() => assertImagesOnly([as(true)])).not.toThrow();
  });
});

describe('normaliseImage', () => {
  it('keeps a turned photo\'s orientation as its only metadata, every pixel as sent, and replaces the spooled file', async () => {
    const source = await jpegWithExif(40, 20);
    expect(hasGpsTag((await sharp(source).metadata()).exif)).toBe(true);
    const before = await inspect(source, 'passport.jpg');
    const after = await normaliseImage(before, dir);
    const meta = await sharp(after.path).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 20, orientation: 6 });
    expect(hasGpsTag(meta.exif)).toBe(false);
    expect((await readFile(after.path)).includes(Buffer.from('TestCam'))).toBe(false);
    expect((await sharp(after.path).raw().toBuffer()).equals(await sharp(source).raw().toBuffer())).toBe(true);
    expect(after.sha256).not.toBe(before.sha256);
    expect(after.head.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(existsSync(before.path)).toBe(false);
    expect(existsSync(after.path)).toBe(true);
  });

  it('turns the picture upright from EXIF and drops all metadata when the pixels must be upright', async () => {
    const before = await inspect(await jpegWithExif(40, 20), 'passport.jpg');
    const after = await normaliseImage(before, dir, { redrawTurned: true });
    const meta = await sharp(after.path).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect([meta.exif, meta.orientation]).toEqual([undefined, undefined]);
    expect(existsSync(before.path)).toBe(false);
  });

  it('copies an upright photo without its metadata, every pixel as sent (no re-encoding)', async () => {
    const source = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#2a6' } })
      .jpeg({ quality: 80 })
      .withMetadata({ orientation: 1 })
      .withExifMerge({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();
    expect(hasGpsTag((await sharp(source).metadata()).exif)).toBe(true);
    const before = await inspect(source, 'photo.jpg');
    const after = await normaliseImage(before, dir);
    const meta = await sharp(after.path).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 90, 60, undefined]);
    expect((await sharp(after.path).raw().toBuffer()).equals(await sharp(source).raw().toBuffer())).toBe(true);
    expect(after.sha256).not.toBe(before.sha256);
    expect(existsSync(before.path)).toBe(false);
  });

  it('refuses a cut photo as FILE_DAMAGED and leaves no new file', async () => {
    const source = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6' } }).jpeg().toBuffer();
    const before = await inspect(source.subarray(0, source.length - 100), 'cut.jpg');
    await expect(normaliseImage(before, dir)).rejects.toMatchObject({ key: 'FILE_DAMAGED' });
    expect(existsSync(before.path)).toBe(true);
  });

  it('keeps a PNG a PNG', async () => {
    const after = await normaliseImage(await inspect(await png(12, 7), 'card.png'), dir);
    expect(await sharp(after.path).metadata()).toMatchObject({ format: 'png', width: 12, height: 7 });
  });

  it('refuses a decompression bomb without decoding it', async () => {
    const bomb = await spool(pngHeaderOnly(30_000, 30_000), 'bomb.png');
    const fake = { ...bomb, ext: 'png', kind: 'IMAGE', mime: 'image/png', isImage: true } as InspectedFile;
    await expect(normaliseImage(fake, dir)).rejects.toMatchObject({ key: 'IMAGE_TOO_MANY_PIXELS' });
  });
});
