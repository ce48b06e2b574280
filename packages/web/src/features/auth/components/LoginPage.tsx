import type { LoginResponse, Session } from '@vault/contract';
import { Button, Spin } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthCard } from '../../../components/AuthCard';
import type { CodeFormInstance } from '../../../components/form/CodeForm';
import { hasDevTools, useConfig } from '../../../lib/config/config';
import { completeSignIn } from '../../../lib/session/signIn';
import { local } from '../../../lib/storage/browserStorage';
import { LOCAL_KEYS } from '../../../lib/storage/keys';
import { resendLoginCode, submitLoginCode } from '../api/login';
import { DevSsoForm } from './DevSsoForm';
import { PasswordForm } from './PasswordForm';
import { useStepToasts } from '../../../lib/ui/useStepToasts';

/*
 * The code step and the SSO notice load when shown: the first screen (the password form) carries no
 * antd Form or Alert (issue 13, login route <= 250 kB as sent). The code step's chunk starts with the
 * password's submission, so it is normally there when the code is asked.
 */
const loadCodeForm = () => import('../../../components/form/CodeForm');
const CodeForm = lazy(() => loadCodeForm().then((m) => ({ default: m.CodeForm })));
const SsoFailedNotice = lazy(() => import('./SsoFailedNotice').then((m) => ({ default: m.SsoFailedNotice })));

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
        <Suspense fallback={null}>
          <SsoFailedNotice />
        </Suspense>
      )}
      {challenge ? (
        <Suspense fallback={<Spin />}>
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
        </Suspense>
      ) : (
        <PasswordForm onAnswer={onAnswer} onSubmitting={() => void loadCodeForm().catch(() => undefined)} />
      )}
      {!challenge && hasDevTools(config.data) && <DevSsoForm />}
    </AuthCard>
  );
}
