import type { LoginResponse, Session } from '@vault/contract';
import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthCard } from '../../../components/AuthCard';
import { CodeForm, type CodeFormInstance } from '../../../components/form/CodeForm';
import { hasDevTools, useConfig } from '../../../lib/config/config';
import { completeSignIn } from '../../../lib/session/signIn';
import { local } from '../../../lib/storage/browserStorage';
import { LOCAL_KEYS } from '../../../lib/storage/keys';
import { resendLoginCode, submitLoginCode } from '../api/login';
import { DevSsoForm } from './DevSsoForm';
import { PasswordForm } from './PasswordForm';
import { useStepToasts } from '../../../lib/ui/useStepToasts';

type Challenge = Extract<LoginResponse, { status: 'CODE_SENT' }>;

/** /login and /onboardplus: password, then the e-mailed code (spec §2 Login). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const config = useConfig();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  useStepToasts(challenge?.challengeId);
  const ssoFailed = local.get(LOCAL_KEYS.ssoLoginFailed) === 'true';

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const finish = async (session: Session) => {
    await completeSignIn(session);
    // '/' leads to the vaults for a paid account and to home otherwise (app guard). The guard may
    // have left this page already (a signed-in user on /login goes to '/'): then nothing to do.
    if (mounted.current) await navigate('/', { replace: true });
  };

  const onAnswer = async (answer: LoginResponse) => {
    if (answer.status === 'CODE_SENT') setChallenge(answer);
    // Code confirmed at registration but terms never accepted: finish registering there.
    else if (answer.status === 'REGISTRATION_PENDING') await navigate('/register', { state: { resume: answer } });
    else await finish(answer);
  };

  const onCode = async (code: string, form: CodeFormInstance) => {
    if (!challenge) return;
    const answer = await submitLoginCode({ challengeId: challenge.challengeId, code }, form);
    await onAnswer(answer);
  };

  return (
    <AuthCard title={challenge ? t('code.title') : t('login.title')}>
      {ssoFailed && !challenge && (
        <Alert type="warning" showIcon title={t('sso.lastAttemptFailed')} style={{ marginBottom: 16 }} data-testid="sso-failed-notice" />
      )}
      {challenge ? (
        <>
          <CodeForm
            testIdPrefix="login"
            maskedEmail={challenge.maskedEmail}
            submitText={t('code.submit')}
            onSubmit={onCode}
            onResend={async () => void (await resendLoginCode(challenge.challengeId))}
          />
          <Button type="link" onClick={() => setChallenge(null)} data-testid="login-code-back" style={{ paddingInline: 0 }}>
            {t('code.back')}
          </Button>
        </>
      ) : (
        <PasswordForm onAnswer={onAnswer} />
      )}
      {!challenge && hasDevTools(config.data) && <DevSsoForm />}
    </AuthCard>
  );
}
