import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** The last single sign-on attempt failed (shown on the sign-in page, loaded only then). */
export function SsoFailedNotice() {
  const { t } = useTranslation('auth');
  return <Alert type="warning" showIcon title={t('sso.lastAttemptFailed')} style={{ marginBottom: 16 }} data-testid="sso-failed-notice" />;
}
