import { Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useThreads } from '../api/correspondence';
import { NewThreadForm } from './NewThreadForm';
import { ThreadLine } from './ThreadLine';
import { ThreadView } from './ThreadView';

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
