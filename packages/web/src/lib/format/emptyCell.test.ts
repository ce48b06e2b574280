import { describe, expect, it } from 'vitest';
import { EMPTY_CELL, isEmptyCell, orDash, withEmptyCells } from './emptyCell';

interface Row {
  name: string | null;
  note?: string;
  nested?: { city: string | null };
  count: number;
}

const row: Row = { name: null, note: '  ', nested: { city: null }, count: 0 };

describe('empty cells', () => {
  it('knows what is empty, and that 0 is a value', () => {
    expect([null, undefined, '', '  ', false, [], [null, '']].every(isEmptyCell)).toBe(true);
    expect([0, 'a', ['x'], {}].some(isEmptyCell)).toBe(false);
    expect(orDash(null)).toBe(EMPTY_CELL);
    expect(orDash(0)).toBe(0);
    expect(orDash('Alice')).toBe('Alice');
  });

  it('puts a dash in every empty cell of a table, from a value or from a render', () => {
    const columns = withEmptyCells<Row, { key: string; dataIndex?: string | string[]; render?: (v: never, r: Row) => unknown }>([
      { key: 'name', dataIndex: 'name' },
      { key: 'note', dataIndex: 'note' },
      { key: 'city', dataIndex: ['nested', 'city'] },
      { key: 'count', dataIndex: 'count' },
      { key: 'rendered', render: (_v, r) => (r.name ? r.name.toUpperCase() : null) },
    ]);
    const cells = columns.map((c) => c.render!(undefined as never, row));
    expect(cells).toEqual([EMPTY_CELL, EMPTY_CELL, EMPTY_CELL, 0, EMPTY_CELL]);
    const filled = columns.map((c) => c.render!(undefined as never, { name: 'ann', note: 'n', nested: { city: 'Leeds' }, count: 2 }));
    expect(filled).toEqual(['ann', 'n', 'Leeds', 2, 'ANN']);
  });

  it('follows column groups into their children', () => {
    const [group] = withEmptyCells<Row, { title: string; children?: { dataIndex: string }[] }>([{ title: 'g', children: [{ dataIndex: 'name' }] }]);
    const child = group!.children![0] as unknown as { render: (v: never, r: Row, i: number) => unknown };
    expect(child.render(undefined as never, row, 0)).toBe(EMPTY_CELL);
  });
});
