import type { BrokerDealer } from '@vault/contract';
import { Badge, Button, Card, Empty, Flex, Typography } from 'antd';
import { Table } from '../../../components/Table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrokerDealers } from '../api/brokerDealers';
import { AddBrokerDealersModal } from './AddBrokerDealersModal';
import { BrokerDealerDrawer } from './BrokerDealerDrawer';

/**
 * /settings/broker-dealers (spec paid §2, §7 Broker-dealers): the organisation's broker-dealers, Add broker-dealers,
 * and the drawer with Details and Permissions.
 */
export function BrokerDealersPage() {
  const { t } = useTranslation('brokerDealers');
  const list = useBrokerDealers();
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<BrokerDealer | null>(null);
  const rows = list.data?.list ?? [];

  const columns = [
    {
      title: t('list.name'),
      key: 'name',
      render: (_: unknown, bd: BrokerDealer) => (
        <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => setOpen(bd)} data-testid="broker-dealer-open">
          {bd.companyName}
        </Button>
      ),
    },
    { title: t('list.status'), key: 'status', render: (_: unknown, bd: BrokerDealer) => <Badge status={bd.status === 'Connected' ? 'success' : 'default'} text={t(`status.${bd.status}`)} /> },
    {
      title: t('list.actions'),
      key: 'actions',
      render: (_: unknown, bd: BrokerDealer) => (
        <Button size="small" onClick={() => setOpen(bd)} aria-label={t('list.openNamed', { name: bd.companyName })}>
          {t('list.permissions')}
        </Button>
      ),
    },
  ];

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }} data-testid="broker-dealers-title">
          {t('page.title')}
        </Typography.Title>
        <Button type="primary" onClick={() => setAdding(true)} data-testid="broker-dealers-add">
          {t('page.add')}
        </Button>
      </Flex>
      <Typography.Text type="secondary" data-testid="broker-dealers-total">
        {t('page.total', { count: list.data?.totalRecord ?? 0 })}
      </Typography.Text>
      <Table<BrokerDealer>
        rowKey="brokerDealerId"
        columns={columns}
        dataSource={rows}
        loading={list.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('page.empty')} /> }}
        onRow={(bd) => ({ 'data-testid': 'broker-dealer-row', 'data-name': bd.companyName }) as React.HTMLAttributes<HTMLElement>}
        style={{ marginTop: 8 }}
      />
      <AddBrokerDealersModal open={adding} onClose={() => setAdding(false)} />
      <BrokerDealerDrawer brokerDealer={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
