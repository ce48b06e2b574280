/** What an empty cell shows (tables and detail lists): a dash, never a blank. */
export const EMPTY_CELL = '-';

/** Nothing to show: null, undefined, false, a blank string or an empty list. 0 is a value. */
export function isEmptyCell(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmptyCell);
  return false;
}

/** The value, or a dash when there is nothing to show. */
export function orDash<T>(value: T): T | typeof EMPTY_CELL {
  return isEmptyCell(value) ? EMPTY_CELL : value;
}

/** A table column as far as the cell rule cares: antd's shape, without depending on antd here. */
export interface CellColumn<Row> {
  dataIndex?: unknown;
  render?: (value: never, record: Row, index: number) => unknown;
  children?: CellColumn<Row>[];
}

/** Reads a dataIndex ('a', ['a', 'b'] or a number) from a row, as antd does. */
function valueAt(record: unknown, dataIndex: unknown): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let current: unknown = record;
  for (const key of path) {
    if (current === null || current === undefined) return undefined;
    current = (current as Record<string | number, unknown>)[key as string | number];
  }
  return current;
}

/**
 * Every column of a table shows a dash where its cell would be empty: a missing value, or a render
 * that gave nothing. Group columns are followed into their children. Columns are copied, not changed.
 */
export function withEmptyCells<Row, C extends CellColumn<Row>>(columns: readonly C[]): C[] {
  return columns.map((column) => {
    if (column.children) return { ...column, children: withEmptyCells<Row, CellColumn<Row>>(column.children) };
    const render = column.render;
    return {
      ...column,
      render: (value: never, record: Row, index: number) => {
        const shown = render ? render(value, record, index) : (value ?? valueAt(record, column.dataIndex));
        return isEmptyCell(shown) ? EMPTY_CELL : shown;
      },
    };
  });
}
