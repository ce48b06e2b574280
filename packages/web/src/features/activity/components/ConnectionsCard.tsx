import type { sharingConnectionsSchema } from '@vault/contract';
import { Badge, Card, Empty, Typography, type TableColumnsType } from 'antd';
import { Table } from '../../../components/Table';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaOutput } from '../../../lib/api/schema';
import { testId } from '../../../lib/ui/testId';
import { useConnections } from '../api/activity';
import { CompanyCases } from './CompanyCases';

type SharingConnection = SchemaOutput<typeof sharingConnectionsSchema>[number];

/**
 * What each company can see of the acting profile's documents now, and the cases behind it (expand a row).
 * With `companyId`, only that company, its cases open.
 */
export function ConnectionsCard({ companyId }: { companyId?: string }) {
  const { t } = useTranslation('activity');
  const connections = useConnections();
  const [expanded, setExpanded] = useState<readonly Key[]>(companyId ? [companyId] : []);
  const rows = (connections.data ?? []).filter((c) => !companyId || c.companyId === companyId);
  const columns: TableColumnsType<SharingConnection> = [
    { key: 'name', title: t('connections.columns.company'), dataIndex: 'name' },
    { key: 'documents', title: t('connections.columns.documents'), render: (_, c) => <Badge count={c.liveDocuments} showZero color={c.liveDocuments ? 'blue' : 'gray'} data-testid="connection-live-documents" /> },
    { key: 'cases', title: t('connections.columns.cases'), render: (_, c) => <Badge count={c.liveCases} showZero color={c.liveCases ? 'blue' : 'gray'} /> },
  ];
  return (
    <Card title={<Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>{t('connections.title')}</Typography.Title>} data-testid="connections">
      <Typography.Paragraph type="secondary">{t('connections.intro')}</Typography.Paragraph>
      {companyId && connections.data && rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('connections.nothingShared')} />
      ) : (
        <Table<SharingConnection>
          rowKey="companyId"
          columns={columns}
          dataSource={rows}
          loading={connections.isPending}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t('connections.empty') }}
          expandable={{
            expandedRowRender: (c) => <CompanyCases companyId={c.companyId} companyName={c.name} />,
            expandedRowKeys: expanded,
            onExpandedRowsChange: setExpanded,
          }}
          onRow={(c) => testId('connection-row', { 'data-company-id': c.companyId, 'data-name': c.name })}
        />
      )}
    </Card>
  );
}
