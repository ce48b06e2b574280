import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../lib/session/displayName';
import { useUserInfo } from '../../../lib/session/userInfo';

/** /vaults/funds: where a paid account lands; the vault views themselves belong to the paid area. */
export function VaultsPage() {
  const { t } = useTranslation('shell');
  const user = useUserInfo();
  if (!user.data) return null;
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }} data-testid="vaults-title">
        {t('vaults.title')}
      </Typography.Title>
      <Typography.Paragraph data-testid="vaults-user">{t('vaults.signedInAs', { name: displayName(user.data) })}</Typography.Paragraph>
    </Card>
  );
}
