import type { connectedCompaniesSchema } from '@vault/contract';
import { Badge, Card, Typography, type TableColumnsType } from 'antd';
import { Table } from '../../../components/Table';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SchemaOutput } from '../../../lib/api/schema';
import { formatDate } from '../../../lib/format/date';
import { getAdminFlag } from '../../../lib/storage/sessionStore';
import { useConnectedCompanies } from '../api/correspondence';

type Company = SchemaOutput<typeof connectedCompaniesSchema>[number];

/** Address of a company's page (administrators only, per the route table). */
export const companyPath = (name: string): string => `/manage/companies/${encodeURIComponent(name)}`;

/** /manage/companies: the businesses the acting customer deals with. */
export function CompaniesPage() {
  const { t } = useTranslation('correspondence');
  const companies = useConnectedCompanies();
  const isAdmin = getAdminFlag();
  const columns: TableColumnsType<Company> = [
    {
      key: 'name',
      title: t('companies.columns.name'),
      render: (_, c) => (isAdmin ? <Link to={companyPath(c.name)} data-testid="company-open">{c.name}</Link> : c.name),
    },
    { key: 'since', title: t('companies.columns.since'), render: (_, c) => <time dateTime={c.since}>{formatDate(c.since)}</time> },
    { key: 'actions', title: t('companies.columns.openActions'), render: (_, c) => <Badge count={c.openActions} showZero color={c.openActions ? 'gold' : 'gray'} /> },
    { key: 'unread', title: t('companies.columns.unread'), render: (_, c) => <Badge count={c.unreadCorrespondence} showZero color={c.unreadCorrespondence ? 'red' : 'gray'} /> },
  ];
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }} data-testid="companies-title">
        {t('companies.title')}
      </Typography.Title>
      <Table<Company>
        rowKey="companyProfileId"
        columns={columns}
        dataSource={companies.data ?? []}
        loading={companies.isPending}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('noCompanies') }}
        onRow={(c) => ({ 'data-testid': 'company-row', 'data-name': c.name }) as HTMLAttributes<HTMLElement>}
      />
    </Card>
  );
}
