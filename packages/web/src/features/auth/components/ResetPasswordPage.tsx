import { LIMITS } from '@vault/contract';
import { Alert, Button, Input } from 'antd';
import { Form } from '../../../components/form/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/AuthCard';
import { ResendCodeButton } from '../../../components/form/ResendCodeButton';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { codeRules, emailRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import { logoutTarget } from '../../../lib/branding/branding';
import { useBranding } from '../../../lib/branding/BrandingContext';
import { toastSuccess } from '../../../lib/ui/feedback';
import { useStepToasts } from '../../../lib/ui/useStepToasts';
import { completeReset, requestResetCode } from '../api/resetPassword';

interface NewPasswordValues {
  code: string;
  password: string;
  confirmPassword: string;
}

/** /reset-password: e-mail, then the e-mailed code with a new password (spec §2 Reset-password flow). */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'validation']);
  const navigate = useNavigate();
  const { onboardPlus } = useBranding();
  const [emailForm] = Form.useForm<{ email: string }>();
  const [passwordForm] = Form.useForm<NewPasswordValues>();
  const [request, setRequest] = useState<{ email: string; resetId: string } | null>(null);
  // The e-mail step's toasts (a refused address) are not about the code step that follows.
  useStepToasts(request === null);

  const [sendCode, sending] = useSubmit(async ({ email }: { email: string }) => {
    const answer = await requestResetCode(email, emailForm);
    setRequest({ email, resetId: answer.resetId });
  });
  const [changePassword, changing] = useSubmit(async (values: NewPasswordValues) => {
    if (!request) return;
    await completeReset({ resetId: request.resetId, code: values.code, password: values.password }, passwordForm);
    toastSuccess(t('reset.done'));
    await navigate(logoutTarget(onboardPlus), { replace: true });
  });

  return (
    <AuthCard title={t('reset.title')}>
      {!request ? (
        <Form name="resetEmail" form={emailForm} layout="vertical" requiredMark={false} onFinish={(values) => void sendCode(values)}>
          <Form.Item label={t('reset.email')} name="email" rules={emailRules()} extra={t('reset.emailHint')}>
            <Input type="email" autoComplete="username" autoFocus data-testid="reset-email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={sending} data-testid="reset-send">
            {t('reset.send')}
          </Button>
        </Form>
      ) : (
        <Form name="resetPassword" form={passwordForm} layout="vertical" requiredMark={false} onFinish={(values) => void changePassword(values)}>
          <Alert type="info" showIcon title={t('reset.codeSent')} style={{ marginBottom: 16 }} data-testid="reset-code-sent" />
          <Form.Item label={t('reset.code')} name="code" rules={codeRules()}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={LIMITS.codeLength} autoFocus data-testid="reset-code" />
          </Form.Item>
          <NewPasswordFields label={t('reset.newPassword')} confirmLabel={t('reset.confirmPassword')} testIdPrefix="reset" />
          <Button type="primary" htmlType="submit" block loading={changing} data-testid="reset-submit">
            {t('reset.submit')}
          </Button>
          <ResendCodeButton
            testId="reset-code-resend"
            onResend={async () => {
              const answer = await requestResetCode(request.email);
              setRequest({ email: request.email, resetId: answer.resetId });
            }}
          />
        </Form>
      )}
      <Link to={logoutTarget(onboardPlus)} data-testid="reset-back-to-login">
        {t('reset.backToLogin')}
      </Link>
    </AuthCard>
  );
}
