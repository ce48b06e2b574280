import type { representativesSchema } from '@vault/contract';
import { Badge, Button, Card, Flex, Typography, type TableColumnsType } from 'antd';
import { Table } from '../../../components/Table';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaOutput } from '../../../lib/api/schema';
import { formatDateTime } from '../../../lib/format/date';
import { getAdminFlag } from '../../../lib/storage/sessionStore';
import { showMessageDialog } from '../../../lib/ui/dialogs';
import { toastSuccess } from '../../../lib/ui/feedback';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { representativeName } from '../../../lib/people/representatives';
import { useRemoveRepresentative, useRepresentatives } from '../api/team';
import { AddRepresentativeDialog } from './AddRepresentativeDialog';
import { AdministratorsCard } from './AdministratorsCard';

type Representative = SchemaOutput<typeof representativesSchema>[number];

const STATUS_BADGES: Record<Representative['status'], 'success' | 'processing' | 'default'> = {
  ACTIVE: 'success',
  INVITED: 'processing',
  RECORDED: 'default',
};

/** /manage/authorised-representatives: the acting company's representatives, then its administrators. */
export function RepresentativesPage() {
  const { t } = useTranslation('team');
  const isAdmin = getAdminFlag();
  const list = useRepresentatives();
  const remove = useRemoveRepresentative();
  const [adding, setAdding] = useState(false);

  const confirmRemove = (person: Representative) =>
    showMessageDialog({
      kind: 'remove-representative',
      danger: true,
      title: t('representatives.removeTitle'),
      content: t('representatives.removeText', { name: representativeName(person) }),
      okText: t('remove'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(person.id);
          toastSuccess(t('representatives.removed'));
        } catch (error) {
          reportUnhandledError(error);
        }
      },
    });

  const columns: TableColumnsType<Representative> = [
    { key: 'name', title: t('representatives.columns.name'), render: (_, p) => representativeName(p) },
    { key: 'taxId', title: t('representatives.columns.taxId'), render: (_, p) => p.taxId ?? '' },
    { key: 'email', title: t('representatives.columns.email'), render: (_, p) => p.email ?? '' },
    {
      key: 'status',
      title: t('representatives.columns.status'),
      render: (_, p) => <Badge status={STATUS_BADGES[p.status]} text={t(`representatives.status.${p.status}`)} />,
    },
    { key: 'added', title: t('representatives.columns.added'), render: (_, p) => <time dateTime={p.createdAt}>{formatDateTime(p.createdAt)}</time> },
    ...(isAdmin
      ? [
          {
            key: 'operation',
            title: t('representatives.columns.operation'),
            render: (_: unknown, p: Representative) => (
              <Button size="small" danger onClick={() => confirmRemove(p)} data-testid="rep-remove">
                {t('remove')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }} data-testid="reps-title">
            {t('representatives.title')}
          </Typography.Title>
          {isAdmin && (
            <Button type="primary" onClick={() => setAdding(true)} data-testid="reps-add">
              {t('representatives.add')}
            </Button>
          )}
        </Flex>
        <Table<Representative>
          rowKey="id"
          columns={columns}
          dataSource={list.data ?? []}
          loading={list.isPending}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t('representatives.empty') }}
          data-testid="reps-table"
          onRow={(p) => ({ 'data-testid': 'rep-row', 'data-rep-id': p.id, 'data-status': p.status, 'data-name': representativeName(p) }) as HTMLAttributes<HTMLElement>}
        />
      </Card>
      <AdministratorsCard isAdmin={isAdmin} />
      <AddRepresentativeDialog open={adding} onClose={() => setAdding(false)} />
    </Flex>
  );
}
