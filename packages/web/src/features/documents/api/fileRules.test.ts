import { LIMITS } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { acceptAttribute, filesProblem, isFileReadable } from './fileRules';

const file = (name: string, size = 1000) => ({ name, size });
const MB = 1024 * 1024;

describe('filesProblem (spec §5 Files)', () => {
  it('accepts the nine formats, in any case', () => {
    const names = ['a.jpg', 'b.JPEG', 'c.png', 'd.pdf', 'e.doc', 'f.docx', 'g.xls', 'h.xlsx', 'i.XLSM'];
    for (const name of names) expect(filesProblem([file(name)], false)).toBeNull();
  });

  it('refuses other formats and names without an extension', () => {
    expect(filesProblem([file('a.pdf'), file('b.exe')], false)).toEqual({ error: 'FILE_FORMAT_NOT_ACCEPTED', name: 'b.exe' });
    expect(filesProblem([file('README')], false)).toEqual({ error: 'FILE_FORMAT_NOT_ACCEPTED', name: 'README' });
    expect(filesProblem([file('x.webp')], true)).toEqual({ error: 'FILE_FORMAT_NOT_ACCEPTED', name: 'x.webp' });
  });

  it('limits image-only types to jpg/jpeg/png', () => {
    expect(filesProblem([file('p.jpg'), file('q.png')], true)).toBeNull();
    expect(filesProblem([file('p.pdf')], true)).toEqual({ error: 'IMAGE_ONLY_TYPE', name: 'p.pdf' });
  });

  it('never mixes text-based files and images in one document', () => {
    expect(filesProblem([file('a.pdf'), file('b.jpg')], false)).toEqual({ error: 'MIXED_FILE_TYPES' });
    expect(filesProblem([file('a.docx'), file('b.xlsx')], false)).toBeNull();
  });

  it('allows 20 MB a file and 20 MB together, and 99 files', () => {
    expect(filesProblem([file('a.pdf', LIMITS.uploadFileBytes)], false)).toBeNull();
    expect(filesProblem([file('a.pdf', LIMITS.uploadFileBytes + 1)], false)).toEqual({ error: 'DOCUMENT_FILE_TOO_LARGE' });
    expect(filesProblem([file('a.pdf', 12 * MB), file('b.pdf', 9 * MB)], false)).toEqual({ error: 'DOCUMENT_FILES_TOO_LARGE' });
    const many = Array.from({ length: 99 }, (_, i) => file(`p${i}.png`, 10));
    expect(filesProblem(many, true)).toBeNull();
    expect(filesProblem([...many, file('last.png', 10)], true)).toEqual({ error: 'TOO_MANY_FILES' });
  });
});

describe('acceptAttribute', () => {
  it('lists the extensions the file input offers', () => {
    expect(acceptAttribute(true)).toBe('.jpg,.jpeg,.png');
    expect(acceptAttribute(false)).toContain('.xlsm');
  });
});

describe('isFileReadable', () => {
  it('is true for a readable file and false when reading fails', async () => {
    expect(await isFileReadable(new Blob(['x']))).toBe(true);
    const gone = { slice: () => ({ arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotFoundError')) }) } as unknown as Blob;
    expect(await isFileReadable(gone)).toBe(false);
  });
});
