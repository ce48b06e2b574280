import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNewCorrespondenceCount } from '../api/correspondence';

/** A dot beside the Correspondence menu entry while the business has written something unread. */
export function CorrespondenceDot() {
  const { t } = useTranslation('correspondence');
  const count = useNewCorrespondenceCount();
  if (!count.data) return null;
  return <Badge dot status="error" title={t('newDot')} aria-label={t('newDot')} style={{ marginLeft: 8 }} data-testid="nav-correspondence-dot" data-count={String(count.data)} />;
}
