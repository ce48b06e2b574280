import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSelect } from '../../components/LanguageSelect';
import { PendingInvitation } from '../../features/invite/components/PendingInvitation';
import { ProfileSwitchOverlay } from '../../features/profiles/components/ProfileSwitcher';
import { useBranding } from '../../lib/branding/BrandingContext';
import { displayName } from '../../lib/session/displayName';
import { useUserInfo } from '../../lib/session/userInfo';
import { FeatureHosts } from './FeatureHosts';
import { SIDEBAR_WIDTH_PX } from './sidebar';
import { SideNav } from './SideNav';
import { useSidebar } from './useSidebar';

/** The layout shell of signed-in pages: side navigation bar, header, page. */
export function ShellLayout() {
  const { t } = useTranslation('shell');
  const { brand } = useBranding();
  const { open, toggle } = useSidebar();
  const user = useUserInfo();
  const name = user.data ? displayName(user.data) : '';

  return (
    <FeatureHosts>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider
          width={SIDEBAR_WIDTH_PX}
          collapsedWidth={0}
          collapsed={!open}
          trigger={null}
          data-testid="sidebar"
          data-open={open}
          id="vault-sidebar"
        >
          {/* Hidden, not unmounted, when closed: nothing in it can take focus while it is out of sight. */}
          <div hidden={!open}>
            <SideNav user={user.data} name={name} />
          </div>
        </Layout.Sider>
        <Layout>
          <Layout.Header style={{ background: '#fff', paddingInline: 16 }}>
            <Flex align="center" justify="space-between" gap={16} style={{ height: '100%' }}>
              <Flex align="center" gap={12}>
                <Button
                  icon={open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
                  onClick={toggle}
                  aria-expanded={open}
                  aria-controls="vault-sidebar"
                  data-testid="sidebar-toggle"
                >
                  {open ? t('hideMenu') : t('showMenu')}
                </Button>
                <Typography.Text strong>{t(`brand.${brand}`, { ns: 'common' })}</Typography.Text>
              </Flex>
              <Flex align="center" gap={12}>
                <Typography.Text data-testid="header-user-name">{name}</Typography.Text>
                <LanguageSelect />
              </Flex>
            </Flex>
          </Layout.Header>
          <Layout.Content style={{ padding: 24 }}>
            <PendingInvitation />
            <Outlet />
          </Layout.Content>
        </Layout>
        <ProfileSwitchOverlay />
      </Layout>
    </FeatureHosts>
  );
}
