import { Card, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/date';
import { useActionList } from '../api/actionList';
import { actionTypeKey, outstandingActionParams } from '../api/actionParams';

/** Home: the actions not handled yet (newest ten) and how many there are. */
export function OutstandingActionsCard() {
  const { t } = useTranslation('actions');
  const list = useActionList(outstandingActionParams());
  const items = list.data?.list;

  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('home.outstandingTitle')}</h2>}
      extra={<Link to="/manage/actions">{t('home.allActions')}</Link>}
      data-testid="home-actions"
    >
      {!items ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.nothingOutstanding')} />
      ) : (
        <>
          <Typography.Paragraph data-testid="home-actions-count" data-count={list.data?.totalRecord}>
            {t('home.outstandingCount', { count: list.data?.totalRecord ?? 0 })}
          </Typography.Paragraph>
          <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {items.map((item) => (
              <li key={item.id} data-testid="home-action-item" style={{ padding: '8px 0' }}>
                <Flex align="baseline" gap={8} wrap>
                  <Tag>{t(actionTypeKey(item.type))}</Tag>
                  <Typography.Text strong>{item.reason}</Typography.Text>
                  <Typography.Text type="secondary">
                    <time dateTime={item.requestDate}>{formatDateTime(item.requestDate)}</time>
                  </Typography.Text>
                </Flex>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
