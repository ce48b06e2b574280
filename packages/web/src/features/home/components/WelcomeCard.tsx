import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../lib/session/displayName';
import { useUserInfo } from '../../../lib/session/userInfo';

/** Home: welcome with the display name of the profile the user acts as. */
export function WelcomeCard() {
  const { t } = useTranslation('shell');
  const user = useUserInfo();
  if (!user.data) return null;
  const name = displayName(user.data);

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }} data-testid="home-welcome">
        {t('home.welcome', { name })}
      </Typography.Title>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('home.email')}>{user.data.customerUserDTO.email}</Descriptions.Item>
        <Descriptions.Item label={t('home.profileType')}>
          <span data-testid="home-profile-type">{t(`home.profileTypes.${user.data.userType}`)}</span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
