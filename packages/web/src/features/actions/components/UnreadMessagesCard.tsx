import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnreadMessages } from '../api/actionList';
import { unreadBadge } from '../api/unreadBadge';
import { SYSTEM_MESSAGES_PATH } from './MessageDialog';

/** Home: how many messages are unread, and the way to them. */
export function UnreadMessagesCard() {
  const { t } = useTranslation('actions');
  const navigate = useNavigate();
  const unread = useUnreadMessages();
  const { count } = unreadBadge(unread.data);

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('home.unreadTitle')}</h2>} data-testid="home-messages">
      <Typography.Paragraph data-testid="home-unread-count" data-count={count}>
        {t('home.unreadCount', { count })}
      </Typography.Paragraph>
      <Button onClick={() => void navigate(SYSTEM_MESSAGES_PATH)} data-testid="home-read-messages">
        {t('home.readMessages')}
      </Button>
    </Card>
  );
}
