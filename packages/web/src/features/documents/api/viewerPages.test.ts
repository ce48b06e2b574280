import { describe, expect, it } from 'vitest';
import { clampPage, fileAtPage, filePages, isDeletedData, totalPages } from './viewerPages';

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
});

describe('isDeletedData', () => {
  const root = 'doc-mgr';
  it('names the info and pages of a deleted document', () => {
    expect(isDeletedData([root, 'info', 'd1'], 'd1', null)).toBe(true);
    expect(isDeletedData([root, 'page', 'd1', 2, 1], 'd1', null)).toBe(true);
    expect(isDeletedData([root, 'info', 'd2'], 'd1', null)).toBe(false);
    expect(isDeletedData([root, 'top-level', 'en'], 'd1', null)).toBe(false);
  });

  it('names only the pages of a deleted version, so the document itself reloads', () => {
    expect(isDeletedData([root, 'page', 'd1', 2, 1], 'd1', 2)).toBe(true);
    expect(isDeletedData([root, 'page', 'd1', 1, 1], 'd1', 2)).toBe(false);
    expect(isDeletedData([root, 'info', 'd1'], 'd1', 2)).toBe(false);
  });
});
