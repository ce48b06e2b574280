import type { ComponentType } from 'react';
import { NAMESPACES } from '../../locales/namespaces';
import { SHELL_ROUTES } from '../routes/routeTable';
import { lazyPage } from './lazyPage';

/**
 * Shell pages that exist, by how each one's chunk loads. A route of the table is registered with the
 * router, reachable and shown in the navigation bar only once its page is listed here.
 */
const SHELL_LOADERS: Readonly<Record<string, () => Promise<ComponentType>>> = {
  '/manage/home': () => import('../pages/HomePage').then((m) => m.HomePage),
  '/manage/actions': () => import('../../features/actions/components/ActionsPage').then((m) => m.ActionsPage),
  '/manage/documents': () =>
    import('../../features/documents/components/DocumentsPage').then((m) => m.DocumentsPage),
  '/manage/system': () => import('../../features/actions/components/SystemPage').then((m) => m.SystemPage),
  '/manage/profile': () => import('../../features/profiles/components/MyDetailsPage').then((m) => m.MyDetailsPage),
  '/manage/companies': () => import('../pages/CompaniesPage').then((m) => m.CompaniesPage),
  '/manage/companies/:name': () => import('../pages/CompanyPage').then((m) => m.CompanyPage),
  '/manage/corporates-i-represent': () =>
    import('../../features/profiles/components/RepresentedPage').then((m) => m.CorporatesIRepresentPage),
  '/manage/fund-i-represent': () =>
    import('../../features/profiles/components/RepresentedPage').then((m) => m.FundIRepresentPage),
  '/manage/authorised-representatives': () =>
    import('../../features/team/components/RepresentativesPage').then((m) => m.RepresentativesPage),
  '/manage/correspondence': () =>
    import('../../features/correspondence/components/CorrespondencePage').then((m) => m.CorrespondencePage),
  '/manage/activity-log': () =>
    import('../../features/activity/components/ActivityLogPage').then((m) => m.ActivityLogPage),
  '/vaults/funds': () => import('../../features/funds/components/FundListPage').then((m) => m.FundsPage),
  '/vaults/parent-funds': () => import('../../features/funds/components/FundListPage').then((m) => m.ParentFundsPage),
  '/vaults/setup': () => import('../../features/vaultSetup/components/VaultsPage').then((m) => m.VaultSetupPage),
  '/vaults/document-requests': () =>
    import('../../features/requests/components/DocumentRequestsPage').then((m) => m.DocumentRequestsPage),
  '/correspondence/threads': () =>
    import('../../features/correspondence/components/PaidCorrespondencePage').then((m) => m.PaidCorrespondencePage),
  '/correspondence/threads/:threadId': () =>
    import('../../features/correspondence/components/PaidCorrespondencePage').then((m) => m.PaidCorrespondencePage),
  '/requests/active': () => import('../../features/requestsManager/components/RequestsManagerPage').then((m) => m.ActiveRequestsPage),
  '/requests/completed': () => import('../../features/requestsManager/components/RequestsManagerPage').then((m) => m.CompletedRequestsPage),
  '/requests/pending-approval': () =>
    import('../../features/requestsManager/components/RequestsManagerPage').then((m) => m.PendingApprovalPage),
  '/settings/users': () => import('../../features/users/components/UsersPage').then((m) => m.UsersPage),
  '/settings/broker-dealers': () =>
    import('../../features/brokerDealers/components/BrokerDealersPage').then((m) => m.BrokerDealersPage),
  '/settings/activity-log': () =>
    import('../../features/activity/components/OrganisationActivityLogPage').then((m) => m.OrganisationActivityLogPage),
};

export const SHELL_PAGES: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  Object.entries(SHELL_LOADERS).map(([path, load]) => [path, lazyPage(load)]),
);

/**
 * The shell with every namespace's texts in the current language, fetched together (about 8 kB): left
 * to each component, they came one after another as each part rendered and suspended on its own,
 * and the page's data calls waited behind them (~0.5 s on home).
 */
const loadShell = () =>
  Promise.all([
    import('../layouts/ShellLayout'),
    // Already in the entry; imported here on use so this table stays free of browser globals (tests).
    import('../../lib/i18n/i18n').then((m) => m.default.loadNamespaces([...NAMESPACES])),
  ]).then(([m]) => m.ShellLayout);

/**
 * Starts downloading the shell and the page at `pathname` (exact routes only) before the router
 * asks for them, so they arrive beside the first calls instead of after them. Module loading is
 * cached: the lazy pages then resolve from the same download.
 */
export function preloadShellPage(pathname: string): void {
  const load = SHELL_LOADERS[pathname];
  if (!load) return;
  void loadShell().catch(() => undefined);
  void load().catch(() => undefined);
}

export const REGISTERED_SHELL_ROUTES = SHELL_ROUTES.filter((route) => route.path in SHELL_PAGES);

export const PUBLIC_PAGES = {
  login: lazyPage(() => import('../../features/auth/components/LoginPage').then((m) => m.LoginPage)),
  resetPassword: lazyPage(() => import('../../features/auth/components/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
  authRedirect: lazyPage(() => import('../../features/auth/components/AuthRedirectPage').then((m) => m.AuthRedirectPage)),
  register: lazyPage(() => import('../../features/register/components/RegisterPage').then((m) => m.RegisterPage)),
  legal: lazyPage(() => import('../../features/legal/components/LegalPage').then((m) => m.LegalPage)),
  invite: lazyPage(() => import('../../features/invite/components/InvitePage').then((m) => m.InvitePage)),
  nodes: lazyPage(() => import('../../features/nodes/components/NodesPage').then((m) => m.NodesPage)),
  mailbox: lazyPage(() => import('../../features/dev/components/MailboxPage').then((m) => m.MailboxPage)),
  notFound: lazyPage(() => import('../../features/errors/components/NotFoundPage').then((m) => m.NotFoundPage)),
  unauthorized: lazyPage(() => import('../../features/errors/components/UnauthorizedPage').then((m) => m.UnauthorizedPage)),
  shell: lazyPage(loadShell),
};
