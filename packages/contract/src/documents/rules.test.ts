import { describe, expect, it } from 'vitest';
import { documentSearchSchema, uploadFieldsSchema } from './documents.schemas.js';
import { documentStatus, normaliseProperties, parsePropertyDate, propertyProblems, todayIso, type PropertyRule } from './properties.js';
import { ERRORS } from '../errors.js';
import { ACCEPTED_EXTENSIONS, acceptedExtensionOf, extensionOf, fileKindOf, formatFileSize, mixesImagesAndText, sourceKindOf, uploadLimitProblem } from './rules.js';

describe('file rules', () => {
  it('names every accepted format in the format message, in every language', () => {
    for (const language of ['en', 'zh', 'tw'] as const) {
      for (const ext of ACCEPTED_EXTENSIONS) expect(ERRORS.FILE_FORMAT_NOT_ACCEPTED.message[language]).toMatch(new RegExp(`\\.${ext}(?![a-z])`));
    }
  });

  it('reads extensions case-insensitively and ignores folders and dot-files', () => {
    expect(extensionOf('Scan.JPG')).toBe('jpg');
    expect(extensionOf('../../etc/passwd')).toBe('');
    expect(extensionOf('C:\\docs\\bill.final.pdf')).toBe('pdf');
    expect(extensionOf('.pdf')).toBe('');
    expect(acceptedExtensionOf('macro.xlsm')).toBe('xlsm');
    expect(acceptedExtensionOf('page.html')).toBeNull();
    expect(acceptedExtensionOf('photo.webp')).toBeNull();
  });

  it('sorts files into images and text-based files and names the source kind', () => {
    expect(fileKindOf('a.jpeg')).toBe('image');
    expect(fileKindOf('a.docx')).toBe('text');
    expect(fileKindOf('a.gif')).toBeNull();
    expect(sourceKindOf('a.png')).toBe('IMAGE');
    expect(sourceKindOf('a.pdf')).toBe('PDF');
    expect(sourceKindOf('a.xls')).toBe('EXCEL');
    expect(sourceKindOf('a.doc')).toBe('WORD_DOC');
    expect(mixesImagesAndText(['a.jpg', 'b.png'])).toBe(false);
    expect(mixesImagesAndText(['a.pdf', 'b.docx', 'c.xlsx'])).toBe(false);
    expect(mixesImagesAndText(['a.pdf', 'b.jpg'])).toBe(true);
  });

  it('shows sizes as the spec says: 0 KB, KB below 1024 KB, MB above, two decimals', () => {
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(512)).toBe('0.50 KB');
    expect(formatFileSize(1023 * 1024)).toBe('1023.00 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.00 MB');
    expect(formatFileSize(20 * 1024 * 1024 + 5000)).toBe('20.00 MB');
  });

  it('names the upload limit a set of sizes breaks', () => {
    const mb = 1024 * 1024;
    expect(uploadLimitProblem([mb, mb])).toBeNull();
    expect(uploadLimitProblem(Array.from({ length: 100 }, () => 1))).toBe('TOO_MANY_FILES');
    expect(uploadLimitProblem([21 * mb])).toBe('FILE_TOO_LARGE');
    expect(uploadLimitProblem([15 * mb, 6 * mb])).toBe('UPLOAD_TOTAL_TOO_LARGE');
    expect(uploadLimitProblem([20 * mb])).toBeNull();
  });
});

describe('property rules', () => {
  const identity: PropertyRule[] = [
    { name: 'dateOfIssue', type: 'date', validations: ['not-blank', 'not-future'] },
    { name: 'dateOfExpiry', type: 'date', validations: ['not-blank', 'not-past'] },
  ];
  const today = '2026-05-10';

  it('parses ISO and dd/MM/yyyy dates and refuses impossible ones', () => {
    expect(parsePropertyDate('2026-02-28')).toBe('2026-02-28');
    expect(parsePropertyDate('28/02/2026')).toBe('2026-02-28');
    expect(parsePropertyDate('31/02/2026')).toBeNull();
    expect(parsePropertyDate('2026-13-01')).toBeNull();
    expect(parsePropertyDate('02/28/2026')).toBeNull();
    expect(parsePropertyDate('yesterday')).toBeNull();
    expect(todayIso(new Date('2026-05-10T23:59:00Z'))).toBe('2026-05-10');
  });

  it('requires every not-blank property, issue today or earlier, expiry today or later', () => {
    expect(propertyProblems(identity, { dateOfIssue: '2026-05-10', dateOfExpiry: '2026-05-10' }, today)).toEqual([]);
    expect(propertyProblems(identity, {}, today)).toEqual([
      { name: 'dateOfIssue', error: 'DOC_PROPERTY_REQUIRED' },
      { name: 'dateOfExpiry', error: 'DOC_PROPERTY_REQUIRED' },
    ]);
    expect(propertyProblems(identity, { dateOfIssue: '11/05/2026', dateOfExpiry: '09/05/2026' }, today)).toEqual([
      { name: 'dateOfIssue', error: 'ISSUE_DATE_IN_FUTURE' },
      { name: 'dateOfExpiry', error: 'EXPIRY_DATE_IN_PAST' },
    ]);
    expect(propertyProblems(identity, { dateOfIssue: '  ', dateOfExpiry: '2026-99-01' }, today)).toEqual([
      { name: 'dateOfIssue', error: 'DOC_PROPERTY_REQUIRED' },
      { name: 'dateOfExpiry', error: 'DOC_PROPERTY_INVALID' },
    ]);
  });

  it('keeps only the template properties, dates as ISO', () => {
    expect(normaliseProperties(identity, { dateOfIssue: '01/02/2020', dateOfExpiry: '2030-01-01', extra: 'x' })).toEqual({ dateOfIssue: '2020-02-01', dateOfExpiry: '2030-01-01' });
  });

  it('derives the status from the expiry date', () => {
    expect(documentStatus(null, today, 60)).toBe('VALID');
    expect(documentStatus('2026-05-09', today, 60)).toBe('EXPIRED');
    expect(documentStatus('2026-05-10', today, 60)).toBe('EXPIRING');
    expect(documentStatus('2026-07-09', today, 60)).toBe('EXPIRING');
    expect(documentStatus('2026-07-10', today, 60)).toBe('VALID');
  });
});

describe('upload schemas', () => {
  it('reads docProperties from a JSON string or an object, and refuses broken JSON', () => {
    expect(uploadFieldsSchema.parse({ docType: 'UB', docProperties: '{"dateOfIssue":"2026-01-01","x":null}' }).docProperties).toEqual({ dateOfIssue: '2026-01-01' });
    expect(uploadFieldsSchema.parse({ docProperties: { a: 'b' } }).docProperties).toEqual({ a: 'b' });
    expect(uploadFieldsSchema.parse({}).docProperties).toEqual({});
    expect(uploadFieldsSchema.safeParse({ docProperties: '{oops' }).success).toBe(false);
    expect(uploadFieldsSchema.parse({ urlList: 'https://a.example/x.png' }).urlList).toEqual(['https://a.example/x.png']);
  });

  it('pages the document list with defaults and a ceiling', () => {
    expect(documentSearchSchema.parse({})).toMatchObject({ currentPage: 1, pageSize: 20 });
    expect(documentSearchSchema.safeParse({ pageSize: 1000 }).success).toBe(false);
  });
});
