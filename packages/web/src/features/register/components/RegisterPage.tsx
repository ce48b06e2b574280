import { ERRORS, type RegisterType } from '@vault/contract';
import { Button, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/AuthCard';
import { CodeForm } from '../../../components/form/CodeForm';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { ApiError } from '../../../lib/api/ApiError';
import { completeSignIn, reloadProfileOnNextNavigation } from '../../../lib/session/signIn';
import { isSignedIn } from '../../../lib/storage/sessionStore';
import { acceptTerms, resendRegistrationCode, useRegisterConfig, useTermsDisabled, validateRegistrationCode } from '../api/register';
import { AccountStep, type AccountResult } from './AccountStep';
import { CompanyStep } from './CompanyStep';
import { RegisterTypeStep } from './RegisterTypeStep';
import { TermsStep } from './TermsStep';
import { useStepToasts } from '../../../lib/ui/useStepToasts';

type Step = 'account' | 'code' | 'terms' | 'type' | 'company';

/**
 * /register (spec §2 Register): Account, One-time code, Accept terms & log in (skipped when the
 * deployment disables it), Register type, Company profile, then home. Accepting signs the user in,
 * so a reload after that point resumes at Register type.
 */
export function RegisterPage() {
  const { t } = useTranslation(['register', 'common']);
  const navigate = useNavigate();
  const config = useRegisterConfig();
  const termsDisabled = useTermsDisabled();
  // Sign-in sends someone who confirmed the code but never accepted the terms back here, at the terms.
  const resume = (useLocation().state as { resume?: AccountResult } | null)?.resume ?? null;
  const [step, setStep] = useState<Step>(() => (isSignedIn() ? 'type' : resume ? 'terms' : 'account'));
  const [account, setAccount] = useState<AccountResult | null>(resume);
  const [registerType, setRegisterType] = useState<RegisterType | null>(null);
  useStepToasts(step);

  if (config.isPending || termsDisabled.isPending) return <FullPageSpinner />;
  if (config.isError || termsDisabled.isError) {
    // The failure was already shown; the form cannot be offered without the deployment's settings.
    return (
      <AuthCard title={t('title')}>
        <Button onClick={() => void Promise.all([config.refetch(), termsDisabled.refetch()])} data-testid="register-retry">
          {t('common:retry')}
        </Button>
      </AuthCard>
    );
  }
  const skipTerms = termsDisabled.data?.disableTC === true;
  const steps: Step[] = skipTerms ? ['account', 'code', 'type', 'company'] : ['account', 'code', 'terms', 'type', 'company'];

  const accept = async () => {
    if (!account) return;
    await completeSignIn(await acceptTerms(account.registrationId));
    setStep('type');
  };
  const onCodeValid = async (code: string, form: Parameters<typeof validateRegistrationCode>[2]) => {
    if (!account) return;
    try {
      await validateRegistrationCode(account.registrationId, code, form);
    } catch (error) {
      // The 'Email is incorrect' dialog was shown; that registration is closed, so another address is needed.
      if (error instanceof ApiError && error.errorCode === ERRORS.EMAIL_IS_BUSINESS.code) setStep('account');
      throw error;
    }
    if (skipTerms) await accept();
    else setStep('terms');
  };
  const finish = async () => {
    reloadProfileOnNextNavigation();
    await navigate('/manage/home', { replace: true });
  };

  return (
    <AuthCard title={t('title')} width={560}>
      <Steps
        size="small"
        titlePlacement="vertical"
        current={steps.indexOf(step)}
        items={steps.map((s) => ({ title: t(`steps.${s}`) }))}
        style={{ marginBottom: 24 }}
        data-testid="register-steps"
      />
      {step === 'account' && (
        <AccountStep
          invitationRequired={config.data?.invitationCodeRequired === true}
          onDone={(result) => {
            setAccount(result);
            setStep('code');
          }}
        />
      )}
      {step === 'code' && account && (
        <CodeForm
          testIdPrefix="register"
          maskedEmail={account.maskedEmail}
          submitText={t('code.submit')}
          onSubmit={onCodeValid}
          onResend={async () => void (await resendRegistrationCode(account.registrationId))}
        />
      )}
      {step === 'terms' && config.data && (
        <TermsStep termsUrl={config.data.termsUrl} privacyUrl={config.data.privacyUrl} termsDisabled={skipTerms} onAccept={accept} />
      )}
      {step === 'type' && (
        <RegisterTypeStep
          invitationCode={account?.invitationCode}
          onDone={(type) => {
            // A private person already has their individual profile: nothing more to set up.
            if (type === 'INDIVIDUAL') return void finish();
            setRegisterType(type);
            setStep('company');
          }}
        />
      )}
      {step === 'company' && registerType && <CompanyStep registerType={registerType} onDone={finish} />}
      {step === 'account' && (
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
          {t('haveAccount')} <Link to="/login" data-testid="register-sign-in">{t('signIn')}</Link>
        </Typography.Paragraph>
      )}
    </AuthCard>
  );
}
