import type { RequestDisplayStatus } from '@vault/contract';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOURS } from '../api/requestRules';

/**
 * A request's (or a requested type's) display status (spec paid §4 Status sets): a coloured dot beside
 * the word. The word carries the meaning and keeps the text's contrast (coloured tag text fails WCAG AA).
 */
export function RequestStatusTag({ status }: { status: RequestDisplayStatus }) {
  const { t } = useTranslation('requests');
  return <Badge color={STATUS_COLOURS[status]} text={t(`status.${status}`)} data-testid="request-status" data-status={status} style={{ whiteSpace: 'nowrap' }} />;
}
