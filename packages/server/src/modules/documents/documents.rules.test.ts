import { describe, expect, it } from 'vitest';
import { createGate } from './documents.gate.js';
import { addDays, asciiFallback, contentDisposition, locatePage, versionSourceKind } from './documents.rules.js';

describe('download names (RFC 6266)', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('bill.pdf')).toBe(`attachment; filename="bill.pdf"; filename*=UTF-8''bill.pdf`);
    expect(contentDisposition('护照 (1).jpg')).toBe(`attachment; filename="__ _1_.jpg"; filename*=UTF-8''%E6%8A%A4%E7%85%A7%20%281%29.jpg`.replace('"__ _1_.jpg"', `"${asciiFallback('护照 (1).jpg')}"`));
    expect(contentDisposition('a"b;c.pdf', 'inline')).toBe(`inline; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%3Bc.pdf`);
  });

  it('never lets a header or a path through the fallback', () => {
    for (const name of ['x\r\nSet-Cookie: a=b.pdf', '../../etc/passwd', 'é'.repeat(400) + '.docx', '.hidden']) {
      const fallback = asciiFallback(name);
      expect(fallback).toMatch(/^[\x20-\x7e]+$/);
      expect(fallback).not.toMatch(/["\\/;\r\n]/);
      expect(fallback.length).toBeLessThanOrEqual(160);
      expect(contentDisposition(name)).not.toMatch(/[\r\n]/);
    }
    expect(asciiFallback('é'.repeat(400) + '.docx').endsWith('.docx')).toBe(true);
    expect(asciiFallback('.hidden')).toBe('hidden');
    expect(asciiFallback('护照')).toBe('document');
  });
});

describe('pages across the files of a version', () => {
  const files = [{ id: 'a', pageCount: 2 }, { id: 'word', pageCount: 0 }, { id: 'b', pageCount: 3 }];
  it('finds the file and the page within it, skipping files without pages', () => {
    expect(locatePage(files, 1)).toEqual({ file: files[0], page: 1 });
    expect(locatePage(files, 2)).toEqual({ file: files[0], page: 2 });
    expect(locatePage(files, 3)).toEqual({ file: files[2], page: 1 });
    expect(locatePage(files, 5)).toEqual({ file: files[2], page: 3 });
    expect(locatePage(files, 6)).toBeNull();
    expect(locatePage(files, 0)).toBeNull();
  });
});

describe('small rules', () => {
  it('names the source kind of a version and adds days across months', () => {
    expect(versionSourceKind(true, ['IMAGE'])).toBe('URL');
    expect(versionSourceKind(false, ['EXCEL', 'PDF'])).toBe('EXCEL');
    expect(() => versionSourceKind(false, [])).toThrow();
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('the file-work gate', () => {
  it('runs at most its limit at once and every task in the end', async () => {
    const run = createGate(2);
    let active = 0;
    let most = 0;
    const task = (i: number) =>
      run(async () => {
        most = Math.max(most, (active += 1));
        await new Promise((r) => setTimeout(r, 5));
        active -= 1;
        if (i === 3) throw new Error('task 3 fails');
        return i;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(task));
    expect(most).toBe(2);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([0, 1, 2, 'failed', 4, 5]);
  });
});
