import type { correspondenceThreadsSchema } from '@vault/contract';
import { Badge, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaOutput } from '../../../lib/api/schema';
import { formatDateTime } from '../../../lib/format/date';

type Thread = SchemaOutput<typeof correspondenceThreadsSchema>[number];

interface LineProps {
  subject: string;
  unread: boolean;
  at: string;
  who: ReactNode;
  mark: ReactNode;
  preview: string;
  active: boolean;
  onOpen: () => void;
  /** data-* attributes the journeys find the line by. */
  data: Record<`data-${string}`, string>;
}

/** A line of a conversation list: subject (bold while unread) and time, who and a mark, then a preview. */
export function ConversationLine({ subject, unread, at, who, mark, preview, active, onOpen, data }: LineProps) {
  return (
    <button type="button" className="vault-thread" onClick={onOpen} aria-current={active ? 'true' : undefined} {...data}>
      <Flex justify="space-between" align="baseline" gap={8}>
        <Typography.Text strong={unread} ellipsis style={{ minWidth: 0 }}>
          {subject}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          <time dateTime={at}>{formatDateTime(at)}</time>
        </Typography.Text>
      </Flex>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {who}
        </Typography.Text>
        {mark}
      </Flex>
      <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 13 }}>
        {preview}
      </Typography.Text>
    </button>
  );
}

/** One conversation in the list: subject (bold while unread), the other party, last message and its time. */
export function ThreadLine({ thread, active, onOpen }: { thread: Thread; active: boolean; onOpen: () => void }) {
  const { t } = useTranslation('correspondence');
  return (
    <ConversationLine
      subject={thread.subject}
      unread={thread.unread > 0}
      at={thread.lastMessageAt}
      who={thread.counterpartName}
      mark={thread.unread > 0 && <Badge count={thread.unread} title={t('unread', { count: thread.unread })} />}
      preview={thread.lastMessage}
      active={active}
      onOpen={onOpen}
      data={{ 'data-testid': 'corr-thread', 'data-thread-id': thread.threadId, 'data-subject': thread.subject, 'data-unread': String(thread.unread) }}
    />
  );
}
