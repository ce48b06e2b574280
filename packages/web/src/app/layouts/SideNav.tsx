import { FolderOpenOutlined, HomeOutlined } from '@ant-design/icons';
import { Avatar, Flex, Menu, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useBranding } from '../../lib/branding/BrandingContext';
import { useAuthMemory } from '../../lib/session/authMemory';
import { getAdminFlag } from '../../lib/storage/sessionStore';
import { REGISTERED_SHELL_ROUTES } from '../router/pages';
import { findRoute, navigationRoutes } from '../routes/access';
import type { RouteDefinition } from '../routes/routeTable';

const ICONS: Partial<Record<RouteDefinition['labelKey'], ReactNode>> = {
  'nav.home': <HomeOutlined />,
  'nav.vaults': <FolderOpenOutlined />,
};

const testIdFor = (path: string) => `nav-${path.split('/').filter(Boolean).pop() ?? 'root'}`;

/** The navigation bar: only routes that exist and that the user's roles open (spec §6). */
export function SideNav({ userName }: { userName: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const { roles } = useAuthMemory();
  const { onboardPlus } = useBranding();
  const routes = navigationRoutes(REGISTERED_SHELL_ROUTES, { roles, isAdmin: getAdminFlag(), onboardPlus });
  const selected = findRoute(routes, location.pathname)?.path;
  const initials = userName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

  return (
    <nav aria-label={t('navigation')}>
      <Flex vertical align="center" gap={8} style={{ padding: '24px 16px' }}>
        <Avatar size={64} aria-hidden>
          {initials || '?'}
        </Avatar>
        <Typography.Text strong style={{ color: '#fff', textAlign: 'center' }}>
          {userName}
        </Typography.Text>
      </Flex>
      <Menu
        theme="dark"
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        onClick={({ key }) => void navigate(key)}
        items={routes.map((route) => ({
          key: route.path,
          icon: ICONS[route.labelKey],
          label: <span data-testid={testIdFor(route.path)}>{t(route.labelKey)}</span>,
        }))}
      />
    </nav>
  );
}
