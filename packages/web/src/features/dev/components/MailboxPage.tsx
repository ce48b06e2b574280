import { Alert, Card, Col, Empty, List, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/PageFrame';
import { formatDateTime } from '../../../lib/format/date';
import { useMailbox } from '../api/mailbox';
import { MailView } from './MailView';

/**
 * /dev/mailbox (embedded mode): the e-mail outbox, newest first, refreshed every 3 s. This is where
 * one-time codes are read when no mail server is configured.
 */
export function MailboxPage() {
  const { t } = useTranslation('dev');
  const mailbox = useMailbox();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const messages = mailbox.data ?? [];
  // Until the user picks one, the newest message is open: that is almost always the code just sent.
  const selected = messages.find((m) => m.id === selectedId) ?? messages[0];

  return (
    <PageFrame title={t('mailbox.title')}>
      <Typography.Paragraph type="secondary">{t('mailbox.hint')}</Typography.Paragraph>
      {mailbox.isError && <Alert type="warning" showIcon title={t('mailbox.unavailable')} data-testid="mailbox-unavailable" />}
      {!mailbox.isError && messages.length === 0 && !mailbox.isPending && <Empty description={t('mailbox.empty')} />}
      {messages.length > 0 && (
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Card size="small">
              <List
                dataSource={messages}
                renderItem={(mail) => (
                  <List.Item
                    onClick={() => setSelectedId(mail.id)}
                    style={{ cursor: 'pointer', background: mail.id === selected?.id ? '#e6f4ff' : undefined, paddingInline: 8 }}
                    data-testid="mail-item"
                    data-mail-to={mail.to}
                    data-mail-id={mail.id}
                  >
                    <List.Item.Meta
                      title={
                        <button type="button" className="vault-link-button" onClick={() => setSelectedId(mail.id)}>
                          {mail.subject}
                        </button>
                      }
                      description={`${mail.to} · ${formatDateTime(mail.createdAt)}`}
                    />
                    <Tag>{t(`mailbox.status.${mail.status}`)}</Tag>
                  </List.Item>
                )}
              />
            </Card>
          </Col>
          <Col xs={24} md={14}>{selected && <MailView mail={selected} />}</Col>
        </Row>
      )}
    </PageFrame>
  );
}
