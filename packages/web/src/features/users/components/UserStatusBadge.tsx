import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS = { 1: 'processing', 2: 'success', 3: 'default', 4: 'error' } as const;

/** Invitation statuses (spec paid §3): 1 Pending, 2 Active, 3 Closed, 4 Cancelled. */
export function UserStatusBadge({ status }: { status: 1 | 2 | 3 | 4 }) {
  const { t } = useTranslation('users');
  return <Badge status={COLOURS[status]} text={t(`status.${status}`)} />;
}
