import { LEGAL_PATHS, ROLES, type Role } from '@vault/contract';

/** Navigation label keys (shell namespace). Declared here so the table stays plain data. */
export type NavLabelKey =
  | 'nav.home'
  | 'nav.actions'
  | 'nav.documents'
  | 'nav.correspondence'
  | 'nav.system'
  | 'nav.companies'
  | 'nav.corporatesIRepresent'
  | 'nav.fundIRepresent'
  | 'nav.authorisedRepresentatives'
  | 'nav.activityLog'
  | 'nav.vaults'
  | 'nav.funds'
  | 'nav.parentFunds'
  | 'nav.corporateVaults'
  | 'nav.documentRequests'
  | 'nav.active'
  | 'nav.completed'
  | 'nav.pendingApproval'
  | 'nav.brokerDealers'
  | 'nav.users'
  | 'nav.myDetails';

/** A route inside the layout shell and who may open it (spec §2 and §6). */
export interface RouteDefinition {
  path: string;
  labelKey: NavLabelKey;
  /** Visible when any of these is among the user's roles. */
  roles: readonly Role[];
  /** Needs the admin flag as well (menu permissions include COMMON). */
  adminOnly?: boolean;
  /** Hidden and blocked on the onboard-plus variant. */
  hiddenOnOnboardPlus?: boolean;
  /** Detail pages are reached from their list, not from the navigation bar. */
  inNav?: boolean;
  /** The paid shell's header tab it belongs to (spec paid §2 Shell); routes without one are not in that header. */
  tab?: PaidTab;
}

/** The paid shell's header tabs, in order (spec paid §2 Shell). */
export const PAID_TABS = ['requests', 'vaults', 'system', 'correspondence'] as const;
export type PaidTab = (typeof PAID_TABS)[number];

/** "All users": every signed-in user holds COMMON, or INDIVIDUAL / CORPORATE by user type. */
const ALL_USERS: readonly Role[] = [ROLES.COMMON, ROLES.INDIVIDUAL, ROLES.CORPORATE];

/**
 * Every shell route of the spec, in navigation order. Only those with a page in
 * app/router/pages.tsx are registered with the router and shown in the navigation bar; the rest
 * are kept here so their role rules are fixed and tested before their pages are written.
 */
