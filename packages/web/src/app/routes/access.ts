import type { RouteDefinition } from './routeTable';

export interface AccessContext {
  roles: readonly string[];
  isAdmin: boolean;
  onboardPlus: boolean;
}

export function canAccessRoute(route: RouteDefinition, context: AccessContext): boolean {
  if (route.hiddenOnOnboardPlus && context.onboardPlus) return false;
  if (route.adminOnly && !context.isAdmin) return false;
  return route.roles.some((role) => context.roles.includes(role));
}

/** Shell routes for the navigation bar: accessible and meant for the menu. */
export function navigationRoutes(routes: readonly RouteDefinition[], context: AccessContext): RouteDefinition[] {
  return routes.filter((route) => route.inNav !== false && canAccessRoute(route, context));
}

/** Does `pattern` (with `:param` segments) match `pathname`? Trailing slashes are ignored. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const split = (value: string) => value.split('/').filter(Boolean);
  const want = split(pattern);
  const have = split(pathname);
  if (want.length !== have.length) return false;
  return want.every((part, i) => part.startsWith(':') ? (have[i] ?? '') !== '' : part === have[i]);
}

export function findRoute(routes: readonly RouteDefinition[], pathname: string): RouteDefinition | undefined {
  return routes.find((route) => matchesPattern(route.path, pathname));
}
