import { PlusOutlined } from '@ant-design/icons';
import { REQUEST_DISPLAY_STATUSES, type AccessRequestItem, type RequestDisplayStatus } from '@vault/contract';
import { Button, Card, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { Table } from '../../../components/Table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date';
import { testId } from '../../../lib/ui/testId';
import { REQUEST_PAGE_SIZE, useRequesterList } from '../api/requesterRequests';
import { GainedDocumentsDialog } from './GainedDocumentsDialog';
import { NewRequestDialog } from './NewRequestDialog';
import { RequestStatusTag } from './RequestStatusTag';

/** Document requests (paid administrators acting for their company): ask a customer for documents, follow the answers. */
export function DocumentRequestsPage() {
  const { t } = useTranslation('requests');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<RequestDisplayStatus | null>(null);
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<AccessRequestItem | null>(null);
  const list = useRequesterList(page, status);

  const columns: TableColumnsType<AccessRequestItem> = [
    { key: 'customer', title: t('requester.columns.customer'), render: (_, item) => <Typography.Text strong>{item.customerName}</Typography.Text> },
    {
      key: 'types',
      title: t('requester.columns.types'),
      render: (_, item) => (
        <Flex vertical gap={4}>
          {item.docTypes.map((type) => (
            <Flex key={type.docType} gap={6} align="center" wrap>
              <span>{type.docTypeName}</span>
              <RequestStatusTag status={type.status} />
            </Flex>
          ))}
        </Flex>
      ),
    },
    { key: 'requested', title: t('requester.columns.requested'), render: (_, item) => <time dateTime={item.requestedAt}>{formatDateTime(item.requestedAt)}</time> },
    { key: 'answered', title: t('requester.columns.answered'), render: (_, item) => (item.answeredAt ? <time dateTime={item.answeredAt}>{formatDateTime(item.answeredAt)}</time> : '-') },
    { key: 'status', title: t('requester.columns.status'), render: (_, item) => <RequestStatusTag status={item.status} /> },
    {
      key: 'open',
      title: t('requester.columns.documents'),
      render: (_, item) => (
        <Button size="small" onClick={() => setOpened(item)} data-testid="request-open">
          {t('requester.open')}
        </Button>
      ),
    },
  ];

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }} data-testid="requests-title">
          {t('requester.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)} data-testid="new-request">
          {t('requester.new')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{t('requester.intro')}</Typography.Paragraph>
      <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
        <label htmlFor="requests-status-filter">{t('requester.statusFilter')}</label>
        <Select<RequestDisplayStatus>
          id="requests-status-filter"
          style={{ minWidth: 200 }}
          allowClear
          placeholder={t('requester.allStatuses')}
          value={status ?? undefined}
          onChange={(value) => {
            setStatus(value ?? null);
            setPage(1);
          }}
          options={REQUEST_DISPLAY_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        />
      </Flex>
      <Table<AccessRequestItem>
        rowKey="requestId"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t('requester.empty') }}
        onRow={(item) => testId('request-row', { 'data-request-id': item.requestId, 'data-status': item.status, 'data-customer': item.customerName })}
        pagination={{ current: page, pageSize: REQUEST_PAGE_SIZE, total: list.data?.totalRecord ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
        scroll={{ x: true }}
      />
      <NewRequestDialog open={creating} onClose={() => setCreating(false)} />
      <GainedDocumentsDialog item={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
