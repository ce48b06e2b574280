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
            <Flex vertical gap={4}>
              {(threads.data ?? []).map((thread) => (
                <ThreadLine key={thread.threadId} thread={thread} active={thread.threadId === selected} onOpen={() => choose(thread.threadId)} />
              ))}
            </Flex>
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

function ThreadLine({ thread, active, onOpen }: { thread: Thread; active: boolean; onOpen: () => void }) {
  const { t } = useTranslation('correspondence');
  return (
    <Button
      type={active ? 'primary' : 'text'}
      ghost={active}
      onClick={onOpen}
      aria-current={active ? 'true' : undefined}
      style={{ height: 'auto', textAlign: 'left', justifyContent: 'flex-start', whiteSpace: 'normal', padding: '8px 12px' }}
      data-testid="corr-thread"
      data-thread-id={thread.threadId}
      data-subject={thread.subject}
      data-unread={String(thread.unread)}
    >
      <Flex vertical style={{ width: '100%' }}>
        <Flex justify="space-between" gap={8}>
          <Typography.Text strong={thread.unread > 0}>{thread.subject}</Typography.Text>
          {thread.unread > 0 && <Badge count={thread.unread} title={t('unread', { count: thread.unread })} />}
        </Flex>
        <Typography.Text type="secondary">{thread.counterpartName}</Typography.Text>
        <Typography.Text type="secondary" ellipsis>
          {thread.lastMessage}
        </Typography.Text>
        <Typography.Text type="secondary">
          <time dateTime={thread.lastMessageAt}>{formatDateTime(thread.lastMessageAt)}</time>
        </Typography.Text>
      </Flex>
    </Button>
  );
}
