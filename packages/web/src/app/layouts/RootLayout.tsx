import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { BrandingContext } from '../../lib/branding/BrandingContext';
import { useConfig } from '../../lib/config/config';
import { NavigationGuard } from '../guard/NavigationGuard';
import { useBrandingValue } from './useBrandingValue';
import { useMobileNotice, useRootFontSize } from './usePageEffects';

/**
 * Every page sits under this: deployment config first (the root redirect depends on the
 * onboard-plus setting), then branding, then the navigation guard.
 */
export function RootLayout() {
  const location = useLocation();
  const config = useConfig();
  const branding = useBrandingValue(config.data, location.pathname);
  useRootFontSize();
  useMobileNotice();

  if (config.isPending) return <FullPageSpinner />;
  return (
    <BrandingContext.Provider value={branding}>
      <NavigationGuard>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </NavigationGuard>
    </BrandingContext.Provider>
  );
}
