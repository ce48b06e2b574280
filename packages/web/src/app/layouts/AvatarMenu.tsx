import { IdcardOutlined, LogoutOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/api/logout';
import { logoutTarget } from '../../lib/branding/branding';
import { useBranding } from '../../lib/branding/BrandingContext';
import { initialsOf } from '../../lib/session/displayName';
import { MY_DETAILS_PATH } from '../routes/routeTable';
import { SidebarPopup } from './SidebarPopup';

interface AvatarMenuProps {
  name: string;
  /** The acting profile's photo (a data URL), else initials. */
  photo: string | null;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/** The avatar of the side bar and its popup: profile name, 'My details', 'Logout' (spec §2). */
export function AvatarMenu({ name, photo, open, onToggle, onClose }: AvatarMenuProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { onboardPlus } = useBranding();
  const [leaving, setLeaving] = useState(false);

  const onLogout = () => {
    setLeaving(true);
    void logout(logoutTarget(onboardPlus));
  };
  const openDetails = () => {
    onClose();
    void navigate(MY_DETAILS_PATH);
  };

  return (
    <SidebarPopup
      open={open}
      onClose={onClose}
      testId="avatar-popup"
      trigger={(panelId) => (
        <button
          type="button"
          className="vault-link-button"
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t('avatar.open', { name })}
          data-testid="avatar"
          style={{ width: '100%' }}
        >
          <Flex vertical align="center" gap={8}>
            <Avatar size={64} src={photo ?? undefined} alt="" style={{ background: '#2f6fa7', fontSize: 24 }}>
              {initialsOf(name) || '?'}
            </Avatar>
            <Typography.Text strong style={{ color: '#fff', textAlign: 'center' }} data-testid="sidebar-profile-name">
              {name}
            </Typography.Text>
          </Flex>
        </button>
      )}
    >
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }} data-testid="avatar-popup-name">
        {name}
      </Typography.Text>
      <Flex vertical gap={4}>
        <Button type="text" block icon={<IdcardOutlined aria-hidden />} onClick={openDetails} style={{ justifyContent: 'flex-start' }} data-testid="my-details">
          {t('avatar.myDetails')}
        </Button>
        <Button
          type="text"
          block
          icon={<LogoutOutlined aria-hidden />}
          onClick={onLogout}
          loading={leaving}
          style={{ justifyContent: 'flex-start' }}
          data-testid="logout"
        >
          {t('logout')}
        </Button>
      </Flex>
    </SidebarPopup>
  );
}
