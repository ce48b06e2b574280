import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../../lib/session/userInfo';
import { CompanyPhoneForm } from './CompanyPhoneForm';
import { ContactCard } from './ContactCard';
import { CorporateDetailsForm } from './CorporateDetailsForm';
import { FundDetailsForm } from './FundDetailsForm';
import { PersonalDetailsForm } from './PersonalDetailsForm';
import { PhotoCard } from './PhotoCard';
import { getAdminFlag } from '../../../lib/storage/sessionStore';
import { useSelfieCheck } from '../../../lib/ui/slots';
import { WorkDetailsForm } from './WorkDetailsForm';

/**
 * /manage/profile ('My details'): the person's own and work details always; the company's details
 * and phone when acting as a corporate (or lending agent); the fund's details when acting as a fund.
 */
export function MyDetailsPage() {
  const { t } = useTranslation('profiles');
  const user = useUserInfo();
  const actingType = user.data?.userType;
  const actsAsCompany = actingType === 'CORPORATE' || actingType === 'LENDING_AGENT';
  const SelfieCheck = useSelfieCheck();

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }} data-testid="details-title">
        {t('details.title')}
      </Typography.Title>
      {actsAsCompany && <CorporateDetailsForm kind={actingType} />}
      {actsAsCompany && <CompanyPhoneForm />}
      {actsAsCompany && getAdminFlag() && <PhotoCard kind="company" />}
      {actingType === 'FUND' && <FundDetailsForm />}
      <PersonalDetailsForm />
      <ContactCard />
      <PhotoCard kind="person" />
      {actingType === 'INDIVIDUAL' && SelfieCheck && <SelfieCheck />}
      <WorkDetailsForm />
    </Flex>
  );
}
