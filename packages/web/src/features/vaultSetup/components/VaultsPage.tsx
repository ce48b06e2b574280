import type { VaultSummary } from '@vault/contract';
import { Badge, Button, Card, Empty, Flex, Typography, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Table } from '../../../components/Table';
import { formatDate } from '../../../lib/format/date';
import { testId } from '../../../lib/ui/testId';
import { useVaults } from '../api/vaultSetup';
import { parseMode } from '../api/wizardSteps';
import { VaultSetupWizard } from './VaultSetupWizard';

/**
 * /vaults/setup: the organisation's corporate vaults (set up with the wizard) and the wizard itself. The address
 * holds the wizard's state (?wizard=new, or ?vault={id}&mode=EDIT|REVIEW), so a reload or the back button keeps it.
 */
export function VaultSetupPage() {
  const [params, setParams] = useSearchParams();
  const vault = params.get('vault');
  const open = params.get('wizard') === 'new' || vault !== null;
  if (open) {
    return (
      <VaultSetupWizard
        key={`${vault ?? 'new'}-${params.get('mode') ?? ''}`}
        corporateProfileId={vault}
        mode={parseMode(params.get('mode'))}
        initialStep={params.get('step')}
        onVaultCreated={(id) => setParams({ vault: id, mode: 'EDIT', step: 'representatives' }, { replace: true })}
        onClose={() => setParams({})}
      />
    );
  }
  return <VaultList onOpen={(next) => setParams(next)} />;
}

function VaultList({ onOpen }: { onOpen: (params: Record<string, string>) => void }) {
  const { t } = useTranslation('vaultSetup');
  const list = useVaults();
  const columns: TableColumnsType<VaultSummary> = [
    { key: 'name', title: t('list.name'), render: (_, v) => <Typography.Text strong>{v.tradingName}</Typography.Text> },
    { key: 'legalName', title: t('list.legalName'), render: (_, v) => v.legalName },
    { key: 'type', title: t('list.type'), render: (_, v) => t(`type.${v.vaultType}.title`) },
    { key: 'status', title: t('list.status'), render: (_, v) => <Badge status={v.status === 'COMPLETE' ? 'success' : 'warning'} text={t(`status.${v.status}`)} /> },
    { key: 'created', title: t('list.created'), render: (_, v) => <time dateTime={v.createdDate}>{formatDate(v.createdDate)}</time> },
    {
      key: 'actions',
      title: t('list.actions'),
      render: (_, v) => (
        <Flex gap={8} wrap>
          <Button size="small" onClick={() => onOpen({ vault: v.corporateProfileId, mode: 'REVIEW' })} aria-label={t('list.reviewNamed', { name: v.tradingName })} {...testId('vault-review')}>
            {t('list.review')}
          </Button>
          <Button size="small" onClick={() => onOpen({ vault: v.corporateProfileId, mode: 'EDIT' })} aria-label={t('list.editNamed', { name: v.tradingName })} {...testId('vault-edit')}>
            {t('list.edit')}
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }} {...testId('vaults-title')}>
          {t('list.title')}
        </Typography.Title>
        <Button type="primary" onClick={() => onOpen({ wizard: 'new' })} {...testId('vault-setup-start')}>
          {t('list.setUp')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('list.intro')}</Typography.Paragraph>
      <Table<VaultSummary>
        rowKey="corporateProfileId"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        onRow={(v) => ({ 'data-testid': 'vault-row', 'data-vault-name': v.tradingName }) as HTMLAttributes<HTMLElement>}
      />
    </Card>
  );
}
