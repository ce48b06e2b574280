import type { correspondenceThreadsSchema } from '@vault/contract';
import { Badge, Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SchemaOutput } from '../../../lib/api/schema';
import { formatDateTime } from '../../../lib/format/date';
import { useThreads } from '../api/correspondence';
import { NewThreadForm } from './NewThreadForm';
import { ThreadView } from './ThreadView';

type Thread = SchemaOutput<typeof correspondenceThreadsSchema>[number];

const NEW = 'new';

/** /manage/correspondence: threads on the left, the chosen thread (or a new one) on the right. */
export function CorrespondencePage() {
  const { t } = useTranslation('correspondence');
  const [params, setParams] = useSearchParams();
  const selected = params.get('thread');
  const threads = useThreads();
  const choose = (value: string) => setParams({ thread: value });

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }} data-testid="corr-title">
          {t('title')}
        </Typography.Title>
        <Button onClick={() => choose(NEW)} data-testid="corr-new">
          {t('newThread')}
        </Button>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={9}>
          <nav aria-label={t('threads')} data-testid="corr-threads">
            {threads.data?.length === 0 && <Empty description={t('noThreads')} />}
            <ul className="vault-thread-list">
              {(threads.data ?? []).map((thread) => (
                <li key={thread.threadId}>
                  <ThreadLine thread={thread} active={thread.threadId === selected} onOpen={() => choose(thread.threadId)} />
                </li>
              ))}
            </ul>
          </nav>
        </Col>
        <Col xs={24} md={15}>
          {selected === NEW ? (
            <NewThreadForm onStarted={(threadId) => choose(threadId)} />
          ) : selected ? (
            <ThreadView threadId={selected} />
          ) : (
            <Empty description={t('chooseThread')} />
          )}
        </Col>
      </Row>
    </Card>
  );
}

/** One conversation in the list: subject (bold while unread), company, last message and its time. */
function ThreadLine({ thread, active, onOpen }: { thread: Thread; active: boolean; onOpen: () => void }) {
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
