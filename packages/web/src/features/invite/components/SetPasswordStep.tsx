import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmPasswordRules, newPasswordRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import { PASSWORD_LIMITS } from '../../../components/form/validators';
import { setSetupPassword } from '../api/invite';

interface Values {
  password: string;
  confirmPassword: string;
}

/** Step setPassword: the password twice, checked against the contract's rule. */
export function SetPasswordStep({ setupId, onDone }: { setupId: string; onDone: (answer: { step: string }) => void }) {
  const { t } = useTranslation(['invite', 'validation']);
  const [form] = Form.useForm<Values>();
  const [submit, pending] = useSubmit(async (values: Values) => {
    onDone(await setSetupPassword(setupId, values.password, form));
  });

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
      <Form.Item label={t('password.password')} name="password" rules={newPasswordRules()} extra={t('validation:passwordRule', PASSWORD_LIMITS)}>
        <Input.Password autoComplete="new-password" autoFocus data-testid="invite-password" />
      </Form.Item>
      <Form.Item
        label={t('password.confirmPassword')}
        name="confirmPassword"
        dependencies={['password']}
        rules={confirmPasswordRules('password')}
      >
        <Input.Password autoComplete="new-password" data-testid="invite-confirm-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending} data-testid="invite-password-submit">
        {t('password.submit')}
      </Button>
    </Form>
  );
}
