import { Table as AntTable, type TableProps } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';
import { useMemo } from 'react';
import { withEmptyCells } from '../lib/format/emptyCell';

/**
 * antd's Table with the product's cell rule: an empty cell shows a dash. Every table of the app
 * comes from here (lint refuses `Table` from antd elsewhere), so no page can forget it.
 */
export function Table<Row extends AnyObject>(props: TableProps<Row>) {
  const { columns } = props;
  const withDashes = useMemo(() => (columns ? (withEmptyCells(columns as never) as TableProps<Row>['columns']) : columns), [columns]);
  return <AntTable<Row> {...props} columns={withDashes} />;
}
