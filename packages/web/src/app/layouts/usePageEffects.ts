import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { local } from '../../lib/storage/browserStorage';
import { LOCAL_KEYS } from '../../lib/storage/keys';
import { showMessageDialog } from '../../lib/ui/dialogs';
import { isPhoneUserAgent } from '../mobileNotice';
import { rootFontSizePx } from '../rootFontSize';

/** Root font size follows the viewport width (spec §9), so rem-based spacing scales on big screens. */
export function useRootFontSize(): void {
  useEffect(() => {
    const apply = () => {
      document.documentElement.style.fontSize = `${rootFontSizePx(window.innerWidth)}px`;
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);
}

/** 'We're sorry.' once per browser on a phone (spec §2). */
export function useMobileNotice(): void {
  const { t } = useTranslation('dialogs');
  useEffect(() => {
    if (!isPhoneUserAgent(navigator.userAgent) || local.get(LOCAL_KEYS.mobileNoticeShown) === 'true') return;
    local.set(LOCAL_KEYS.mobileNoticeShown, 'true');
    showMessageDialog({ kind: 'mobile', title: t('mobile.title'), content: t('mobile.text') });
  }, [t]);
}
