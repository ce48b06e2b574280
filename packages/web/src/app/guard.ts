import { canAccessRoute, findRoute } from './routes/access';
import { homePathFor, LOGIN_PATHS, routeRedirect, type RouteDefinition } from './routes/routeTable';

/** Everything the navigation guard looks at, read from storage and memory by the caller. */
export interface GuardState {
  pathname: string;
  /** `location.search`, for the entry flags ?ssoFailed=true and ?token= (spec §2). */
  search: string;
  signedIn: boolean;
  /** The SSO token the current session was signed in with. */
  storedSsoToken: string | null;
  /** Route roles held in memory; empty after a reload until user info is loaded again. */
  roles: readonly string[];
  isAdmin: boolean;
  paid: boolean;
  onboardPlus: boolean;
  /** The sign-in prompt for private pages was already shown in this browser session. */
  signInPromptShown: boolean;
  /** Shell routes the router has pages for. */
  shellRoutes: readonly RouteDefinition[];
  publicPaths: readonly string[];
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** ?ssoFailed=true: store the login-failed marker, log out a signed-in user, warn, go to '/'. */
  | { kind: 'ssoFailed'; logout: boolean }
  /** ?token= differs from the signed-in session's: log out and reload. */
  | { kind: 'ssoMismatch' }
  /** ?token= while signed out: sign in with it. */
  | { kind: 'ssoSignIn'; token: string }
  /** Signed in but no roles in memory: load user info, regenerate routes, then decide again. */
  | { kind: 'loadRoles' }
  /** Signed out on a private page: confirm box (once per session), then '/'. */
  | { kind: 'promptSignIn' };

/** Where '/' leads (spec §2): home when signed in (vaults for a paid account), else the login page. */
export function resolveRootPath(state: { signedIn: boolean; paid: boolean; onboardPlus: boolean }): string {
  if (state.signedIn) return homePathFor(state.paid);
  return state.onboardPlus ? '/onboardplus' : '/login';
}

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The navigation guard of spec §4 as a pure decision; app/guard/NavigationGuard carries it out. */
export function decideNavigation(state: GuardState): GuardDecision {
  const params = new URLSearchParams(state.search);
  if (params.get('ssoFailed') === 'true') return { kind: 'ssoFailed', logout: state.signedIn };

  const token = params.get('token');
  if (token) {
    if (!state.signedIn) return { kind: 'ssoSignIn', token };
    if (token !== state.storedSsoToken) return { kind: 'ssoMismatch' };
    // The same token as the current session: carry on as a normal navigation.
  }

  const path = normalisePath(state.pathname);
  if (path === '/') return { kind: 'redirect', to: resolveRootPath(state) };
  const redirect = routeRedirect(path, state.paid);
  if (redirect) return { kind: 'redirect', to: redirect };
  const isPublic = state.publicPaths.includes(path);
  const route = findRoute(state.shellRoutes, path);

  if (state.signedIn) {
    if (LOGIN_PATHS.includes(path)) return { kind: 'redirect', to: '/' };
    if (isPublic) return { kind: 'allow' };
    if (!route) return { kind: 'redirect', to: '/404' };
    if (state.roles.length === 0) return { kind: 'loadRoles' };
    const allowed = canAccessRoute(route, { roles: state.roles, isAdmin: state.isAdmin, onboardPlus: state.onboardPlus });
    return allowed ? { kind: 'allow' } : { kind: 'redirect', to: '/401' };
  }

  if (isPublic) return { kind: 'allow' };
  if (!route) return { kind: 'redirect', to: '/404' };
  return state.signInPromptShown ? { kind: 'redirect', to: '/' } : { kind: 'promptSignIn' };
}
