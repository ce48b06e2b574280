import type { InvitationLink } from '@vault/contract';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSubmit } from '../../../components/form/useSubmit';
import { logoutTarget } from '../../../lib/branding/branding';
import { useBranding } from '../../../lib/branding/BrandingContext';
import { reloadProfileOnNextNavigation } from '../../../lib/session/signIn';
import { isSignedIn } from '../../../lib/storage/sessionStore';
import { toastSuccess } from '../../../lib/ui/feedback';
import { acceptInvitation, savePendingInvitation } from '../api/invite';

/** The invited address already has an account: accept now if signed in, else after signing in. */
export function RegisteredInvitee({ link }: { link: InvitationLink }) {
  const { t } = useTranslation('invite');
  const navigate = useNavigate();
  const { onboardPlus } = useBranding();
  const signedIn = isSignedIn();
  const [accept, accepting] = useSubmit(async () => {
    await acceptInvitation(link.invitationCode);
    toastSuccess(t('accepted', { name: link.legalAgentName }));
    reloadProfileOnNextNavigation();
    await navigate('/', { replace: true });
  });

  const signIn = () => {
    savePendingInvitation({ invitationCode: link.invitationCode, legalAgentName: link.legalAgentName });
    void navigate(logoutTarget(onboardPlus));
  };

  return (
    <>
      <Typography.Paragraph data-testid="invite-registered">
        {t('registered.text', { name: link.legalAgentName, email: link.email })}
      </Typography.Paragraph>
      {signedIn ? (
        <Button type="primary" block loading={accepting} onClick={() => void accept()} data-testid="invite-accept">
          {t('registered.accept')}
        </Button>
      ) : (
        <Button type="primary" block onClick={signIn} data-testid="invite-sign-in">
          {t('registered.signIn')}
        </Button>
      )}
    </>
  );
}
