import { DownOutlined, SwapOutlined } from '@ant-design/icons';
import type { BusinessUser } from '@vault/contract';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ProfileSwitcher } from '../../features/profiles/components/ProfileSwitcher';
import { HOME_PATH } from '../routes/routeTable';
import { SidebarPopup } from './SidebarPopup';

interface CompanySelectorProps {
  user: BusinessUser;
  name: string;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/** The company selector of the side bar: the acting profile, opening the profile switcher. */
export function CompanySelector({ user, name, open, onToggle, onClose }: CompanySelectorProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <SidebarPopup
      open={open}
      onClose={onClose}
      testId="company-popup"
      trigger={(panelId) => (
        <Button
          block
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t('companySelector.open', { name })}
          data-testid="company-selector"
          style={{ height: 'auto', paddingBlock: 6 }}
        >
          <Flex align="center" justify="space-between" gap={8} style={{ width: '100%', minWidth: 0 }}>
            <SwapOutlined aria-hidden />
            <Flex vertical align="start" style={{ minWidth: 0, flex: 1 }}>
              <Typography.Text strong ellipsis style={{ maxWidth: '100%' }}>
                {name}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`home.profileTypes.${user.userType}`)}
              </Typography.Text>
            </Flex>
            <DownOutlined aria-hidden />
          </Flex>
        </Button>
      )}
    >
      <ProfileSwitcher actingType={user.userType} goHome={() => navigate(HOME_PATH)} />
    </SidebarPopup>
  );
}
