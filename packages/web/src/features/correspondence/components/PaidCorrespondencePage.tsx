import type { CorrespondenceMessage } from '@vault/contract';
import { Badge, Button, Card, Col, Empty, Flex, Row, Segmented, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useMessageBox, useThreads } from '../api/correspondence';
import { BOXES, type Box } from '../api/threadRules';
import { NewThreadForm } from './NewThreadForm';
import { ConversationLine, ThreadLine } from './ThreadLine';
import { ThreadView } from './ThreadView';

const BASE = '/correspondence/threads';
const VIEWS = ['threads', ...BOXES] as const;
type View = (typeof VIEWS)[number];
const isView = (value: string | null): value is View => (VIEWS as readonly string[]).includes(value ?? '');

/**
 * /correspondence/threads(/:threadId): the paid organisation's correspondence with its customers (spec paid §2, §4;
 * docs/correspondence.md). On the left its conversations, or one box of messages: unread and read inbox (from
 * customers) and sent (by the organisation's staff), 10 a page with 'See more'. On the right the open thread
 * (opening it marks the customer's messages read), or a new conversation with a connected customer.
 */
export function PaidCorrespondencePage() {
  const { t } = useTranslation('correspondence');
  const navigate = useNavigate();
  const { threadId } = useParams();
  const [params] = useSearchParams();
  const view: View = isView(params.get('box')) ? (params.get('box') as View) : 'threads';
  const composing = params.get('compose') === '1';
  const search = (next: { box?: View; compose?: boolean }) => {
    const q = new URLSearchParams();
    const box = next.box ?? view;
    if (box !== 'threads') q.set('box', box);
    if (next.compose) q.set('compose', '1');
    const s = q.toString();
    return s ? `?${s}` : '';
  };
  const open = (id: string) => void navigate(`${BASE}/${encodeURIComponent(id)}${search({})}`);
  // Clearing the thread: back to the list, nothing open.
  const clear = () => void navigate(`${BASE}${search({})}`);

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }} data-testid="corr-title">
          {t('title')}
        </Typography.Title>
        <Button onClick={() => void navigate(`${BASE}${search({ compose: true })}`)} data-testid="corr-new">
          {t('newThread')}
        </Button>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={9}>
          <Segmented<View>
            block
            value={view}
            onChange={(box) => void navigate(`${threadId ? `${BASE}/${encodeURIComponent(threadId)}` : BASE}${search({ box })}`)}
            options={VIEWS.map((v) => ({ value: v, label: <span data-testid={`corr-box-${v}`}>{t(`boxes.${v}`)}</span> }))}
            aria-label={t('boxes.label')}
            style={{ marginBottom: 12 }}
            data-testid="corr-boxes"
          />
          {view === 'threads' ? <ThreadList selected={threadId} onOpen={open} /> : <MessageBox box={view} selected={threadId} onOpen={open} />}
        </Col>
        <Col xs={24} md={15}>
          {composing && !threadId ? (
            <NewThreadForm mySide="BUSINESS" onStarted={(id) => void navigate(`${BASE}/${encodeURIComponent(id)}${search({})}`)} />
          ) : threadId ? (
            <ThreadView key={threadId} threadId={threadId} mySide="BUSINESS" onClose={clear} />
          ) : (
            <Empty description={t('chooseThread')} />
          )}
        </Col>
      </Row>
    </Card>
  );
}

function ThreadList({ selected, onOpen }: { selected: string | undefined; onOpen: (threadId: string) => void }) {
  const { t } = useTranslation('correspondence');
  const threads = useThreads();
  if (!threads.data) return <Skeleton active />;
  if (threads.data.length === 0) return <Empty description={t('noThreads')} />;
  return (
    <nav aria-label={t('threads')} data-testid="corr-threads">
      <ul className="vault-thread-list">
        {threads.data.map((thread) => (
          <li key={thread.threadId}>
            <ThreadLine thread={thread} active={thread.threadId === selected} onOpen={() => onOpen(thread.threadId)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One box of messages, newest first, 10 a page; 'No Messages' when empty. */
function MessageBox({ box, selected, onOpen }: { box: Box; selected: string | undefined; onOpen: (threadId: string) => void }) {
  const { t } = useTranslation('correspondence');
  const messages = useMessageBox(box, 'BUSINESS');
  if (!messages.data) return <Skeleton active />;
  const list = messages.data.pages.flatMap((p) => p.list);
  const total = messages.data.pages.at(-1)?.totalRecord ?? 0;
  if (list.length === 0) return <Empty description={t('noMessages')} data-testid="corr-no-messages" />;
  return (
    <nav aria-label={t(`boxes.${box}`)} data-testid="corr-messages" data-box={box} data-total={String(total)}>
      <ul className="vault-thread-list">
        {list.map((message) => (
          <li key={message.messageId}>
            <MessageLine message={message} active={message.threadId === selected} onOpen={() => onOpen(message.threadId)} />
          </li>
        ))}
      </ul>
      {messages.hasNextPage && (
        <Button block onClick={() => void messages.fetchNextPage()} loading={messages.isFetchingNextPage} data-testid="corr-see-more">
          {t('seeMore')}
        </Button>
      )}
    </nav>
  );
}

function MessageLine({ message, active, onOpen }: { message: CorrespondenceMessage; active: boolean; onOpen: () => void }) {
  const { t } = useTranslation('correspondence');
  const unread = message.messageStatus === 0;
  return (
    <ConversationLine
      subject={message.subject}
      unread={unread}
      at={message.createdAt}
      who={message.sentFrom === 'BUSINESS' ? t('to', { name: message.counterpartName }) : message.counterpartName}
      mark={unread && <Badge status="error" text={t('unreadMark')} />}
      preview={message.body}
      active={active}
      onOpen={onOpen}
      data={{
        'data-testid': 'corr-message-line',
        'data-thread-id': message.threadId,
        'data-message-id': message.messageId,
        'data-status': String(message.messageStatus),
      }}
    />
  );
}
