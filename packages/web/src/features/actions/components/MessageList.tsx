import type { ActionItem } from '@vault/contract';
import { Empty, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHandleAction } from '../api/actionList';
import { MessageItem } from './MessageItem';

interface MessageListProps {
  items: readonly ActionItem[] | undefined;
  loading: boolean;
  /** 'dialog': titles that open; 'page': every message in full with a mark-as-read button. */
  mode: 'dialog' | 'page';
}

/** A list of messages; opening an unread message marks it read (spec §2 Message dialog). */
export function MessageList({ items, loading, mode }: MessageListProps) {
  const { t } = useTranslation('actions');
  const [openId, setOpenId] = useState<string | null>(null);
  const handle = useHandleAction();

  const markRead = (item: ActionItem) => {
    // A failure was shown by the central handler; the lists reload either way.
    if (item.isHandled === '0') handle.mutate(item.id);
  };
  const toggle = (item: ActionItem) => {
    setOpenId((current) => (current === item.id ? null : item.id));
    markRead(item);
  };

  if (!items) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  if (items.length === 0) return <Empty description={t('messages.empty')} data-testid="message-empty" />;
  return (
    <Spin spinning={loading}>
      <ul style={{ margin: 0, padding: 0 }} data-testid="message-list">
        {items.map((item) =>
          mode === 'dialog' ? (
            <MessageItem key={item.id} item={item} expanded={openId === item.id} onToggle={() => toggle(item)} />
          ) : (
            <MessageItem
              key={item.id}
              item={item}
              expanded
              onMarkRead={() => markRead(item)}
              marking={handle.isPending && handle.variables === item.id}
            />
          ),
        )}
      </ul>
    </Spin>
  );
}
