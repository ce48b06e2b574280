import type { DocumentSummary } from '@vault/contract';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';

const BADGES: Record<DocumentSummary['status'], 'success' | 'warning' | 'error'> = { VALID: 'success', EXPIRING: 'warning', EXPIRED: 'error' };

/**
 * Valid, expiring (within 60 days) or expired, from the date of expiry. A coloured dot beside
 * plain text: antd's light tags do not reach the WCAG AA contrast ratio.
 */
export function DocumentStatusTag({ status }: { status: DocumentSummary['status'] }) {
  const { t } = useTranslation('documents');
  return <Badge status={BADGES[status]} text={t(`status.${status}`)} data-testid="document-status" data-status={status} />;
}
