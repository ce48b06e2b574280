import type { MailboxMessage } from '@vault/contract';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date';
import { findOneTimeCode } from '../api/mailboxMessages';

/** One message: headers, the one-time code when there is one, and the plain text. */
export function MailView({ mail }: { mail: MailboxMessage }) {
  const { t } = useTranslation('dev');
  const code = findOneTimeCode(mail.text);
  return (
    <Card size="small" title={mail.subject} data-testid="mail-view" data-mail-id={mail.id}>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('mailbox.to')}>{mail.to}</Descriptions.Item>
        <Descriptions.Item label={t('mailbox.date')}>{formatDateTime(mail.createdAt)}</Descriptions.Item>
        {code && (
          <Descriptions.Item label={t('mailbox.code')}>
            <Typography.Text strong copyable data-testid="mail-code" style={{ fontSize: 20, letterSpacing: 2 }}>
              {code}
            </Typography.Text>
          </Descriptions.Item>
        )}
      </Descriptions>
      <pre className="vault-mail-text" data-testid="mail-text">
        {mail.text}
      </pre>
    </Card>
  );
}
