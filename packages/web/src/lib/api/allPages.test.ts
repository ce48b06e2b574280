import { describe, expect, it } from 'vitest';
import { fetchAllPages, remainingPages } from './allPages';

describe('remainingPages', () => {
  it('lists pages 2..total, none for one page or an empty list', () => {
    expect(remainingPages(4)).toEqual([2, 3, 4]);
    expect(remainingPages(1)).toEqual([]);
    expect(remainingPages(0)).toEqual([]);
  });
  it('stops at the cap', () => {
    expect(remainingPages(50, 3)).toEqual([2, 3]);
  });
});

describe('fetchAllPages', () => {
  it('asks for every page once and keeps rows in page order without repeats', async () => {
    const asked: number[] = [];
    const pages: Record<number, string[]> = { 1: ['a', 'b'], 2: ['b', 'c'], 3: ['d'] };
    const rows = await fetchAllPages(async (page) => {
      asked.push(page);
      return { list: pages[page]!, totalPages: 3 };
    }, (row) => row);
    expect(asked.sort()).toEqual([1, 2, 3]);
    expect(rows).toEqual(['a', 'b', 'c', 'd']);
  });
});
