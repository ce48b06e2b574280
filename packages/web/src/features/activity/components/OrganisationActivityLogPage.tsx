import { ORGANISATION_ACTIVITY_KINDS, type OrganisationActivityItem, type OrganisationActivityKind } from '@vault/contract';
import { Badge, Button, Card, DatePicker, Flex, Select, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '../../../components/Table';
import { formatDateTime } from '../../../lib/format/date';
import { testId } from '../../../lib/ui/testId';
import { useOrganisationActivity, useOrganisationActivityCustomers, useOrganisationActivityUsers } from '../api/organisationActivity';
import { ORGANISATION_KIND_COLOURS, ORGANISATION_PAGE_SIZE, NO_ORGANISATION_FILTER, isFiltered, type OrganisationActivityFilter } from '../api/organisationActivityRules';
import { documentLabel, orDash } from '../api/activityRules';

const DAY = 'YYYY-MM-DD';
const SEARCH_DELAY_MS = 300;
/** Filters share a row on wide screens and stack, full width, on a phone. */
const FILTER_BOX = { flex: '1 1 200px', minWidth: 0 } as const;

/** The text typed in the customer filter, once typing pauses. */
function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * /settings/activity-log (paid shell, System tab): everything the organisation's staff changed and every view or
 * download of customers' documents by it, newest first, filtered by user, kind, customer and dates on the server.
 */
export function OrganisationActivityLogPage() {
  const { t } = useTranslation('activity');
  const [filter, setFilter] = useState<OrganisationActivityFilter>(NO_ORGANISATION_FILTER);
  const [page, setPage] = useState(1);
  const [customerSearch, setCustomerSearch] = useState('');
  const list = useOrganisationActivity(filter, page);
  const users = useOrganisationActivityUsers();
  const customers = useOrganisationActivityCustomers(useDebounced(customerSearch.trim()));
  const items = list.data?.list ?? [];
  const change = (next: Partial<OrganisationActivityFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };

  const columns: TableColumnsType<OrganisationActivityItem> = [
    { key: 'at', title: t('columns.when'), render: (_, item) => <time dateTime={item.at}>{formatDateTime(item.at)}</time> },
    // A dot beside the word: coloured tag text fails WCAG AA contrast.
    { key: 'kind', title: t('columns.what'), render: (_, item) => <Badge color={ORGANISATION_KIND_COLOURS[item.kind]} text={t(`organisation.kinds.${item.kind}`)} data-testid="org-activity-kind" style={{ whiteSpace: 'nowrap' }} /> },
    {
      key: 'who',
      title: t('columns.who'),
      render: (_, item) => (
        <Flex vertical style={{ minWidth: 140 }}>
          <span>{orDash(item.actorName)}</span>
          {item.actedForName ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('organisation.actedFor', { name: item.actedForName })}</Typography.Text> : null}
        </Flex>
      ),
    },
    { key: 'customer', title: t('organisation.columns.customer'), render: (_, item) => orDash(item.customerName) },
    { key: 'document', title: t('columns.document'), render: (_, item) => orDash(documentLabel(item, t('version'))) },
    { key: 'detail', title: t('columns.detail'), render: (_, item) => orDash(item.detail) },
  ];

  const kindOptions = ORGANISATION_ACTIVITY_KINDS.map((kind) => ({ value: kind, label: t(`organisation.kinds.${kind}`) }));
  const range: [dayjs.Dayjs | null, dayjs.Dayjs | null] = [filter.from ? dayjs(filter.from, DAY) : null, filter.to ? dayjs(filter.to, DAY) : null];

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }} data-testid="org-activity-title">
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('organisation.intro')}</Typography.Paragraph>
      <Flex gap={16} wrap align="end" style={{ marginBottom: 16 }}>
        <Flex vertical gap={4} style={FILTER_BOX}>
          <label htmlFor="org-activity-user-filter">{t('organisation.filters.user')}</label>
          <Select<string>
            id="org-activity-user-filter"
            style={{ width: '100%' }}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('organisation.filters.allUsers')}
            value={filter.accountId ?? undefined}
            onChange={(accountId) => change({ accountId: accountId ?? null })}
            options={(users.data ?? []).map((u) => ({ value: u.accountId, label: u.name === u.email ? u.email : `${u.name} (${u.email})` }))}
            data-testid="org-activity-user-filter"
          />
        </Flex>
        <Flex vertical gap={4} style={FILTER_BOX}>
          <label htmlFor="org-activity-kind-filter">{t('organisation.filters.kind')}</label>
          <Select<OrganisationActivityKind[]>
            id="org-activity-kind-filter"
            mode="multiple"
            style={{ width: '100%' }}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('organisation.filters.allKinds')}
            value={filter.kinds}
            onChange={(kinds) => change({ kinds })}
            options={kindOptions}
            maxTagCount="responsive"
            data-testid="org-activity-kind-filter"
          />
        </Flex>
        <Flex vertical gap={4} style={FILTER_BOX}>
          <label htmlFor="org-activity-customer-filter">{t('organisation.filters.customer')}</label>
          <Select<string>
            id="org-activity-customer-filter"
            style={{ width: '100%' }}
            allowClear
            showSearch={{ filterOption: false, onSearch: setCustomerSearch }}
            placeholder={t('organisation.filters.allCustomers')}
            value={filter.customerProfileId ?? undefined}
            onChange={(customerProfileId) => {
              change({ customerProfileId: customerProfileId ?? null });
              setCustomerSearch('');
            }}
            options={(customers.data ?? []).map((c) => ({ value: c.customerProfileId, label: c.name }))}
            notFoundContent={t('organisation.filters.noCustomers')}
            data-testid="org-activity-customer-filter"
          />
        </Flex>
        <Flex vertical gap={4} style={FILTER_BOX}>
          <label htmlFor="org-activity-dates">{t('organisation.filters.dates')}</label>
          <DatePicker.RangePicker
            id={{ start: 'org-activity-dates' }}
            allowEmpty={[true, true]}
            format="DD/MM/YYYY"
            value={range}
            onChange={(dates) => change({ from: dates?.[0]?.format(DAY) ?? null, to: dates?.[1]?.format(DAY) ?? null })}
            placeholder={[t('organisation.filters.from'), t('organisation.filters.to')]}
            style={{ width: '100%' }}
            data-testid="org-activity-dates"
          />
        </Flex>
        <Button onClick={() => change(NO_ORGANISATION_FILTER)} disabled={!isFiltered(filter)} data-testid="org-activity-clear">
          {t('organisation.filters.clear')}
        </Button>
      </Flex>
      <Table<OrganisationActivityItem>
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={list.isFetching}
        locale={{ emptyText: isFiltered(filter) ? t('organisation.noMatch') : t('empty') }}
        onRow={(item) => testId('org-activity-row', { 'data-kind': item.kind })}
        pagination={{
          current: page,
          pageSize: ORGANISATION_PAGE_SIZE,
          total: list.data?.totalRecord ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        scroll={{ x: true }}
        data-testid="org-activity-table"
      />
    </Card>
  );
}
