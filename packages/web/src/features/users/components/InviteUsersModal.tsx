import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { isValidEmail } from '@vault/contract';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/form/Form';
import { ApiError } from '../../../lib/api/ApiError';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { testId } from '../../../lib/ui/testId';
import { emailsToSend, inviteOutcomeKey } from '../api/inviteRows';
import { useInviteUsers } from '../api/users';

type Rows = { rows: Array<{ email?: string }> };
const BLANK: Rows = { rows: [{ email: '' }] };
type Outcome = { key: 'success' | 'alreadySent' | 'failed'; message: string | null; rows: Rows };

/**
 * Invite users (spec paid §4 Invite modal): opens with one blank row; rows are appended and removed; only rows with
 * an e-mail are sent. After posting it closes and the response modal opens ('Success!' / 'Invitation already sent' /
 * 'Invitation failed' with Close and Try Again); closing resets to one blank row.
 */
export function InviteUsersModal({ open, onClose, onReopen }: { open: boolean; onClose: () => void; onReopen: () => void }) {
  const { t } = useTranslation('users');
  const [form] = Form.useForm<Rows>();
  const invite = useInviteUsers();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [retryRows, setRetryRows] = useState<Rows | null>(null);

  // Before the browser paints the opened modal (a layout effect): a passive effect could run after the person (or a
  // journey) has already typed into the first row, and wipe it, so Send would find no address.
  useLayoutEffect(() => {
    if (open) form.setFieldsValue(retryRows ?? BLANK);
  }, [open, retryRows, form]);

  const close = () => {
    form.resetFields();
    setRetryRows(null);
    onClose();
  };

  const submit = async (values: Rows) => {
    const emails = emailsToSend(values.rows);
    if (!emails.length) {
      form.setFields([{ name: ['rows', 0, 'email'], errors: [t('invite.atLeastOne')] }]);
      return;
    }
    try {
      await invite.mutateAsync(emails);
      setOutcome({ key: 'success', message: null, rows: BLANK });
    } catch (error) {
      if (!(error instanceof ApiError) || error.handled || !error.errorCode) {
        reportUnhandledError(error);
        return;
      }
      setOutcome({ key: inviteOutcomeKey(error.errorCode), message: error.errorMsg, rows: values });
    }
    form.resetFields();
    setRetryRows(null);
    onClose();
  };

  return (
    <>
      <Modal
        open={open}
        title={t('invite.title')}
        onCancel={close}
        destroyOnHidden
        width={520}
        footer={[
          <Button key="cancel" onClick={close}>
            {t('invite.cancel')}
          </Button>,
          <Button key="send" type="primary" loading={invite.isPending} onClick={() => form.submit()} {...testId('invite-send')}>
            {t('invite.send')}
          </Button>,
        ]}
      >
        <Typography.Paragraph type="secondary">{t('invite.intro')}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={BLANK} onFinish={(v) => void submit(v)} {...testId('invite-form')}>
          <Form.List name="rows">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Flex key={field.key} gap={8} align="start">
                    <Form.Item
                      name={[field.name, 'email']}
                      label={t('invite.emailLabel', { n: index + 1 })}
                      style={{ flex: 1, marginBottom: 12 }}
                      rules={[
                        {
                          validator: async (_r, value: string | undefined) => {
                            if (value?.trim() && !isValidEmail(value.trim().toLowerCase())) throw new Error(t('invite.badEmail'));
                          },
                        },
                      ]}
                    >
                      <Input type="email" autoComplete="off" placeholder={t('invite.emailPlaceholder')} {...testId('invite-email')} />
                    </Form.Item>
                    <Button
                      icon={<CloseOutlined />}
                      aria-label={t('invite.removeRow', { n: index + 1 })}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                      style={{ marginTop: 30 }}
                      {...testId('invite-remove-row')}
                    />
                  </Flex>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ email: '' })} disabled={fields.length >= 50} {...testId('invite-add-row')}>
                  {t('invite.addRow')}
                </Button>
              </>
            )}
          </Form.List>
        </Form>
      </Modal>
      <Modal
        open={outcome !== null}
        title={outcome ? t(`response.${outcome.key}`) : ''}
        onCancel={() => setOutcome(null)}
        width={420}
        centered
        footer={[
          <Button key="close" onClick={() => setOutcome(null)} {...testId('invite-response-close')}>
            {t('response.close')}
          </Button>,
          ...(outcome && outcome.key !== 'success'
            ? [
                <Button
                  key="retry"
                  type="primary"
                  onClick={() => {
                    setRetryRows(outcome.rows);
                    setOutcome(null);
                    onReopen();
                  }}
                  {...testId('invite-response-retry')}
                >
                  {t('response.tryAgain')}
                </Button>,
              ]
            : []),
        ]}
      >
        <div {...testId('invite-response', { 'data-outcome': outcome?.key ?? '' })}>{outcome?.key === 'success' ? t('response.invited') : outcome?.message}</div>
      </Modal>
    </>
  );
}
