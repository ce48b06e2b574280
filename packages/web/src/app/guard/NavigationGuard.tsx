import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useBranding } from '../../lib/branding/BrandingContext';
import { useAuthMemory } from '../../lib/session/authMemory';
import { session } from '../../lib/storage/browserStorage';
import { SESSION_KEYS } from '../../lib/storage/keys';
import { getAdminFlag, getSession, getSsoToken } from '../../lib/storage/sessionStore';
import { decideNavigation } from '../guard';
import { REGISTERED_SHELL_ROUTES } from '../router/pages';
import { PUBLIC_PATHS } from '../routes/routeTable';
import { useGuardEffects } from './useGuardEffects';
import { useLeaveManage } from './useLeaveManage';

/** Runs the navigation guard (app/guard.ts) on every navigation and renders the page once allowed. */
export function NavigationGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { roles, rolesVersion } = useAuthMemory();
  const { onboardPlus } = useBranding();
  const stored = getSession();
  const decision = decideNavigation({
    pathname: location.pathname,
    search: location.search,
    signedIn: stored !== null,
    storedSsoToken: getSsoToken(),
    roles,
    isAdmin: getAdminFlag(),
    paid: stored?.paid ?? false,
    onboardPlus,
    signInPromptShown: session.get(SESSION_KEYS.signInPromptShown) === 'true',
    shellRoutes: REGISTERED_SHELL_ROUTES,
    publicPaths: PUBLIC_PATHS,
  });
  useGuardEffects(decision, location, rolesVersion);
  useLeaveManage(location.pathname);

  if (decision.kind === 'allow') return children;
  // Keyed by location: two navigations can land before React renders the one between them (a
  // redirect, then a late navigate('/') of a page that has gone); a Navigate kept mounted with the
  // same target would not fire again and leave a blank page.
  if (decision.kind === 'redirect') return <Navigate key={location.key} to={decision.to} replace />;
  return <FullPageSpinner />;
}
