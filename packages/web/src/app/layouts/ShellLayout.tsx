import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Flex, Layout, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LanguageSelect } from '../../components/LanguageSelect';
import { PendingInvitation } from '../../features/invite/components/PendingInvitation';
import { ProfileSwitchOverlay } from '../../features/profiles/components/ProfileSwitcher';
import { useBranding } from '../../lib/branding/BrandingContext';
import { displayName } from '../../lib/session/displayName';
import { useUserInfo } from '../../lib/session/userInfo';
import { ShareDialogProvider } from '../../features/sharing/components/ShareDialogProvider';
import { BackToFunds } from '../../features/funds/components/BackToFunds';
import { getSession } from '../../lib/storage/sessionStore';
import { FeatureHosts } from './FeatureHosts';
import { PaidShellLayout } from './PaidShellLayout';
import { SIDEBAR_WIDTH_PX } from './sidebar';
import { SideNav } from './SideNav';
import { useSidebar } from './useSidebar';

/** Signed-in pages: the paid administrator's shell for a paid session, the customer shell otherwise. */
export function ShellLayout() {
  // antd's App gives the pages' `App.useApp()` toasts and dialogs their theme and locale.
  return <App component={false}>{getSession()?.paid ? <PaidShellLayout /> : <CustomerShellLayout />}</App>;
}

/** The customer shell: side navigation bar, header, page. */
function CustomerShellLayout() {
  const { t } = useTranslation('shell');
  const { brand } = useBranding();
  const { open, narrow, toggle, close } = useSidebar();
  const user = useUserInfo();
  const name = user.data ? displayName(user.data) : '';
  const { pathname } = useLocation();
  // On a narrow screen the drawer closes once a page was chosen in it.
  useEffect(() => {
    if (narrow) close();
  }, [pathname, narrow, close]);
  useDrawerEsc(narrow && open, close);

  return (
    <FeatureHosts>
      <ShareDialogProvider>
      <Layout style={{ minHeight: '100vh' }}>
        {narrow ? (
          // Over the page: a tap outside or Esc closes it, and focus goes back to the menu button.
          <div data-testid="sidebar" data-open={open} data-variant="drawer">
            <Drawer
              open={open}
              onClose={close}
              placement="left"
              size={SIDEBAR_WIDTH_PX}
              closable={false}
              keyboard={false}
              styles={{ body: { padding: 0, background: '#001529' } }}
            >
              <div id="vault-sidebar">
                <SideNav user={user.data} name={name} />
              </div>
            </Drawer>
          </div>
        ) : (
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
        )}
        <Layout>
          <Layout.Header style={{ background: '#fff', paddingInline: 16 }}>
            <Flex align="center" justify="space-between" gap={16} style={{ height: '100%' }}>
              <Flex align="center" gap={12}>
                <Button
                  icon={open ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
                  onClick={toggle}
                  aria-expanded={open}
                  aria-controls="vault-sidebar"
                  data-testid="sidebar-toggle"
                >
                  {open ? t('hideMenu') : t('showMenu')}
                </Button>
                {/* On a phone the brand stays in the drawer: beside the menu button it broke letter by letter. */}
                {!narrow && <Typography.Text strong>{t(`brand.${brand}`, { ns: 'common' })}</Typography.Text>}
              </Flex>
              <Flex align="center" gap={12} style={{ minWidth: 0 }}>
                <Typography.Text
                  data-testid="header-user-name"
                  style={{ maxWidth: narrow ? 110 : 320, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
                >
                  {name}
                </Typography.Text>
                <LanguageSelect />
              </Flex>
            </Flex>
          </Layout.Header>
          <Layout.Content style={{ padding: narrow ? 12 : 24, minWidth: 0 }}>
            <PendingInvitation />
            <BackToFunds />
            <Outlet />
          </Layout.Content>
        </Layout>
        <ProfileSwitchOverlay />
      </Layout>
      </ShareDialogProvider>
    </FeatureHosts>
  );
}

/**
 * Esc closes the drawer when it is the top-most layer: not while a dialog is open over it (the dialog
 * takes that press) and not when a popup took the key first (ours stop it before it reaches window).
 * antd's own Esc for drawers counts every open portal (a tooltip, the toasts' container) as a layer
 * above the drawer, so after a dialog opened from the drawer had closed, Esc no longer closed it.
 */
function useDrawerEsc(active: boolean, close: () => void) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      const dialogOpen = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].some((wrap) => wrap.style.display !== 'none');
      if (!dialogOpen) close();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active, close]);
}
