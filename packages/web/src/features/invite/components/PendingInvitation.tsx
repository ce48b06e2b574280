import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadProfileOnNextNavigation } from '../../../lib/session/signIn';
import { toastSuccess } from '../../../lib/ui/feedback';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { acceptInvitation, takePendingInvitation } from '../api/invite';

/**
 * Mounted in the shell: a registered invitee who was sent to sign in lands here, and the invitation
 * kept for them is accepted once. Renders nothing.
 */
export function PendingInvitation() {
  const { t } = useTranslation('invite');
  useEffect(() => {
    const pending = takePendingInvitation();
    if (!pending) return;
    acceptInvitation(pending.invitationCode)
      .then(() => {
        toastSuccess(t('accepted', { name: pending.legalAgentName }));
        reloadProfileOnNextNavigation();
      })
      .catch(reportUnhandledError);
  }, [t]);
  return null;
}
