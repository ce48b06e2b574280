import { describe, expect, it } from 'vitest';
import { decideNavigation, resolveRootPath, type GuardState } from './guard';
import { PUBLIC_PATHS, SHELL_ROUTES } from './routes/routeTable';

const registered = SHELL_ROUTES.filter((r) => ['/manage/home', '/manage/companies/:name', '/vaults/funds', '/manage/authorised-representatives'].includes(r.path));

const signedOut: GuardState = {
  pathname: '/manage/home',
  search: '',
  signedIn: false,
  storedSsoToken: null,
  roles: [],
  isAdmin: false,
  paid: false,
  onboardPlus: false,
  signInPromptShown: false,
  shellRoutes: registered,
  publicPaths: PUBLIC_PATHS,
};
const signedIn: GuardState = { ...signedOut, signedIn: true, roles: ['COMMON', 'INDIVIDUAL'], isAdmin: true };
const decide = (state: GuardState, overrides: Partial<GuardState>) => decideNavigation({ ...state, ...overrides });

describe('guard: single sign-on entry flags', () => {
  it('?ssoFailed=true warns and logs out a signed-in user', () => {
    expect(decide(signedIn, { search: '?ssoFailed=true' })).toEqual({ kind: 'ssoFailed', logout: true });
    expect(decide(signedOut, { pathname: '/login', search: '?ssoFailed=true' })).toEqual({ kind: 'ssoFailed', logout: false });
  });

  it('?token= equal to the session token lets the user continue', () => {
    expect(decide(signedIn, { search: '?token=abc', storedSsoToken: 'abc' })).toEqual({ kind: 'allow' });
  });

  it('?token= different from the session token logs out and reloads', () => {
    expect(decide(signedIn, { search: '?token=new', storedSsoToken: 'old' })).toEqual({ kind: 'ssoMismatch' });
    expect(decide(signedIn, { search: '?token=new', storedSsoToken: null })).toEqual({ kind: 'ssoMismatch' });
  });

  it('?token= while signed out starts a sign-in with it, on any page', () => {
    expect(decide(signedOut, { pathname: '/auth-redirect', search: '?token=t1' })).toEqual({ kind: 'ssoSignIn', token: 't1' });
    expect(decide(signedOut, { pathname: '/manage/home', search: '?token=t1' })).toEqual({ kind: 'ssoSignIn', token: 't1' });
  });
});

describe('guard: signed-in user', () => {
  it('sends /vaults to the funds and /manage home (spec paid §2)', () => {
    expect(decide(signedIn, { pathname: '/vaults' })).toEqual({ kind: 'redirect', to: '/vaults/funds' });
    expect(decide(signedIn, { pathname: '/vaults/' })).toEqual({ kind: 'redirect', to: '/vaults/funds' });
    expect(decide(signedIn, { pathname: '/manage' })).toEqual({ kind: 'redirect', to: '/manage/home' });
    expect(decide(signedIn, { pathname: '/correspondence', paid: true })).toEqual({ kind: 'redirect', to: '/requests/active' });
    expect(decide(signedIn, { pathname: '/requests', paid: true })).toEqual({ kind: 'redirect', to: '/requests/active' });
    expect(decide(signedIn, { pathname: '/correspondence' })).toEqual({ kind: 'redirect', to: '/manage/correspondence' });
  });

  it('is sent from /login and /onboardplus to /', () => {
    expect(decide(signedIn, { pathname: '/login' })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide(signedIn, { pathname: '/onboardplus' })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('goes from / to home, or to the vaults for a paid account', () => {
    expect(decide(signedIn, { pathname: '/' })).toEqual({ kind: 'redirect', to: '/manage/home' });
    expect(decide(signedIn, { pathname: '/', paid: true })).toEqual({ kind: 'redirect', to: '/vaults/funds' });
  });

  it('loads user info first when no roles are in memory', () => {
    expect(decide(signedIn, { roles: [] })).toEqual({ kind: 'loadRoles' });
  });

  it('is sent to /401 without the role of the page', () => {
    expect(decide(signedIn, { pathname: '/vaults/funds' })).toEqual({ kind: 'redirect', to: '/401' });
    expect(decide(signedIn, { pathname: '/vaults/funds', roles: ['COMMON', 'CORPORATE', 'PAID_ADMIN'] })).toEqual({ kind: 'allow' });
  });

  it('needs the admin flag for admin pages', () => {
    expect(decide(signedIn, { pathname: '/manage/companies/acme' })).toEqual({ kind: 'allow' });
    expect(decide(signedIn, { pathname: '/manage/companies/acme', isAdmin: false })).toEqual({ kind: 'redirect', to: '/401' });
  });

  it('is blocked from authorised representatives on the onboard-plus variant', () => {
    const corporate = { ...signedIn, roles: ['COMMON', 'CORPORATE'] };
    expect(decide(corporate, { pathname: '/manage/authorised-representatives' })).toEqual({ kind: 'allow' });
    expect(decide(corporate, { pathname: '/manage/authorised-representatives', onboardPlus: true })).toEqual({ kind: 'redirect', to: '/401' });
  });

  it('opens public pages without loading roles', () => {
    expect(decide(signedIn, { pathname: '/nodes', roles: [] })).toEqual({ kind: 'allow' });
    expect(decide(signedIn, { pathname: '/register', roles: [] })).toEqual({ kind: 'allow' });
  });

  it('is sent to /404 for unknown paths and pages not built yet', () => {
    expect(decide(signedIn, { pathname: '/nowhere' })).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide(signedIn, { pathname: '/manage/actions' })).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('ignores a trailing slash', () => {
    expect(decide(signedIn, { pathname: '/manage/home/' })).toEqual({ kind: 'allow' });
  });
});

describe('guard: signed-out visitor', () => {
  it('opens every public page', () => {
    for (const pathname of PUBLIC_PATHS) expect(decide(signedOut, { pathname })).toEqual({ kind: 'allow' });
  });

  it('goes from / to /login, or /onboardplus on that deployment', () => {
    expect(decide(signedOut, { pathname: '/' })).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide(signedOut, { pathname: '/', onboardPlus: true })).toEqual({ kind: 'redirect', to: '/onboardplus' });
  });

  it('is asked to sign in once per session on a private page, then sent to /', () => {
    expect(decide(signedOut, {})).toEqual({ kind: 'promptSignIn' });
    expect(decide(signedOut, { signInPromptShown: true })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('is sent to /404 for unknown paths', () => {
    expect(decide(signedOut, { pathname: '/does/not/exist' })).toEqual({ kind: 'redirect', to: '/404' });
  });
});

describe('resolveRootPath', () => {
  it('covers every branch', () => {
    expect(resolveRootPath({ signedIn: true, paid: true, onboardPlus: true })).toBe('/vaults/funds');
    expect(resolveRootPath({ signedIn: true, paid: false, onboardPlus: true })).toBe('/manage/home');
    expect(resolveRootPath({ signedIn: false, paid: false, onboardPlus: true })).toBe('/onboardplus');
    expect(resolveRootPath({ signedIn: false, paid: false, onboardPlus: false })).toBe('/login');
  });
});
