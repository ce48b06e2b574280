import { Button, Flex } from 'antd';
import { Form } from '../../../components/form/Form';
import { Input, PasswordInput } from '../../../components/form/lightInputs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoginResponse } from '@vault/contract';
import { emailRules, requiredRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import { submitPassword } from '../api/login';

interface Values {
  email: string;
  password: string;
}

/** Sign-in step one: e-mail and password. The current password is not checked against the rule. */
export function PasswordForm({ onAnswer }: { onAnswer: (answer: LoginResponse) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Values>();
  const [submit, pending] = useSubmit(async (values: Values) => onAnswer(await submitPassword(values, form)));

  return (
    <Form name="login" form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
      <Form.Item label={t('login.email')} name="email" rules={emailRules()}>
        <Input type="email" autoComplete="username" autoFocus data-testid="login-email" />
      </Form.Item>
      <Form.Item label={t('login.password')} name="password" rules={requiredRules()}>
        <PasswordInput autoComplete="current-password" data-testid="login-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending} data-testid="login-submit">
        {t('login.submit')}
      </Button>
      <Flex justify="space-between" style={{ marginTop: 12 }}>
        <Link to="/reset-password" data-testid="login-forgot-password">
          {t('login.forgotPassword')}
        </Link>
        <Link to="/register" data-testid="login-sign-up">
          {t('login.signUp')}
        </Link>
      </Flex>
    </Form>
  );
}
