import { describe, expect, it } from 'vitest';
import { generateRoles } from '../../lib/session/roles';
import { canAccessRoute, findRoute, matchesPattern, navigationRoutes } from './access';
import { SHELL_ROUTES } from './routeTable';

const paths = (routes: { path: string }[]) => routes.map((r) => r.path);
const individual = { roles: generateRoles(['COMMON'], 'INDIVIDUAL', false), isAdmin: true, onboardPlus: false };
const corporate = { roles: generateRoles(['COMMON'], 'CORPORATE', false), isAdmin: true, onboardPlus: false };

describe('route access', () => {
  it('shows individual-only routes to individuals only', () => {
    const nav = paths(navigationRoutes(SHELL_ROUTES, individual));
    expect(nav).toContain('/manage/corporates-i-represent');
    expect(nav).toContain('/manage/fund-i-represent');
    expect(nav).not.toContain('/manage/authorised-representatives');
  });

  it('shows authorised representatives to corporates, except on onboard-plus', () => {
    expect(paths(navigationRoutes(SHELL_ROUTES, corporate))).toContain('/manage/authorised-representatives');
    expect(paths(navigationRoutes(SHELL_ROUTES, { ...corporate, onboardPlus: true }))).not.toContain('/manage/authorised-representatives');
    expect(paths(navigationRoutes(SHELL_ROUTES, corporate))).not.toContain('/manage/corporates-i-represent');
  });

  it('lets every user reach the all-users pages', () => {
    for (const context of [individual, corporate, { roles: ['CORPORATE'], isAdmin: false, onboardPlus: false }]) {
      for (const path of ['/manage/home', '/manage/actions', '/manage/documents', '/manage/system', '/manage/correspondence']) {
        expect(canAccessRoute(findRoute(SHELL_ROUTES, path)!, context)).toBe(true);
      }
    }
  });

  it('keeps the company detail page for admins and out of the navigation bar', () => {
    const detail = findRoute(SHELL_ROUTES, '/manage/companies/acme')!;
    expect(detail.path).toBe('/manage/companies/:name');
    expect(canAccessRoute(detail, individual)).toBe(true);
    expect(canAccessRoute(detail, { ...individual, isAdmin: false })).toBe(false);
    expect(paths(navigationRoutes(SHELL_ROUTES, individual))).not.toContain('/manage/companies/:name');
  });

  it('keeps the vaults for paid accounts', () => {
    const vaults = findRoute(SHELL_ROUTES, '/vaults/funds')!;
    expect(canAccessRoute(vaults, corporate)).toBe(false);
    expect(canAccessRoute(vaults, { ...corporate, roles: generateRoles(['COMMON'], 'LENDING_AGENT', true) })).toBe(true);
    const requests = findRoute(SHELL_ROUTES, '/vaults/document-requests')!;
    expect(canAccessRoute(requests, corporate)).toBe(false);
    expect(canAccessRoute(requests, { ...corporate, roles: generateRoles(['COMMON'], 'LENDING_AGENT', true) })).toBe(true);
  });
});

describe('matchesPattern', () => {
  it('matches parameters and ignores trailing slashes', () => {
    expect(matchesPattern('/manage/companies/:name', '/manage/companies/acme')).toBe(true);
    expect(matchesPattern('/manage/companies/:name', '/manage/companies')).toBe(false);
    expect(matchesPattern('/manage/home', '/manage/home/')).toBe(true);
    expect(matchesPattern('/manage/home', '/manage/homes')).toBe(false);
  });
});
