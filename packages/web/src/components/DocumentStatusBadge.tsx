import type { ShareableItem } from '@vault/contract';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';

type DocumentStatus = ShareableItem['status'];

const BADGES: Record<DocumentStatus, 'success' | 'warning' | 'error'> = { VALID: 'success', EXPIRING: 'warning', EXPIRED: 'error' };

/** Valid, expiring or expired: a coloured dot beside plain text (antd's light tags miss WCAG AA contrast). */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('documents');
  return <Badge status={BADGES[status]} text={t(`status.${status}`)} data-testid="document-status" data-status={status} />;
}
