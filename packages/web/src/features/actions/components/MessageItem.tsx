import type { ActionItem } from '@vault/contract';
import { Badge, Button, Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date';
import { useActionOpener } from '../../../lib/ui/slots';

interface MessageItemProps {
  item: ActionItem;
  /** The body shows (always on the system page; after opening in the dialog). */
  expanded: boolean;
  /** The dialog opens and closes a message by its title; the system page shows it in full. */
  onToggle?: () => void;
  /** The system page marks a message read with a button. */
  onMarkRead?: () => void;
  marking?: boolean;
}

/** One message (spec §3 Message item): title, date, sender, body; unread ones are marked. */
export function MessageItem({ item, expanded, onToggle, onMarkRead, marking }: MessageItemProps) {
  const { t } = useTranslation('actions');
  const { token } = theme.useToken();
  const opener = useActionOpener();
  const unread = item.isHandled === '0';
  const bodyId = `message-body-${item.id}`;
  const heading = (
    <Flex vertical gap={2} style={{ minWidth: 0, textAlign: 'start' }}>
      <Flex align="center" gap={8}>
        {unread && <Badge status="processing" aria-hidden />}
        <Typography.Text strong={unread}>{item.reason}</Typography.Text>
        {unread && <span className="vault-visually-hidden">({t('messages.unread')})</span>}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        <time dateTime={item.requestDate}>{formatDateTime(item.requestDate)}</time>
        {item.fromName && ` · ${t('messages.from', { name: item.fromName })}`}
      </Typography.Text>
    </Flex>
  );

  return (
    <li
      data-testid="message-item"
      data-message-id={item.id}
      data-unread={unread}
      style={{ padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${token.colorSplit}`, listStyle: 'none' }}
    >
      {onToggle ? (
        <button
          type="button"
          className="vault-link-button"
          style={{ width: '100%' }}
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          data-testid="message-open"
          title={expanded ? t('messages.hideMessage') : t('messages.showMessage')}
        >
          {heading}
        </button>
      ) : (
        heading
      )}
      {expanded && (
        <Typography.Paragraph id={bodyId} data-testid="message-body" style={{ margin: `${token.marginXS}px 0 0`, whiteSpace: 'pre-wrap' }}>
          {item.message}
        </Typography.Paragraph>
      )}
      {expanded && opener.canOpen(item.type) && (
        <Button size="small" type="primary" onClick={() => opener.open(item)} data-testid="message-open-request" style={{ marginInlineEnd: 8 }}>
          {t('openRequest')}
        </Button>
      )}
      {onMarkRead && unread && (
        <Button size="small" onClick={onMarkRead} loading={marking} data-testid="message-mark-read">
          {t('messages.markRead')}
        </Button>
      )}
    </li>
  );
}
