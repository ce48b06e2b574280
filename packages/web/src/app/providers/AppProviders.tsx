import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocaleNow, loadAntdLocale } from '../../lib/i18n/antdLocale';
import { resolveLanguage } from '../../lib/i18n/languages';
import { queryClient } from '../../lib/queryClient';
import { feedbackWanted, subscribeFeedbackWanted } from '../../lib/ui/feedback';

/**
 * Brand colours, and text colours dark enough for WCAG AA (4.5:1) on white and on the page grey:
 * antd's defaults for secondary text, labels, placeholders and error or success text fall short.
 */
const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1f4e79',
    colorLink: '#0b57d0',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorError: '#cf1322',
    colorSuccessText: '#237804',
  },
};

/**
 * Someone whose system asks for less motion gets none (WCAG 2.3.3): antd's animations are turned off, and so is the
 * ripple a click leaves on a button (the wave, a 2 s fade that `motion: false` keeps).
 */
const reducedMotion = (): boolean => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const NO_WAVE = { disabled: true } as const;

const FeedbackBridge = lazy(() => import('../../lib/ui/FeedbackBridge'));

/**
 * Hands antd's context-aware message and modal APIs to non-React code (lib/ui/feedback), from the
 * first toast or dialog on: the first screen does not wait for their code.
 */
function FeedbackHost() {
  const wanted = useSyncExternalStore(subscribeFeedbackWanted, feedbackWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackBridge />
    </Suspense>
  ) : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const [locale, setLocale] = useState(() => antdLocaleNow(language));
  const still = useMemo(reducedMotion, []);
  const theme = useMemo<ThemeConfig>(() => (still ? { ...THEME, token: { ...THEME.token, motion: false } } : THEME), [still]);
  useEffect(() => {
    let current = true;
    // A failed chunk keeps the previous locale: only antd's own few texts stay in that language.
    loadAntdLocale(language).then((next) => current && setLocale(next), () => undefined);
    return () => {
      current = false;
    };
  }, [language]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={theme} wave={still ? NO_WAVE : undefined}>
        <FeedbackHost />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
