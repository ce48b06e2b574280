import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { brandOf, isOnboardPlus, keepsOnboardPlus } from '../../lib/branding/branding';
import { decodeInvitationLink } from '../../features/invite/api/invitationLink';
import type { BrandingValue } from '../../lib/branding/BrandingContext';
import type { AppConfig } from '../../lib/config/config';
import { local } from '../../lib/storage/browserStorage';
import { LOCAL_KEYS } from '../../lib/storage/keys';

const INVITATION_PATH = '/onboardplus/invite';

/**
 * Branding (spec §1): onboard-plus follows the deployment config, the stored flag or an address
 * containing onboardplus. Once seen it is stored, so the shell keeps the branding on /manage pages.
 * An invitation page shows the inviting company's branding from its link and stores nothing.
 * Sets the page title.
 */
export function useBrandingValue(config: AppConfig | undefined, pathname: string): BrandingValue {
  const { t, i18n } = useTranslation();
  const storedFlag = local.get(LOCAL_KEYS.onboardPlus) === 'true';
  const onInvitationPage = pathname === INVITATION_PATH;
  const invitationBrand = onInvitationPage ? (decodeInvitationLink(new URLSearchParams(window.location.search).get('data'))?.brand ?? null) : null;
  const onboardPlus = isOnboardPlus({ storedFlag, configValue: config?.get('onboardPlus'), href: window.location.href, invitationBrand });
  const brand = brandOf(onboardPlus);

  useEffect(() => {
    if (keepsOnboardPlus(onboardPlus, onInvitationPage) && local.get(LOCAL_KEYS.onboardPlus) !== 'true') local.set(LOCAL_KEYS.onboardPlus, 'true');
  }, [onboardPlus, onInvitationPage, pathname]);

  useEffect(() => {
    document.title = t(`brand.${brand}`);
  }, [brand, t, i18n.language]);

  return useMemo(() => ({ onboardPlus, brand }), [onboardPlus, brand]);
}
