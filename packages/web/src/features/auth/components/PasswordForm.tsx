import { Button, Flex } from 'antd';
import { Input, PasswordInput } from '../../../components/form/lightInputs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoginResponse } from '@vault/contract';
import { LightField } from '../../../components/form/light/LightField';
import { useLightForm } from '../../../components/form/light/useLightForm';
import { checkEmail } from '../../../components/form/validators';
import { lightCheck, lightRequired } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import { submitPassword } from '../api/login';

interface Values {
  email: string;
  password: string;
}

const checks = { email: lightCheck(checkEmail), password: lightRequired };

/**
 * Sign-in step one: e-mail and password. The current password is not checked against the rule.
 * A light form (no antd Form): the login route loads without antd's field engine (issue 13).
 */
export function PasswordForm({ onAnswer, onSubmitting }: { onAnswer: (answer: LoginResponse) => Promise<void>; onSubmitting?: () => void }) {
  const { t } = useTranslation('auth');
  const form = useLightForm('login', checks);
  const [submit, pending] = useSubmit(async (values: Values) => onAnswer(await submitPassword(values, form.target)));
  const email = form.field('email');
  const password = form.field('password');

  return (
    <form
      name="login"
      noValidate
      onSubmit={form.onSubmit((values) => {
        onSubmitting?.();
        void submit(values);
      })}
    >
      <LightField id={email.id} label={t('login.email')} error={email.error}>
        <Input {...email.input} type="email" autoComplete="username" autoFocus data-testid="login-email" />
      </LightField>
      <LightField id={password.id} label={t('login.password')} error={password.error}>
        <PasswordInput {...password.input} autoComplete="current-password" data-testid="login-password" />
      </LightField>
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
    </form>
  );
}

