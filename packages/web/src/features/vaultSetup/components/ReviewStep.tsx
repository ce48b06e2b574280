import type { VaultDetail } from '@vault/contract';
import { Badge, Descriptions, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date';
import { representativeName } from '../../../lib/people/representatives';

/** The review step: the company, its selected representatives and (local vault) its documents. */
export function ReviewStep({ vault }: { vault: VaultDetail }) {
  const { t } = useTranslation('vaultSetup');
  const selected = vault.representatives.filter((r) => r.selected);
  return (
    <Flex vertical gap={16} data-testid="vault-review">
      <Descriptions column={1} bordered size="small" title={t('review.company')}>
        <Descriptions.Item label={t('company.legalName')}>{vault.legalName}</Descriptions.Item>
        <Descriptions.Item label={t('company.tradingName')}>{vault.tradingName}</Descriptions.Item>
        <Descriptions.Item label={t('company.registrationNumber')}>{vault.registrationNumber}</Descriptions.Item>
        <Descriptions.Item label={t('list.type')}>{t(`type.${vault.vaultType}.title`)}</Descriptions.Item>
        <Descriptions.Item label={t('list.status')}>
          <Badge status={vault.status === 'COMPLETE' ? 'success' : 'warning'} text={t(`status.${vault.status}`)} />
        </Descriptions.Item>
      </Descriptions>
      <section aria-labelledby="review-reps">
        <Typography.Title level={2} id="review-reps" style={{ fontSize: 16 }}>
          {t('review.representatives', { n: selected.length })}
        </Typography.Title>
        <List size="small" bordered dataSource={selected} locale={{ emptyText: t('reps.empty') }} renderItem={(r) => <List.Item data-testid="review-rep">{representativeName(r)}{r.email ? ` · ${r.email}` : ''} · {t(`reps.statuses.${r.status}`)}</List.Item>} />
      </section>
      {vault.vaultType === 'LOCAL' && (
        <section aria-labelledby="review-docs">
          <Typography.Title level={2} id="review-docs" style={{ fontSize: 16 }}>
            {t('review.documents', { n: vault.documents.length })}
          </Typography.Title>
          <List size="small" bordered dataSource={vault.documents} locale={{ emptyText: t('docs.empty') }} renderItem={(d) => <List.Item data-testid="review-doc">{d.docTypeName} · v{d.version} · {formatDate(d.createdDate)}</List.Item>} />
        </section>
      )}
    </Flex>
  );
}
