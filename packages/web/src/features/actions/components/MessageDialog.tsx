import { Button, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMessageList } from '../api/actionList';
import type { MessageTab } from '../api/actionParams';
import { MessageList } from './MessageList';

interface MessageDialogProps {
  open: boolean;
  onClose: () => void;
  /** The unread count the shell shows; the list reloads when it changes. */
  unreadCount: number | undefined;
}

/** Where 'See more' leads (spec §2). */
export const SYSTEM_MESSAGES_PATH = '/manage/system?type=message';

/**
 * Message dialog (spec §2): tabs All messages (default) and Unread, 'No Messages' when empty,
 * 'See more' to the system page. The content is dropped on close, so it opens on All each time.
 */
export function MessageDialog({ open, onClose, unreadCount }: MessageDialogProps) {
  const { t } = useTranslation('actions');
  const navigate = useNavigate();

  const seeMore = () => {
    onClose();
    void navigate(SYSTEM_MESSAGES_PATH);
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('messages.title')}
      destroyOnHidden
      width={560}
      footer={
        <Button type="link" onClick={seeMore} data-testid="message-see-more">
          {t('messages.seeMore')}
        </Button>
      }
    >
      <div data-testid="message-dialog">
        <MessageTabs unreadCount={unreadCount} />
      </div>
    </Modal>
  );
}

function MessageTabs({ unreadCount }: { unreadCount: number | undefined }) {
  const { t } = useTranslation('actions');
  const [tab, setTab] = useState<MessageTab>('all');
  const list = useMessageList(tab, unreadCount);
  const tabs: MessageTab[] = ['all', 'unread'];
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'unread' ? 'unread' : 'all')}
        items={tabs.map((key) => ({ key, label: <span data-testid={`message-tab-${key}`}>{t(`messages.tabs.${key}`)}</span> }))}
      />
      <div style={{ maxHeight: '55vh', overflowY: 'auto' }}>
        <MessageList items={list.data?.list} loading={list.isFetching} mode="dialog" />
      </div>
    </>
  );
}
