import { Button, Descriptions, Input, Modal, Tag } from 'antd';
import { Form } from '../../../components/form/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeForm } from '../../../components/form/CodeForm';
import { PhoneInput } from '../../../components/form/PhoneInput';
import { emailRules, phoneRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import { toastSuccess } from '../../../lib/ui/feedback';
import { testId } from '../../../lib/ui/testId';
import { changeEmail, sendChangeEmailCode, sendPhoneCode, useContactChanged, validatePhoneCode } from '../api/contact';
import { usePersonalInfo } from '../api/details';
import { DetailsCard } from './DetailsCard';

type Flow = { kind: 'phone' | 'email'; flowId: string; maskedTo: string; value: string } | null;

/** Sign-in e-mail and phone of the person, each changed or verified with a code (My details). */
export function ContactCard() {
  const { t } = useTranslation('profiles');
  const info = usePersonalInfo();
  const [editing, setEditing] = useState<'phone' | 'email' | null>(null);
  const [flow, setFlow] = useState<Flow>(null);
  const changed = useContactChanged();
  const [form] = Form.useForm<{ phone?: string; email?: string }>();
  const close = () => {
    setEditing(null);
    setFlow(null);
    form.resetFields();
  };

  const start = async (kind: 'phone' | 'email', value: string) => {
    const sent = kind === 'phone' ? await sendPhoneCode(value) : await sendChangeEmailCode(value);
    setFlow({ kind, flowId: sent.flowId, maskedTo: sent.maskedTo, value });
  };
  const [submit, pending] = useSubmit(async (values: { phone?: string; email?: string }) => {
    if (editing === 'phone') await start('phone', values.phone ?? '');
    else if (editing === 'email') await start('email', (values.email ?? '').trim());
  });
  const confirm = async (code: string) => {
    if (!flow) return;
    if (flow.kind === 'phone') {
      await validatePhoneCode(flow.flowId, code);
      toastSuccess(t('contact.phoneVerifiedDone'));
    } else {
      await changeEmail(flow.flowId, code);
      toastSuccess(t('contact.emailChanged'));
    }
    changed();
    close();
  };

  const data = info.data;
  return (
    <DetailsCard title={t('contact.title')} testId="details-contact" loading={!data}>
      {data && (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('details.personal.email')}>
            <span data-testid="contact-email">{data.email}</span>
            <Button size="small" style={{ marginInlineStart: 8 }} onClick={() => setEditing('email')} data-testid="contact-change-email">
              {t('contact.changeEmail')}
            </Button>
          </Descriptions.Item>
          <Descriptions.Item label={t('details.personal.phone')}>
            <span data-testid="contact-phone">{data.phone ?? t('details.personal.noPhone')}</span>
            {data.phone && (
              <Tag color={data.phoneVerified ? 'success' : 'default'} style={{ marginInlineStart: 8 }} data-testid="contact-phone-status" data-verified={String(Boolean(data.phoneVerified))}>
                {data.phoneVerified ? t('details.personal.phoneVerified') : t('details.personal.phoneNotVerified')}
              </Tag>
            )}
            <Button size="small" style={{ marginInlineStart: 8 }} onClick={() => setEditing('phone')} data-testid="contact-verify-phone">
              {t('contact.verifyPhone')}
            </Button>
          </Descriptions.Item>
        </Descriptions>
      )}
      <Modal
        open={editing !== null}
        title={editing === 'email' ? t('contact.changeEmail') : t('contact.verifyPhone')}
        onCancel={close}
        footer={null}
        destroyOnHidden
        centered
      >
        {flow ? (
          <CodeForm
            testIdPrefix="contact"
            maskedEmail={flow.maskedTo}
            submitText={t('contact.confirm')}
            onSubmit={(code) => confirm(code)}
            onResend={() => start(flow.kind, flow.value)}
          />
        ) : (
          <Form name="contactPhone" form={form} layout="vertical" onFinish={(values) => void submit(values)} initialValues={{ phone: data?.phone ?? '' }}>
            {editing === 'email' ? (
              <Form.Item name="email" label={t('contact.newEmail')} rules={emailRules()}>
                <Input data-testid="contact-new-email" autoComplete="email" />
              </Form.Item>
            ) : (
              <Form.Item name="phone" label={t('details.personal.phone')} rules={phoneRules()}>
                <PhoneInput testIdPrefix="contact-phone" />
              </Form.Item>
            )}
            <Button type="primary" htmlType="submit" loading={pending} block {...testId('contact-send-code')}>
              {t('contact.sendCode')}
            </Button>
          </Form>
        )}
      </Modal>
    </DetailsCard>
  );
}
