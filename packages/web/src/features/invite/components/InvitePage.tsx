import { ERRORS } from '@vault/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/AuthCard';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { isApiError } from '../../../lib/api/ApiError';
import { checkAlreadyRegistered } from '../api/invite';
import { decodeInvitationLink } from '../api/invitationLink';
import { InviteSetup } from './InviteSetup';
import { RegisteredInvitee } from './RegisteredInvitee';

/** /onboardplus/invite?data=…: an invited user either signs in to accept or sets up an account. */
export function InvitePage() {
  const { t } = useTranslation(['invite', 'common']);
  const [params] = useSearchParams();
  const link = useMemo(() => decodeInvitationLink(params.get('data')), [params]);
  const registered = useQuery({
    queryKey: ['invite', 'already-registered', link?.email, link?.invitationCode],
    queryFn: () => checkAlreadyRegistered(link!, [ERRORS.INVITATION_INVALID.code]),
    enabled: link !== null,
  });

  const body = () => {
    if (!link) return <Result status="warning" title={t('invalidLink.title')} subTitle={t('invalidLink.text')} data-testid="invite-invalid" />;
    if (registered.isPending) return <FullPageSpinner />;
    if (registered.isError) {
      const invalid = isApiError(registered.error) && registered.error.errorCode === ERRORS.INVITATION_INVALID.code;
      return invalid ? (
        <Result status="warning" title={t('invalidLink.title')} subTitle={registered.error.message} data-testid="invite-invalid" />
      ) : (
        <Button onClick={() => void registered.refetch()} data-testid="invite-retry">
          {t('common:retry')}
        </Button>
      );
    }
    return registered.data.isRegistered ? <RegisteredInvitee link={link} /> : <InviteSetup link={link} />;
  };

  return (
    <AuthCard title={link ? t('title', { name: link.legalAgentName }) : t('titleGeneric')} width={560}>
      {body()}
    </AuthCard>
  );
}
