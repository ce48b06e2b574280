import { describe, expect, it } from 'vitest';
import { SHELL_ROUTES } from '../routes/routeTable';
import { activeTab, isExternal, paidMenu } from './paidMenu';

const paid = SHELL_ROUTES.filter((r) => r.roles.includes('PAID_ADMIN'));

describe('the paid header menu', () => {
  it('orders tabs as the spec does and groups their routes: one child is a link, several a dropdown', () => {
    const menu = paidMenu(paid);
    expect(menu.map((t) => t.tab)).toEqual(['requests', 'vaults', 'system', 'correspondence']);
    expect(menu.find((t) => t.tab === 'vaults')!.routes.map((r) => r.path)).toEqual(['/vaults/funds', '/vaults/parent-funds', '/vaults/setup']);
        expect(menu.find((t) => t.tab === 'requests')!.routes.map((r) => r.path)).toEqual(['/requests/active', '/requests/completed', '/requests/pending-approval', '/vaults/document-requests']);
    expect(menu.find((t) => t.tab === 'system')!.routes.map((r) => r.path)).toEqual(['/settings/users', '/settings/broker-dealers', '/settings/activity-log']);
    // Correspondence is one direct link to the threads (its thread pages stay out of the menu).
    expect(menu.find((t) => t.tab === 'correspondence')!.routes.map((r) => r.path)).toEqual(['/correspondence/threads']);
  });

  it('leaves out tabs whose routes the user may not open, and routes kept out of the navigation', () => {
    expect(paidMenu(paid.filter((r) => r.tab !== 'vaults' && r.tab !== 'system')).map((t) => t.tab)).toEqual(['requests', 'correspondence']);
    expect(paidMenu([{ path: '/x', labelKey: 'nav.funds', roles: [], tab: 'system', inNav: false }])).toEqual([]);
  });

  it('takes the active tab from the path', () => {
    expect(activeTab(paid, '/vaults/parent-funds')).toBe('vaults');
    expect(activeTab(paid, '/vaults/document-requests')).toBe('requests');
    expect(activeTab(paid, '/correspondence/threads')).toBe('correspondence');
    expect(activeTab(paid, '/correspondence/threads/4f6c1a52-1b3e-4b8e-9d4a-0c1f2e3d4b5a')).toBe('correspondence');
    expect(activeTab(SHELL_ROUTES, '/manage/correspondence')).toBeNull();
    expect(activeTab(paid, '/requests/completed')).toBe('requests');
    expect(activeTab(paid, '/requests/pending-approval')).toBe('requests');
    expect(activeTab(paid, '/settings/broker-dealers')).toBe('system');
    expect(activeTab(paid, '/settings/users')).toBe('system');
    expect(activeTab(paid, '/settings/activity-log')).toBe('system');
    expect(activeTab(paid, '/manage/home')).toBeNull();
  });

  it('does not treat external links as paths', () => {
    expect(isExternal('https://example.com/help')).toBe(true);
    expect(isExternal('/vaults/funds')).toBe(false);
  });
});
