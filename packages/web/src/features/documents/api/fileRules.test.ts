import { LIMITS } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { acceptAttribute, filesProblem, formatFileSize, isFileReadable } from './fileRules';

const file = (name: string, size = 1000) => ({ name, size });
const MB = 1024 * 1024;

describe('filesProblem (spec §5 Files)', () => {
  it('accepts the nine formats, in any case', () => {
    const names = ['a.jpg', 'b.JPEG', 'c.png', 'd.pdf', 'e.doc', 'f.docx', 'g.xls', 'h.xlsx', 'i.XLSM'];
    for (const name of names) expect(filesProblem([file(name)], false)).toBeNull();
  });

  it('refuses other formats and names without an extension', () => {
    expect(filesProblem([file('a.pdf'), file('b.exe')], false)).toEqual({ problem: 'format', name: 'b.exe' });
    expect(filesProblem([file('README')], false)).toEqual({ problem: 'format', name: 'README' });
    expect(filesProblem([file('x.webp')], true)).toEqual({ problem: 'format', name: 'x.webp' });
  });

  it('limits image-only types to jpg/jpeg/png', () => {
    expect(filesProblem([file('p.jpg'), file('q.png')], true)).toBeNull();
    expect(filesProblem([file('p.pdf')], true)).toEqual({ problem: 'imageOnly', name: 'p.pdf' });
  });

  it('never mixes text-based files and images in one document', () => {
    expect(filesProblem([file('a.pdf'), file('b.jpg')], false)).toEqual({ problem: 'mixed' });
    expect(filesProblem([file('a.docx'), file('b.xlsx')], false)).toBeNull();
  });

  it('allows 20 MB a file and 20 MB together, and 99 files', () => {
    expect(filesProblem([file('a.pdf', LIMITS.uploadFileBytes)], false)).toBeNull();
    expect(filesProblem([file('a.pdf', LIMITS.uploadFileBytes + 1)], false)).toEqual({ problem: 'fileTooLarge', name: 'a.pdf' });
    expect(filesProblem([file('a.pdf', 12 * MB), file('b.pdf', 9 * MB)], false)).toEqual({ problem: 'totalTooLarge' });
    const many = Array.from({ length: 99 }, (_, i) => file(`p${i}.png`, 10));
    expect(filesProblem(many, true)).toBeNull();
    expect(filesProblem([...many, file('last.png', 10)], true)).toEqual({ problem: 'tooMany' });
  });
});

describe('formatFileSize (spec §9)', () => {
  it('shows 0 KB, KB below 1024 KB and MB above, with two decimals', () => {
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(512)).toBe('0.50 KB');
    expect(formatFileSize(1023 * 1024)).toBe('1023.00 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.00 MB');
    expect(formatFileSize(20 * MB - 10 * 1024)).toBe('19.99 MB');
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
