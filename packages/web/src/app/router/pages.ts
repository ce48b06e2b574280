import type { ComponentType } from 'react';
import { SHELL_ROUTES } from '../routes/routeTable';
import { lazyPage } from './lazyPage';

/**
 * Shell pages that exist. A route of the table is registered with the router, reachable and shown
 * in the navigation bar only once its page is listed here.
 */
export const SHELL_PAGES: Readonly<Record<string, ComponentType>> = {
  '/manage/home': lazyPage(() => import('../pages/HomePage').then((m) => m.HomePage)),
  '/manage/actions': lazyPage(() => import('../../features/actions/components/ActionsPage').then((m) => m.ActionsPage)),
  '/manage/documents': lazyPage(() =>
    import('../../features/documents/components/DocumentsPage').then((m) => m.DocumentsPage),
  ),
  '/manage/system': lazyPage(() => import('../../features/actions/components/SystemPage').then((m) => m.SystemPage)),
  '/manage/profile': lazyPage(() => import('../../features/profiles/components/MyDetailsPage').then((m) => m.MyDetailsPage)),
  '/manage/companies': lazyPage(() => import('../pages/CompaniesPage').then((m) => m.CompaniesPage)),
  '/manage/companies/:name': lazyPage(() => import('../pages/CompanyPage').then((m) => m.CompanyPage)),
  '/manage/corporates-i-represent': lazyPage(() =>
    import('../../features/profiles/components/RepresentedPage').then((m) => m.CorporatesIRepresentPage),
  ),
  '/manage/fund-i-represent': lazyPage(() =>
    import('../../features/profiles/components/RepresentedPage').then((m) => m.FundIRepresentPage),
  ),
  '/manage/authorised-representatives': lazyPage(() =>
    import('../../features/team/components/RepresentativesPage').then((m) => m.RepresentativesPage),
  ),
  '/manage/correspondence': lazyPage(() =>
    import('../../features/correspondence/components/CorrespondencePage').then((m) => m.CorrespondencePage),
  ),
  '/manage/activity-log': lazyPage(() =>
    import('../../features/activity/components/ActivityLogPage').then((m) => m.ActivityLogPage),
  ),
  '/vaults/funds': lazyPage(() => import('../../features/funds/components/FundListPage').then((m) => m.FundsPage)),
  '/vaults/parent-funds': lazyPage(() => import('../../features/funds/components/FundListPage').then((m) => m.ParentFundsPage)),
  '/vaults/document-requests': lazyPage(() =>
    import('../../features/requests/components/DocumentRequestsPage').then((m) => m.DocumentRequestsPage),
  ),
  '/settings/broker-dealers': lazyPage(() =>
    import('../../features/brokerDealers/components/BrokerDealersPage').then((m) => m.BrokerDealersPage),
  ),
};

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
  shell: lazyPage(() => import('../layouts/ShellLayout').then((m) => m.ShellLayout)),
};
