import { MailOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadMessages } from '../api/actionList';
import { unreadBadge } from '../api/unreadBadge';
import { MessageDialog } from './MessageDialog';

/** The shell's message action (spec §2): unread count on a badge; opens the Message dialog. */
export function MessageAction() {
  const { t } = useTranslation('actions');
  const [open, setOpen] = useState(false);
  const unread = useUnreadMessages();
  const badge = unreadBadge(unread.data);
  const label = badge.visible ? t('messages.openWithUnread', { count: badge.text }) : t('messages.open');

  return (
    <>
      <Badge count={badge.visible ? badge.text : 0} size="small" data-testid="message-badge">
        <Button
          shape="circle"
          icon={<MailOutlined aria-hidden />}
          onClick={() => setOpen(true)}
          aria-label={label}
          title={label}
          aria-haspopup="dialog"
          data-testid="message-action"
          data-unread={badge.count}
        />
      </Badge>
      <MessageDialog open={open} onClose={() => setOpen(false)} unreadCount={unread.data?.totalRecord} />
    </>
  );
}