export const SHELL_ROUTES: readonly RouteDefinition[] = [
  { path: '/manage/home', labelKey: 'nav.home', roles: ALL_USERS },
  { path: '/manage/actions', labelKey: 'nav.actions', roles: ALL_USERS },
  { path: '/manage/documents', labelKey: 'nav.documents', roles: ALL_USERS },
  { path: '/manage/companies', labelKey: 'nav.companies', roles: [ROLES.COMMON] },
  { path: '/manage/companies/:name', labelKey: 'nav.companies', roles: [ROLES.COMMON], adminOnly: true, inNav: false },
  { path: '/manage/corporates-i-represent', labelKey: 'nav.corporatesIRepresent', roles: [ROLES.INDIVIDUAL] },
  { path: '/manage/fund-i-represent', labelKey: 'nav.fundIRepresent', roles: [ROLES.INDIVIDUAL] },
  {
    path: '/manage/authorised-representatives',
    labelKey: 'nav.authorisedRepresentatives',
    roles: [ROLES.CORPORATE],
    hiddenOnOnboardPlus: true,
  },
  { path: '/manage/system', labelKey: 'nav.system', roles: ALL_USERS },
  // The customer's correspondence; the paid shell's Correspondence tab is /correspondence/threads below.
  { path: '/manage/correspondence', labelKey: 'nav.correspondence', roles: ALL_USERS },
  { path: '/manage/activity-log', labelKey: 'nav.activityLog', roles: ALL_USERS },
  // 'My details' opens from the avatar popup, not from the navigation bar.
  { path: '/manage/profile', labelKey: 'nav.myDetails', roles: ALL_USERS, inNav: false },
  { path: '/vaults/funds', labelKey: 'nav.funds', roles: [ROLES.PAID_ADMIN], tab: 'vaults' },
  { path: '/vaults/parent-funds', labelKey: 'nav.parentFunds', roles: [ROLES.PAID_ADMIN], tab: 'vaults' },
  // Corporate vaults the organisation onboards, and the vault set-up wizard (spec paid §4 Vault set-up; issue 11).
  { path: '/vaults/setup', labelKey: 'nav.corporateVaults', roles: [ROLES.PAID_ADMIN], tab: 'vaults' },
  // Spec paid §2: /requests has active (labelled Requests) and completed (the archive); Pending Approval (issue 11).
  { path: '/requests/active', labelKey: 'nav.active', roles: [ROLES.PAID_ADMIN], tab: 'requests' },
  { path: '/requests/completed', labelKey: 'nav.completed', roles: [ROLES.PAID_ADMIN], tab: 'requests' },
  { path: '/requests/pending-approval', labelKey: 'nav.pendingApproval', roles: [ROLES.PAID_ADMIN], tab: 'requests' },
  // A company asking its connected customers for documents (issue 9): paid administrators only.
  { path: '/vaults/document-requests', labelKey: 'nav.documentRequests', roles: [ROLES.PAID_ADMIN], tab: 'requests' },
  // Spec paid §2/§6: broker-dealers are for the corporate role; the paid administrator holds it (issue 11).
  // Spec paid §2: /settings/users is labelled System; its users and invitations (issue 11).
  { path: '/settings/users', labelKey: 'nav.users', roles: [ROLES.PAID_ADMIN], tab: 'system' },
  { path: '/settings/broker-dealers', labelKey: 'nav.brokerDealers', roles: [ROLES.PAID_ADMIN], tab: 'system' },
  // Spec paid §2: /correspondence/threads is labelled Correspondence, with an optional {threadId} (issue 11).
  { path: '/correspondence/threads', labelKey: 'nav.correspondence', roles: [ROLES.PAID_ADMIN], tab: 'correspondence' },
  { path: '/correspondence/threads/:threadId', labelKey: 'nav.correspondence', roles: [ROLES.PAID_ADMIN], tab: 'correspondence', inNav: false },
  // Spec paid §2 navigation label Activity Log: the organisation's own log (issue 11), beside its users.
  { path: '/settings/activity-log', labelKey: 'nav.activityLog', roles: [ROLES.PAID_ADMIN], tab: 'system' },
];

/**
 * Spec paid §2: parent paths lead to their first child. /correspondence leads a paid account to its threads (the
 * spec says "redirects to requests"; docs/decisions.md says why the threads instead) and a customer to theirs.
 */
export function routeRedirect(path: string, paid: boolean): string | undefined {
  if (path === '/vaults') return '/vaults/funds';
  if (path === '/manage') return '/manage/home';
  if (path === '/settings') return '/settings/users';
  if (path === '/requests') return '/requests/active';
  if (path === '/correspondence') return paid ? '/requests/active' : '/manage/correspondence';
  return undefined;
}

/** Public pages (spec §2), plus the reset-password page and the embedded-mode mailbox. */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/onboardplus',
  '/404',
  '/401',
  '/onboardplus/invite',
  '/register',
  LEGAL_PATHS.terms,
  LEGAL_PATHS.privacy,
  '/reset-password',
  '/auth-redirect',
  '/nodes',
  '/dev/mailbox',
];

/** Pages a signed-in user is sent away from (to '/'). */
export const LOGIN_PATHS: readonly string[] = ['/login', '/onboardplus'];

export const HOME_PATH = '/manage/home';
export const MY_DETAILS_PATH = '/manage/profile';
export const PAID_HOME_PATH = '/vaults/funds';
/** Where a signed-in user starts: the vaults for a paid account, home otherwise. */
export const homePathFor = (paid: boolean): string => (paid ? PAID_HOME_PATH : HOME_PATH);
