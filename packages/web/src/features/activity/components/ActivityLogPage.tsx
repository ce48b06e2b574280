import type { ActivityItem } from '@vault/contract';
import { Badge, Card, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { Table } from '../../../components/Table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date';
import { testId } from '../../../lib/ui/testId';
import { useActivityCompanies, useActivityList, useOwnDocuments } from '../api/activity';
import { ACTIVITY_PAGE_SIZE, documentLabel, documentOptions, KIND_COLOURS, orDash, type ActivityFilter } from '../api/activityRules';

/** /manage/activity-log: every event on the acting profile's documents, newest first, filtered and paged by the server. */
export function ActivityLogPage() {
  const { t } = useTranslation('activity');
  const [filter, setFilter] = useState<ActivityFilter>({ docId: null, companyId: null });
  const [page, setPage] = useState(1);
  const list = useActivityList(filter, page);
  const companies = useActivityCompanies();
  const documents = useOwnDocuments();
  const items = list.data?.list ?? [];
  const change = (next: Partial<ActivityFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };

  const columns: TableColumnsType<ActivityItem> = [
    { key: 'at', title: t('columns.when'), render: (_, item) => <time dateTime={item.at}>{formatDateTime(item.at)}</time> },
    // A dot beside the word: coloured tag text fails WCAG AA contrast.
    { key: 'kind', title: t('columns.what'), render: (_, item) => <Badge color={KIND_COLOURS[item.kind]} text={t(`kinds.${item.kind}`)} data-testid="activity-kind" style={{ whiteSpace: 'nowrap' }} /> },
    { key: 'document', title: t('columns.document'), render: (_, item) => orDash(documentLabel(item, t('version'))) },
    { key: 'who', title: t('columns.who'), render: (_, item) => orDash(item.actorName) },
    { key: 'company', title: t('columns.company'), render: (_, item) => orDash(item.companyName) },
    { key: 'detail', title: t('columns.detail'), render: (_, item) => orDash(item.detail) },
  ];

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }} data-testid="activity-title">
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Flex gap={16} wrap style={{ marginBottom: 16 }}>
        <Flex vertical gap={4}>
          <label htmlFor="activity-document-filter">{t('filters.document')}</label>
          <Select<string>
            id="activity-document-filter"
            style={{ minWidth: 260 }}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('filters.allDocuments')}
            value={filter.docId ?? undefined}
            onChange={(docId) => change({ docId: docId ?? null })}
            options={documentOptions(documents.data ?? [], items).map((o) => ({ value: o.docId, label: o.label }))}
            optionRender={(option) => <span data-doc-id={option.value}>{option.label}</span>}
            data-testid="activity-document-filter"
          />
        </Flex>
        <Flex vertical gap={4}>
          <label htmlFor="activity-company-filter">{t('filters.company')}</label>
          <Select<string>
            id="activity-company-filter"
            style={{ minWidth: 220 }}
            allowClear
            placeholder={t('filters.allCompanies')}
            value={filter.companyId ?? undefined}
            onChange={(companyId) => change({ companyId: companyId ?? null })}
            options={(companies.data ?? []).map((c) => ({ value: c.companyId, label: c.name }))}
            data-testid="activity-company-filter"
          />
        </Flex>
      </Flex>
      <Table<ActivityItem>
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={list.isFetching}
        locale={{ emptyText: t('empty') }}
        onRow={(item) => testId('activity-row', { 'data-kind': item.kind, 'data-doc-id': item.docId ?? '' })}
        pagination={{
          current: page,
          pageSize: ACTIVITY_PAGE_SIZE,
          total: list.data?.totalRecord ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        scroll={{ x: true }}
        data-testid="activity-table"
      />
    </Card>
  );
}
