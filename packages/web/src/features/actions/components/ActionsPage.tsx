import { ACTION_TYPE_CODES, canMarkActionDone, type ActionItem } from '@vault/contract';
import { Badge, Button, Card, Flex, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { Table } from '../../../components/Table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date';
import { useActionOpener } from '../../../lib/ui/slots';
import { testId } from '../../../lib/ui/testId';
import { useActionList, useHandleAction } from '../api/actionList';
import { actionListParams, actionTypeKey } from '../api/actionParams';

/** A coloured dot beside the status word (the word carries the meaning; the text keeps its contrast). */
const STATUS_BADGES: Record<ActionItem['status'], 'warning' | 'success' | 'default'> = { PENDING: 'warning', COMPLETED: 'success', CANCELLED: 'default' };

/** Mark as done: a pending, unhandled action whose type is not completed by its own condition. */
export const canHandle = (item: ActionItem): boolean => item.status === 'PENDING' && item.isHandled === '0' && canMarkActionDone(item.type);

/** /manage/actions: every action of the acting profile with its status, ten a page, by type. */
export function ActionsPage() {
  const { t } = useTranslation('actions');
  const [page, setPage] = useState(1);
  const [type, setType] = useState<number | null>(null);
  const params = actionListParams(page, type);
  const list = useActionList(params);
  const handle = useHandleAction();
  const opener = useActionOpener();

  const columns: TableColumnsType<ActionItem> = [
    { key: 'type', title: t('list.columns.type'), render: (_, item) => <Tag>{t(actionTypeKey(item.type))}</Tag> },
    {
      key: 'action',
      title: t('list.columns.action'),
      render: (_, item) => (
        <Flex vertical>
          <Typography.Text strong>{item.reason}</Typography.Text>
          {item.message && <Typography.Text type="secondary">{item.message}</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'from', title: t('list.columns.from'), render: (_, item) => item.fromName ?? '' },
    {
      key: 'requested',
      title: t('list.columns.requested'),
      render: (_, item) => <time dateTime={item.requestDate}>{formatDateTime(item.requestDate)}</time>,
    },
    {
      key: 'status',
      title: t('list.columns.status'),
      render: (_, item) => (
        <Badge status={STATUS_BADGES[item.status]} text={t(`status.${item.status}`)} data-testid="action-status" />
      ),
    },
    {
      key: 'operation',
      title: t('list.columns.operation'),
      // An item another feature opens (an access request) is answered there, not marked handled here.
      render: (_, item) =>
        opener.canOpen(item.type) ? (
          <Button size="small" type={canHandle(item) ? 'primary' : 'default'} onClick={() => opener.open(item)} data-testid="action-open">
            {t('openRequest')}
          </Button>
        ) : canHandle(item) ? (
          <Button
            size="small"
            onClick={() => handle.mutate(item.id)}
            loading={handle.isPending && handle.variables === item.id}
            data-testid="action-handle"
          >
            {t('list.handle')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }} data-testid="actions-title">
        {t('list.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('list.intro')}</Typography.Paragraph>
      <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
        <label htmlFor="actions-type-filter">{t('list.typeFilter')}</label>
        <Select<number>
          id="actions-type-filter"
          style={{ minWidth: 260 }}
          allowClear
          placeholder={t('list.allTypes')}
          value={type ?? undefined}
          onChange={(value) => {
            setType(value ?? null);
            setPage(1);
          }}
          options={ACTION_TYPE_CODES.map((code) => ({ value: code, label: t(actionTypeKey(code)) }))}
          data-testid="actions-type-filter"
        />
      </Flex>
      <Table<ActionItem>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t('list.empty') }}
        onRow={(item) => testId('action-row', { 'data-action-id': item.id, 'data-status': item.status })}
        pagination={{
          current: page,
          pageSize: params.pageSize,
          total: list.data?.totalRecord ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        scroll={{ x: true }}
        data-testid="actions-table"
      />
    </Card>
  );
}
