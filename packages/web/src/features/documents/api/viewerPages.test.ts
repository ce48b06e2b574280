import { describe, expect, it } from 'vitest';
import { clampPage, fileAtPage, filePages, isDownloadOnly, totalPages } from './viewerPages';

const file = (fileId: string, pageCount: number, name = `${fileId}.pdf`) => ({ fileId, name, size: 1, mime: 'application/pdf', pageCount });
const version = { files: [file('a', 3), file('b', 0, 'b.xlsx'), file('c', 2)] };

describe('viewer pages', () => {
  it('numbers pages across the files of a version', () => {
    expect(filePages(version).map((f) => [f.fileId, f.firstPage, f.pageCount])).toEqual([
      ['a', 1, 3],
      ['b', 4, 0],
      ['c', 4, 2],
    ]);
    expect(totalPages(version)).toBe(5);
  });

  it('finds the file of a page, skipping files without pages', () => {
    expect(fileAtPage(version, 1)?.fileId).toBe('a');
    expect(fileAtPage(version, 3)?.fileId).toBe('a');
    expect(fileAtPage(version, 4)?.fileId).toBe('c');
    expect(fileAtPage(version, 6)).toBeNull();
  });

  it('keeps the page inside the version', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('downloads Word and Excel files instead of showing them', () => {
    expect(isDownloadOnly('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'x.xlsx')).toBe(true);
    expect(isDownloadOnly('application/msword', 'letter.doc')).toBe(true);
    expect(isDownloadOnly('application/pdf', 'a.pdf')).toBe(false);
    expect(isDownloadOnly('image/png', 'a.png')).toBe(false);
  });
});
