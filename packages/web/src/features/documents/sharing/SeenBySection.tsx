import type { ActivityItem } from '@vault/contract';
import { Alert, Spin, type TableColumnsType } from 'antd';
import { Table } from '../../../components/Table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date';
import { SEEN_PAGE_SIZE, useDocumentActivity } from './sharingApi';

/** "Who has seen it": the audit trail of this document (views, downloads, shares, revokes...), newest first. */
export function SeenBySection({ docId }: { docId: string }) {
  const { t } = useTranslation('sharing');
  const [pageIndex, setPageIndex] = useState(1);
  const activity = useDocumentActivity(docId, pageIndex, true);
  const columns: TableColumnsType<ActivityItem> = [
    { key: 'kind', title: t('seenBy.what'), render: (_, a) => (a.version ? t('seenBy.kindVersion', { kind: t(`activityKind.${a.kind}`), version: a.version }) : t(`activityKind.${a.kind}`)) },
    { key: 'who', title: t('seenBy.who'), render: (_, a) => (a.detail ? t('seenBy.whoDetail', { name: a.actorName, detail: a.detail }) : a.actorName) },
    { key: 'company', title: t('seenBy.company'), render: (_, a) => a.companyName ?? '' },
    { key: 'when', title: t('seenBy.when'), render: (_, a) => formatDateTime(a.at) },
  ];
  if (activity.isPending) return <Spin />;
  if (activity.isError) return <Alert type="error" showIcon title={t('seenBy.loadFailed')} />;
  return (
    <Table
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={activity.data.list}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('seenBy.none') }}
      pagination={{ current: pageIndex, pageSize: SEEN_PAGE_SIZE, total: activity.data.totalRecord, onChange: setPageIndex, showSizeChanger: false, hideOnSinglePage: true }}
      onRow={(a) => ({ 'data-testid': 'activity-row', 'data-kind': a.kind }) as React.HTMLAttributes<HTMLElement>}
    />
  );
}
