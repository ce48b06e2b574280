import type { DocumentVersion } from '@vault/contract';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format/date';
import { usePropertyTemplate } from '../api/documents';

/** Who uploaded a version and when, and its properties under the type's own labels. */
export function VersionDetails({ docType, version }: { docType: string; version: DocumentVersion }) {
  const { t } = useTranslation('documents');
  const template = usePropertyTemplate(docType).data ?? [];
  const items = template
    .filter((property) => version.properties[property.name])
    .map((property) => {
      const value = version.properties[property.name]!;
      return { key: property.name, label: property.displayName, children: property.type === 'date' ? formatDate(value) : value };
    });
  return (
    <>
      {items.length > 0 && <Descriptions size="small" column={3} items={items} data-testid="viewer-properties" />}
      <Typography.Text type="secondary">{t('viewer.uploadedBy', { name: version.createdBy, date: formatDateTime(version.createdAt) })}</Typography.Text>
    </>
  );
}
