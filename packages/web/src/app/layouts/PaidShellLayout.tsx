import { DownOutlined, IdcardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, Layout, Menu, Typography, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSelect } from '../../components/LanguageSelect';
import { logout } from '../../features/auth/api/logout';
import { CorrespondenceDot } from '../../features/correspondence/components/CorrespondenceDot';
import { FundSwitchOverlay } from '../../features/funds/components/BackToFunds';
import { SubCompanySwitch } from '../../features/funds/components/SubCompanySwitch';
import { logoutTarget } from '../../lib/branding/branding';
import { useBranding } from '../../lib/branding/BrandingContext';
import { useAuthMemory } from '../../lib/session/authMemory';
import { displayName } from '../../lib/session/displayName';
import { useUserInfo } from '../../lib/session/userInfo';
import { getAdminFlag } from '../../lib/storage/sessionStore';
import { REGISTERED_SHELL_ROUTES } from '../router/pages';
import { canAccessRoute, navigationRoutes } from '../routes/access';
import { MY_DETAILS_PATH } from '../routes/routeTable';
import { FeatureHosts } from './FeatureHosts';
import { activeTab, isExternal, paidMenu } from './paidMenu';

const testIdFor = (path: string) => `nav-${path.split('/').filter(Boolean).pop() ?? 'root'}`;

/**
 * The paid administrator's shell (spec paid §2 Shell): a horizontal header with the Requests, Vaults, System and
 * Correspondence tabs the user's routes allow (one child: a direct link; several: a dropdown), the active tab from
 * the path, the sub-company switch, and the user menu (Profile, Logout).
 */
export function PaidShellLayout() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { roles } = useAuthMemory();
  const { brand, onboardPlus } = useBranding();
  const user = useUserInfo();
  const access = { roles, isAdmin: getAdminFlag(), onboardPlus };
  const routes = navigationRoutes(REGISTERED_SHELL_ROUTES, access);
  const tabs = paidMenu(routes);
  // Detail pages (a thread) are out of the menu but still mark their tab.
  const current = activeTab(REGISTERED_SHELL_ROUTES.filter((r) => canAccessRoute(r, access)), pathname);
  const go = (path: string) => (isExternal(path) ? void window.open(path, '_blank', 'noopener,noreferrer') : void navigate(path));

  const label = (key: string, path: string, dot: boolean) => (
    <span data-testid={testIdFor(path)}>
      {t(key as 'nav.funds')}
      {dot && <CorrespondenceDot />}
    </span>
  );
  const items: MenuProps['items'] = tabs.map(({ tab, routes: children }) =>
    children.length === 1
      ? { key: children[0]!.path, label: label(`paidShell.tabs.${tab}`, children[0]!.path, tab === 'correspondence') }
      : {
          key: `tab:${tab}`,
          label: <span data-testid={`paid-tab-${tab}`}>{t(`paidShell.tabs.${tab}`)}</span>,
          children: children.map((r) => ({ key: r.path, label: label(r.labelKey, r.path, false) })),
        },
  );
  const selected = tabs.find((x) => x.tab === current)?.routes.find((r) => pathname.startsWith(r.path.replace(/:.*$/, '')))?.path;
  const name = user.data ? displayName(user.data) : '';
  const person = [user.data?.customerUserDTO.firstName, user.data?.customerUserDTO.lastName].filter(Boolean).join(' ');

  return (
    <FeatureHosts>
      <Layout style={{ minHeight: '100vh' }} data-testid="paid-shell">
        <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, paddingInline: 16, background: '#001529' }}>
          <Typography.Text strong style={{ color: '#fff', whiteSpace: 'nowrap' }}>
            {t(`brand.${brand}`, { ns: 'common' })}
          </Typography.Text>
          <nav aria-label={t('navigation')} style={{ flex: 1, minWidth: 0 }}>
            <Menu
              theme="dark"
              mode="horizontal"
              items={items}
              selectedKeys={selected ? [selected, `tab:${current}`] : current ? [`tab:${current}`] : []}
              onClick={({ key }) => go(key)}
              style={{ minWidth: 0 }}
              data-testid="paid-menu"
              data-active-tab={current ?? ''}
            />
          </nav>
        </Layout.Header>
        <Flex justify="space-between" align="center" wrap gap={12} style={{ background: '#fff', padding: '8px 16px', borderBottom: '1px solid #f0f0f0' }}>
          <SubCompanySwitch />
          <Flex align="center" gap={12}>
            <LanguageSelect />
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'profile', icon: <IdcardOutlined />, label: <span data-testid="paid-profile">{t('paidShell.profile')}</span> },
                  { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('logout')}</span> },
                ],
                onClick: ({ key }) => (key === 'profile' ? void navigate(MY_DETAILS_PATH) : void logout(logoutTarget(onboardPlus))),
              }}
            >
              <Button type="text" aria-label={t('paidShell.userMenu', { name: person || name })} data-testid="paid-user-menu" style={{ height: 'auto' }}>
                <Flex align="center" gap={8}>
                  <Avatar size="small" icon={<UserOutlined />} alt="" />
                  <span data-testid="header-user-name">{person || name}</span>
                  <DownOutlined aria-hidden />
                </Flex>
              </Button>
            </Dropdown>
          </Flex>
        </Flex>
        <Layout.Content style={{ padding: 'clamp(12px, 2vw, 24px)', minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
        <FundSwitchOverlay />
      </Layout>
    </FeatureHosts>
  );
}
