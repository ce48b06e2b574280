import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSelect } from '../../components/LanguageSelect';
import { logout } from '../../features/auth/api/logout';
import { PendingInvitation } from '../../features/invite/components/PendingInvitation';
import { logoutTarget } from '../../lib/branding/branding';
import { useBranding } from '../../lib/branding/BrandingContext';
import { displayName } from '../../lib/session/displayName';
import { useUserInfo } from '../../lib/session/userInfo';
import { SideNav } from './SideNav';
import { useSidebar } from './useSidebar';

const SIDEBAR_WIDTH = 300;

/** The layout shell of signed-in pages: side navigation bar, header, page. */
export function ShellLayout() {
  const { t } = useTranslation('shell');
  const { onboardPlus, brand } = useBranding();
  const { open, toggle } = useSidebar();
  const user = useUserInfo();
  const [leaving, setLeaving] = useState(false);
  const name = user.data ? displayName(user.data) : '';

  const onLogout = () => {
    setLeaving(true);
    void logout(logoutTarget(onboardPlus));
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={SIDEBAR_WIDTH} collapsedWidth={0} collapsed={!open} trigger={null} data-testid="sidebar">
        <SideNav userName={name} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', paddingInline: 16 }}>
          <Flex align="center" justify="space-between" gap={16} style={{ height: '100%' }}>
            <Flex align="center" gap={12}>
              <Button
                icon={open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
                onClick={toggle}
                aria-expanded={open}
                data-testid="sidebar-toggle"
              >
                {open ? t('hideMenu') : t('showMenu')}
              </Button>
              <Typography.Text strong>{t(`brand.${brand}`, { ns: 'common' })}</Typography.Text>
            </Flex>
            <Flex align="center" gap={12}>
              <Typography.Text data-testid="header-user-name">{name}</Typography.Text>
              <LanguageSelect />
              <Button icon={<LogoutOutlined />} onClick={onLogout} loading={leaving} data-testid="logout">
                {t('logout')}
              </Button>
            </Flex>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <PendingInvitation />
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
