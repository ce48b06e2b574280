import { Badge, Card, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/date';
import { useThreads } from '../api/correspondence';
import { threadsWith } from '../api/threadRules';

/** The correspondence threads with one company, each opening on the Correspondence page. */
export function CompanyThreadsCard({ companyProfileId }: { companyProfileId: string }) {
  const { t } = useTranslation('correspondence');
  const threads = useThreads();
  const mine = threadsWith(threads.data ?? [], companyProfileId);
  return (
    <Card title={<Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>{t('title')}</Typography.Title>} loading={threads.isPending} data-testid="company-threads">
      {mine.length === 0 ? (
        <Empty description={t('noThreads')} />
      ) : (
        <List
          dataSource={mine}
          renderItem={(thread) => (
            <List.Item data-testid="company-thread" data-thread-id={thread.threadId}>
              <List.Item.Meta
                title={
                  <Link to={`/manage/correspondence?thread=${encodeURIComponent(thread.threadId)}`}>
                    {thread.subject} {thread.unread > 0 && <Badge count={thread.unread} title={t('unread', { count: thread.unread })} />}
                  </Link>
                }
                description={
                  <>
                    <Typography.Text type="secondary" ellipsis>{thread.lastMessage}</Typography.Text>{' '}
                    <time dateTime={thread.lastMessageAt}>{formatDateTime(thread.lastMessageAt)}</time>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
