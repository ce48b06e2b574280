import type { InvitationLink } from '@vault/contract';
import { Button, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CodeForm } from '../../../components/form/CodeForm';
import { useSubmit } from '../../../components/form/useSubmit';
import { homePathFor } from '../../../app/routes/routeTable';
import { completeSignIn } from '../../../lib/session/signIn';
import { beginSetup, resendSetupCode, verifySetupEmail } from '../api/invite';
import { SetPasswordStep } from './SetPasswordStep';
import { YourDetailsStep } from './YourDetailsStep';
import { useStepToasts } from '../../../lib/ui/useStepToasts';

const STEPS = ['verifyEmail', 'setPassword', 'yourDetails'] as const;
type Step = (typeof STEPS)[number];

/** The server names the next step; an unknown answer falls back to the usual order. */
const nextStep = (answer: { step: string }, fallback: Step): Step => STEPS.find((s) => s === answer.step) ?? fallback;

/** A new invitee: verify the e-mail with a code, choose a password, give name and job title. */
export function InviteSetup({ link }: { link: InvitationLink }) {
  const { t } = useTranslation('invite');
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('verifyEmail');
  useStepToasts(step);
  const [setup, setSetup] = useState<{ setupId: string; maskedEmail: string; invitedName: { firstName: string | null; lastName: string | null } | null } | null>(null);
  const [start, starting] = useSubmit(async () => {
    const answer = await beginSetup(link);
    setSetup({ setupId: answer.setupId, maskedEmail: answer.maskedEmail, invitedName: answer.invitedName });
  });

  return (
    <>
      <Steps
        size="small"
        titlePlacement="vertical"
        current={STEPS.indexOf(step)}
        items={STEPS.map((s) => ({ title: t(`steps.${s}`) }))}
        style={{ marginBottom: 24 }}
        data-testid="invite-steps"
      />
      {step === 'verifyEmail' && !setup && (
        <>
          <Typography.Paragraph>{t('verify.text', { email: link.email })}</Typography.Paragraph>
          <Button type="primary" block loading={starting} onClick={() => void start()} data-testid="invite-send-code">
            {t('verify.send')}
          </Button>
        </>
      )}
      {step === 'verifyEmail' && setup && (
        <CodeForm
          testIdPrefix="invite"
          maskedEmail={setup.maskedEmail}
          submitText={t('verify.submit')}
          onSubmit={async (code, form) => {
            setStep(nextStep(await verifySetupEmail(setup.setupId, code, form), 'setPassword'));
          }}
          onResend={async () => void (await resendSetupCode(setup.setupId))}
        />
      )}
      {step === 'setPassword' && setup && <SetPasswordStep setupId={setup.setupId} onDone={(answer) => setStep(nextStep(answer, 'yourDetails'))} />}
      {step === 'yourDetails' && setup && (
        <YourDetailsStep
          setupId={setup.setupId}
          invitedName={setup.invitedName}
          onSession={async (session) => {
            await completeSignIn(session);
            await navigate(homePathFor(session.paid), { replace: true });
          }}
        />
      )}
    </>
  );
}
