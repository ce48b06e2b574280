import {
  AuditOutlined,
  BankOutlined,
  CheckSquareOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FundOutlined,
  HomeOutlined,
  MessageOutlined,
  SettingOutlined,
  TeamOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import type { BusinessUser } from '@vault/contract';
import { Flex, Menu } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MessageAction } from '../../features/actions/components/MessageAction';
import { CorrespondenceDot } from '../../features/correspondence/components/CorrespondenceDot';
import { ShareAction } from '../../features/sharing/components/ShareAction';
import { useBranding } from '../../lib/branding/BrandingContext';
import { useAuthMemory } from '../../lib/session/authMemory';
import { getAdminFlag } from '../../lib/storage/sessionStore';
import { REGISTERED_SHELL_ROUTES } from '../router/pages';
import { findRoute, navigationRoutes } from '../routes/access';
import type { RouteDefinition } from '../routes/routeTable';
import { AvatarMenu } from './AvatarMenu';
import { CompanySelector } from './CompanySelector';

const ICONS: Record<RouteDefinition['labelKey'], ReactNode> = {
  'nav.home': <HomeOutlined aria-hidden />,
  'nav.actions': <CheckSquareOutlined aria-hidden />,
  'nav.documents': <FileTextOutlined aria-hidden />,
  'nav.correspondence': <MessageOutlined aria-hidden />,
  'nav.system': <SettingOutlined aria-hidden />,
  'nav.companies': <BankOutlined aria-hidden />,
  'nav.corporatesIRepresent': <TeamOutlined aria-hidden />,
  'nav.fundIRepresent': <FundOutlined aria-hidden />,
  'nav.authorisedRepresentatives': <UserSwitchOutlined aria-hidden />,
  'nav.activityLog': <AuditOutlined aria-hidden />,
  'nav.vaults': <FolderOpenOutlined aria-hidden />,
  'nav.funds': <FolderOpenOutlined aria-hidden />,
  'nav.parentFunds': <FundOutlined aria-hidden />,
  'nav.corporateVaults': <BankOutlined aria-hidden />,
  'nav.documentRequests': <FileSearchOutlined aria-hidden />,
  'nav.active': <FileSearchOutlined aria-hidden />,
  'nav.completed': <CheckSquareOutlined aria-hidden />,
  'nav.pendingApproval': <UserSwitchOutlined aria-hidden />,
  'nav.brokerDealers': <BankOutlined aria-hidden />,
  'nav.users': <TeamOutlined aria-hidden />,
  'nav.myDetails': null,
};

const testIdFor = (path: string) => `nav-${path.split('/').filter(Boolean).pop() ?? 'root'}`;

type Popup = 'avatar' | 'company' | null;

/**
 * The side navigation bar (spec §2): avatar with its popup, company selector, message and share actions, then
 * the pages the user's roles open (spec §6). One popup at a time; a press outside closes it.
 */
export function SideNav({ user, name }: { user: BusinessUser | undefined; name: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const { roles } = useAuthMemory();
  const { onboardPlus } = useBranding();
  const [popup, setPopup] = useState<Popup>(null);
  const close = useCallback(() => setPopup(null), []);
  const toggle = (which: Exclude<Popup, null>) => setPopup((current) => (current === which ? null : which));
  const routes = navigationRoutes(REGISTERED_SHELL_ROUTES, { roles, isAdmin: getAdminFlag(), onboardPlus });
  const selected = findRoute(routes, location.pathname)?.path;

  return (
    <nav aria-label={t('navigation')}>
      <Flex vertical align="stretch" gap={16} style={{ padding: '24px 16px 16px' }}>
        <AvatarMenu name={name} photo={user?.photo ?? null} open={popup === 'avatar'} onToggle={() => toggle('avatar')} onClose={close} />
        {user?.canSwitchUser && (
          <CompanySelector user={user} name={name} open={popup === 'company'} onToggle={() => toggle('company')} onClose={close} />
        )}
        <Flex justify="center" gap={12} data-testid="sidebar-actions">
          <MessageAction />
          <ShareAction />
        </Flex>
      </Flex>
      <Menu
        theme="dark"
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        onClick={({ key }) => void navigate(key)}
        items={routes.map((route) => ({
          key: route.path,
          icon: ICONS[route.labelKey],
          label: (
            <span data-testid={testIdFor(route.path)}>
              {t(route.labelKey)}
              {route.labelKey === 'nav.correspondence' && <CorrespondenceDot />}
            </span>
          ),
        }))}
      />
    </nav>
  );
}
