import { TASK_COUNT_BUCKETS, TASK_PRIORITIES, type RequestRow, type TaskCountBucket, type TaskPriority } from '@vault/contract';
import { Badge, Button, Card, Empty, Flex, Input, Select, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '../../../components/Table';
import { formatDateTime } from '../../../lib/format/date';
import { toastSuccess } from '../../../lib/ui/feedback';
import { useDecideApproval, useRequestCounts, useRequestPage } from '../api/requestsManager';
import { PAGE_SIZE, PRIORITY_COLOURS, STATUS_COLOURS, typeTabs, viewCount, type RequestFilters, type RequestView } from '../api/requestFilters';
import { typeLabel } from './typeLabel';
import { CreateActionDialog } from './CreateActionDialog';
import { RequestDrawer } from './RequestDrawer';

const ALL = 'all';

/**
 * The paid organisation's requests (spec paid §2 Requests tab; docs/requests.md): Active, Completed (the archive) and
 * Pending Approval, with the counters per request type as tabs, the filters of §3 and a detail drawer.
 */
export function RequestsManagerPage({ view }: { view: RequestView }) {
  const { t } = useTranslation('requestsManager');
  const [filters, setFilters] = useState<RequestFilters>({});
  const [pageIndex, setPageIndex] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const page = useRequestPage(view, filters, pageIndex);
  const counts = useRequestCounts();
  const decide = useDecideApproval();
  const change = (next: RequestFilters) => {
    setFilters({ ...filters, ...next });
    setPageIndex(1);
  };
  const onDecide = (row: RequestRow, approve: boolean) =>
    decide.mutate({ id: row.id, approve }, { onSuccess: () => toastSuccess(t(approve ? 'approval.approved' : 'approval.declined')) });

  const columns = [
    {
      title: t('list.customer'),
      key: 'customer',
      render: (_: unknown, r: RequestRow) => (
        <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => setOpenId(r.id)} data-testid="request-open">
          {r.customerName}
        </Button>
      ),
    },
    { title: t('list.title'), dataIndex: 'title', key: 'title' },
    { title: t('list.type'), key: 'type', render: (_: unknown, r: RequestRow) => typeLabel(t, r.type) },
    { title: t('list.priority'), key: 'priority', render: (_: unknown, r: RequestRow) => <Badge color={PRIORITY_COLOURS[r.priority]} text={t(`priority.${r.priority}`)} /> },
    { title: t('list.taskCount'), dataIndex: 'taskCount', key: 'taskCount' },
    {
      title: t('list.status'),
      key: 'status',
      render: (_: unknown, r: RequestRow) => (
        <Badge color={STATUS_COLOURS[r.displayStatus]} text={t(`status.${r.displayStatus}`)} data-testid="request-status" style={{ whiteSpace: 'nowrap' }} />
      ),
    },
    { title: t('list.date'), key: 'date', render: (_: unknown, r: RequestRow) => formatDateTime(r.requestDate) },
    ...(view === 'pendingApproval'
      ? [
          {
            title: t('list.decision'),
            key: 'decision',
            render: (_: unknown, r: RequestRow) => (
              <Space>
                <Button size="small" type="primary" onClick={() => onDecide(r, true)} loading={decide.isPending} data-testid="request-approve">
                  {t('approval.approve')}
                </Button>
                <Button size="small" danger onClick={() => onDecide(r, false)} loading={decide.isPending} data-testid="request-decline">
                  {t('approval.decline')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  const tabLabel = (label: string, n: number) => (
    <Space size={6}>
      {label}
      <Badge count={n} showZero overflowCount={99999} color={n ? undefined : '#bfbfbf'} />
    </Space>
  );
  const tabs = [{ key: ALL, label: tabLabel(t('list.allTypes'), viewCount(counts.data, view)) }, ...typeTabs(counts.data, view).map((type) => ({ key: String(type), label: tabLabel(typeLabel(t, type), viewCount(counts.data, view, type)) }))];

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }} data-testid="requests-manager-title">
          {t(`page.${view}`)}
        </Typography.Title>
        {view !== 'pendingApproval' && (
          <Button type="primary" onClick={() => setCreating(true)} data-testid="request-create">
            {t('page.create')}
          </Button>
        )}
      </Flex>
      <Tabs
        activeKey={filters.requestType === undefined ? ALL : String(filters.requestType)}
        onChange={(key) => change({ requestType: key === ALL ? undefined : Number(key) })}
        items={tabs}
        data-testid="request-type-tabs"
      />
      <Flex wrap gap={8} style={{ marginBottom: 12 }} role="search" aria-label={t('filters.label')}>
        <Select<TaskPriority>
          allowClear
          placeholder={t('filters.priority')}
          aria-label={t('filters.priority')}
          style={{ minWidth: 150 }}
          value={filters.priority}
          onChange={(priority) => change({ priority })}
          options={TASK_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
          data-testid="filter-priority"
        />
        <Select<TaskCountBucket>
          allowClear
          placeholder={t('filters.taskCount')}
          aria-label={t('filters.taskCount')}
          style={{ minWidth: 150 }}
          value={filters.taskCount}
          onChange={(taskCount) => change({ taskCount })}
          options={TASK_COUNT_BUCKETS.map((b) => ({ value: b, label: t(`taskCount.${b}`) }))}
          data-testid="filter-task-count"
        />
        <Input.Search allowClear placeholder={t('filters.search')} aria-label={t('filters.search')} style={{ maxWidth: 280 }} onSearch={(search) => change({ search })} data-testid="filter-search" />
      </Flex>
      <Table<RequestRow>
        rowKey="id"
        columns={columns}
        dataSource={page.data?.list ?? []}
        loading={page.isPending}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('page.empty')} /> }}
        onRow={(r) => ({ 'data-testid': 'request-row', 'data-title': r.title, 'data-status': r.displayStatus }) as React.HTMLAttributes<HTMLElement>}
        pagination={{ current: pageIndex, pageSize: PAGE_SIZE, total: page.data?.totalRecord ?? 0, onChange: setPageIndex, showSizeChanger: false, showTotal: (total) => t('page.total', { count: total }) }}
      />
      <RequestDrawer id={openId} onClose={() => setOpenId(null)} />
      <CreateActionDialog open={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}

export const ActiveRequestsPage = () => <RequestsManagerPage view="active" />;
export const CompletedRequestsPage = () => <RequestsManagerPage view="completed" />;
export const PendingApprovalPage = () => <RequestsManagerPage view="pendingApproval" />;
