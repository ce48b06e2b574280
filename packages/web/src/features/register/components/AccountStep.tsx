import { LIMITS } from '@vault/contract';
import { Button, Input } from 'antd';
import { Form } from '../../../components/form/Form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { emailRules, nameRules, requiredRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import { createAccount, type AccountValues } from '../api/register';

export interface AccountResult {
  registrationId: string;
  maskedEmail: string;
  invitationCode?: string;
}

/** Step Account: e-mail, names, password twice and, when offered, an invitation code. */
export function AccountStep({ invitationRequired, onDone }: { invitationRequired: boolean; onDone: (result: AccountResult) => void }) {
  const { t } = useTranslation(['register', 'validation']);
  const [form] = Form.useForm<AccountValues & { confirmPassword: string }>();
  const [submit, pending] = useSubmit(async (values: AccountValues) => {
    const answer = await createAccount(values, form);
    onDone({ registrationId: answer.registrationId, maskedEmail: answer.maskedEmail, invitationCode: values.invitationCode?.trim() || undefined });
  });

  return (
    <Form form={form} layout="vertical" requiredMark="optional" onFinish={(values) => void submit(values)}>
      <Form.Item label={t('account.email')} name="email" rules={emailRules()}>
        <Input type="email" autoComplete="email" maxLength={LIMITS.emailMax} autoFocus data-testid="register-email" />
      </Form.Item>
      <Form.Item label={t('account.firstName')} name="firstName" rules={nameRules()}>
        <Input autoComplete="given-name" maxLength={LIMITS.nameMax} data-testid="register-first-name" />
      </Form.Item>
      <Form.Item label={t('account.lastName')} name="lastName" rules={nameRules()}>
        <Input autoComplete="family-name" maxLength={LIMITS.nameMax} data-testid="register-last-name" />
      </Form.Item>
      <NewPasswordFields label={t('account.password')} confirmLabel={t('account.confirmPassword')} testIdPrefix="register" />
      <Form.Item
        label={t('account.invitationCode')}
        name="invitationCode"
        rules={invitationRequired ? requiredRules() : []}
        required={invitationRequired}
      >
        <Input maxLength={64} data-testid="register-invitation-code" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending} data-testid="register-account-submit">
        {t('account.submit')}
      </Button>
    </Form>
  );
}
