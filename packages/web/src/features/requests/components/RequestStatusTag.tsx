import type { RequestDisplayStatus } from '@vault/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOURS } from '../api/requestRules';

/** A request's (or a requested type's) display status (spec paid §4 Status sets). */
export function RequestStatusTag({ status }: { status: RequestDisplayStatus }) {
  const { t } = useTranslation('requests');
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="request-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
