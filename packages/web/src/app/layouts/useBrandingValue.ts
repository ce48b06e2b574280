import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { brandOf, isOnboardPlus } from '../../lib/branding/branding';
import type { BrandingValue } from '../../lib/branding/BrandingContext';
import type { AppConfig } from '../../lib/config/config';
import { local } from '../../lib/storage/browserStorage';
import { LOCAL_KEYS } from '../../lib/storage/keys';

/**
 * Branding (spec §1): onboard-plus follows the deployment config, the stored flag or an address
 * containing onboardplus. Once seen it is stored, so the shell keeps the branding on /manage pages.
 * Sets the page title.
 */
export function useBrandingValue(config: AppConfig | undefined, pathname: string): BrandingValue {
  const { t, i18n } = useTranslation();
  const storedFlag = local.get(LOCAL_KEYS.onboardPlus) === 'true';
  const onboardPlus = isOnboardPlus({ storedFlag, configValue: config?.get('onboardPlus'), href: window.location.href });
  const brand = brandOf(onboardPlus);

  useEffect(() => {
    if (onboardPlus && local.get(LOCAL_KEYS.onboardPlus) !== 'true') local.set(LOCAL_KEYS.onboardPlus, 'true');
  }, [onboardPlus, pathname]);

  useEffect(() => {
    document.title = t(`brand.${brand}`);
  }, [brand, t, i18n.language]);

  return useMemo(() => ({ onboardPlus, brand }), [onboardPlus, brand]);
}
