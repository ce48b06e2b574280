/** A page of a paged list call: its rows and how many pages there are in all. */
export interface Paged<T> {
  list: T[];
  totalPages: number;
}

/** Page numbers still to fetch once page 1 said how many there are (none past `cap`). */
export function remainingPages(totalPages: number, cap = 1000): number[] {
  const last = Math.min(Math.max(totalPages, 1), cap);
  return Array.from({ length: last - 1 }, (_, i) => i + 2);
}

/**
 * Every row of a paged list: page 1 first (it names the page count), then the rest side by side.
 * Rows are kept once by `key`, since a row can move to the next page while the pages load.
 */
export async function fetchAllPages<T>(fetchPage: (page: number) => Promise<Paged<T>>, key: (row: T) => string): Promise<T[]> {
  const first = await fetchPage(1);
  const rest = await Promise.all(remainingPages(first.totalPages).map(fetchPage));
  const seen = new Set<string>();
  return [first, ...rest].flatMap((page) => page.list).filter((row) => {
    const id = key(row);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
