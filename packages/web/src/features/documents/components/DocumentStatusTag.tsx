import type { DocumentSummary } from '@vault/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<DocumentSummary['status'], string> = { VALID: 'green', EXPIRING: 'orange', EXPIRED: 'red' };

/** Valid, expiring (within 60 days) or expired, from the date of expiry. */
export function DocumentStatusTag({ status }: { status: DocumentSummary['status'] }) {
  const { t } = useTranslation('documents');
  return (
    <Tag color={COLOURS[status]} data-testid="document-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
