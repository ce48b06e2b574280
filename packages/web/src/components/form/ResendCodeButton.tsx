import { LIMITS } from '@vault/contract';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from './useSubmit';

/**
 * "Send a new code", disabled for the contract's resend interval after each send so users are not
 * refused by the server's resend limit.
 */
export function ResendCodeButton({ onResend, testId }: { onResend: () => Promise<void>; testId: string }) {
  const { t } = useTranslation('validation');
  const [wait, setWait] = useState<number>(LIMITS.codeResendSeconds);
  const [resend, pending] = useSubmit(async () => {
    await onResend();
    setWait(LIMITS.codeResendSeconds);
  });

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  return (
    <Button type="link" onClick={() => void resend()} disabled={wait > 0} loading={pending} data-testid={testId}>
      {wait > 0 ? t('codeForm.resendIn', { seconds: wait }) : t('codeForm.resend')}
    </Button>
  );
}
