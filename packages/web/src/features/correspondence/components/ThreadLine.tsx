import type { correspondenceThreadsSchema } from '@vault/contract';
import { Badge, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SchemaOutput } from '../../../lib/api/schema';
import { formatDateTime } from '../../../lib/format/date';

type Thread = SchemaOutput<typeof correspondenceThreadsSchema>[number];

/** One conversation in the list: subject (bold while unread), the other party, last message and its time. */
export function ThreadLine({ thread, active, onOpen }: { thread: Thread; active: boolean; onOpen: () => void }) {
  const { t } = useTranslation('correspondence');
  return (
    <button
      type="button"
      className="vault-thread"
      onClick={onOpen}
      aria-current={active ? 'true' : undefined}
      data-testid="corr-thread"
      data-thread-id={thread.threadId}
      data-subject={thread.subject}
      data-unread={String(thread.unread)}
    >
      <Flex justify="space-between" align="baseline" gap={8}>
        <Typography.Text strong={thread.unread > 0} ellipsis style={{ minWidth: 0 }}>
          {thread.subject}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          <time dateTime={thread.lastMessageAt}>{formatDateTime(thread.lastMessageAt)}</time>
        </Typography.Text>
      </Flex>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {thread.counterpartName}
        </Typography.Text>
        {thread.unread > 0 && <Badge count={thread.unread} title={t('unread', { count: thread.unread })} />}
      </Flex>
      <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 13 }}>
        {thread.lastMessage}
      </Typography.Text>
    </button>
  );
}
