import { findRoute } from '../routes/access';
import { PAID_TABS, type PaidTab, type RouteDefinition } from '../routes/routeTable';

export interface PaidMenuTab {
  tab: PaidTab;
  /** One visible child: the tab is a direct link to it; otherwise a dropdown of them (spec paid §2 Shell). */
  routes: RouteDefinition[];
}

/** The paid header's tabs from the routes the user may open, in the spec's order; tabs without a route are left out. */
export function paidMenu(permitted: readonly RouteDefinition[]): PaidMenuTab[] {
  return PAID_TABS.map((tab) => ({ tab, routes: permitted.filter((r) => r.tab === tab && r.inNav !== false) })).filter((t) => t.routes.length > 0);
}

/** The active tab comes from the path (spec paid §2 Shell table). */
export function activeTab(routes: readonly RouteDefinition[], pathname: string): PaidTab | null {
  return findRoute(routes, pathname)?.tab ?? null;
}

/** External links are not resolved as internal paths (spec paid §2). */
export const isExternal = (path: string): boolean => /^[a-z][a-z\d+.-]*:/i.test(path);
