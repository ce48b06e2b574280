import { Button, Card, Flex, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Form } from '../../../components/form/Form';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../components/form/useSubmit';
import { formatDateTime } from '../../../lib/format/date';
import { toastSuccess } from '../../../lib/ui/feedback';
import { useReply, useThread } from '../api/correspondence';
import { isOwn, REPLY_MAX } from '../api/threadRules';
import { replyRules } from './replyRules';

interface ThreadViewProps {
  threadId: string;
  /** The reader's side: its own messages sit on the right. A customer by default. */
  mySide?: 'CUSTOMER' | 'BUSINESS';
  /** Clearing the thread (spec paid §4): closes the view. */
  onClose?: () => void;
}

/** One thread, oldest message first, with the reply box under it; opening it marks the other side's messages read. */
export function ThreadView({ threadId, mySide = 'CUSTOMER', onClose }: ThreadViewProps) {
  const { t } = useTranslation('correspondence');
  const thread = useThread(threadId);
  const reply = useReply();
  const [form] = Form.useForm<{ body: string }>();
  // Said twice: a toast for everyone, and a line under the button that a screen reader announces
  // and that stays until the next reply is typed.
  const [sent, setSent] = useState(false);
  const [submit, pending] = useSubmit(async ({ body }: { body: string }) => {
    await reply.mutateAsync({ threadId, body: body.trim() });
    form.resetFields();
    setSent(true);
    toastSuccess(t('replySent'));
  });

  if (!thread.data) return <Skeleton active />;
  return (
    <section aria-labelledby="corr-subject" data-testid="corr-thread-view" data-thread-id={threadId}>
      <Flex justify="space-between" align="start" gap={8}>
        <Typography.Title level={2} id="corr-subject" style={{ fontSize: 18, marginTop: 0 }}>
          {thread.data.thread.subject}
        </Typography.Title>
        {onClose && (
          <Button onClick={onClose} data-testid="corr-thread-close">
            {t('close')}
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary">{thread.data.thread.counterpartName}</Typography.Text>
      <Flex vertical gap={8} style={{ margin: '12px 0' }}>
        {thread.data.messages.map((message) => (
          <Card
            key={message.messageId}
            size="small"
            data-testid="corr-message"
            data-from={message.sentFrom}
            data-own={String(isOwn(message, mySide))}
            style={{ marginLeft: isOwn(message, mySide) ? 48 : 0, marginRight: isOwn(message, mySide) ? 0 : 48 }}
          >
            <Flex justify="space-between" gap={8} wrap>
              <Typography.Text strong>{message.authorName ?? message.counterpartName}</Typography.Text>
              <Typography.Text type="secondary">
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </Typography.Text>
            </Flex>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="corr-message-body">
              {message.body}
            </Typography.Paragraph>
          </Card>
        ))}
      </Flex>
      <Form name="threadReply" form={form} layout="vertical" onFinish={(values) => void submit(values)} onValuesChange={() => setSent(false)}>
        <Form.Item name="body" label={t('reply')} rules={replyRules()}>
          <Input.TextArea rows={4} maxLength={REPLY_MAX} showCount data-testid="corr-reply" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={pending} data-testid="corr-reply-send">
          {t('send')}
        </Button>
        <div role="status" aria-live="polite" style={{ marginTop: 8, minHeight: 22 }}>
          {sent && (
            <Typography.Text type="success" data-testid="corr-reply-sent">
              {t('replySent')}
            </Typography.Text>
          )}
        </div>
      </Form>
    </section>
  );
}
