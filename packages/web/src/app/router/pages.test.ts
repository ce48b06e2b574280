import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS, SHELL_ROUTES } from '../routes/routeTable';
import { REGISTERED_SHELL_ROUTES, SHELL_PAGES } from './pages';

describe('page registry', () => {
  it('only has pages for routes of the table', () => {
    const tablePaths = SHELL_ROUTES.map((route) => route.path);
    for (const path of Object.keys(SHELL_PAGES)) expect(tablePaths).toContain(path);
  });

  it('registers the pages that exist, and nothing without a page', () => {
    expect(REGISTERED_SHELL_ROUTES.map((route) => route.path)).toEqual([
      '/manage/home',
      '/manage/actions',
      '/manage/documents',
      '/manage/companies',
      '/manage/companies/:name',
      '/manage/corporates-i-represent',
      '/manage/fund-i-represent',
      '/manage/authorised-representatives',
      '/manage/system',
      '/manage/correspondence',
      '/manage/activity-log',
      '/manage/profile',
      '/vaults/funds',
      '/vaults/parent-funds',
      '/vaults/setup',
      '/requests/active',
      '/requests/completed',
      '/requests/pending-approval',
      '/vaults/document-requests',
      '/settings/users',
      '/settings/broker-dealers',
      '/correspondence/threads',
      '/correspondence/threads/:threadId',
      '/settings/activity-log',
    ]);
  });

  it('keeps public and shell paths apart', () => {
    for (const route of SHELL_ROUTES) expect(PUBLIC_PATHS).not.toContain(route.path);
  });
});
