import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import type { Locale } from 'antd/es/locale';
import type { Language } from '@vault/contract';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../lib/i18n/languages';
import { queryClient } from '../../lib/queryClient';
import { setFeedbackApi } from '../../lib/ui/feedback';

const ANTD_LOCALES: Record<Language, Locale> = { en: enUS, zh: zhCN, tw: zhTW };

/** Hands antd's context-aware message and modal APIs to non-React code (lib/ui/feedback). */
function FeedbackBridge() {
  const api = AntApp.useApp();
  // Sibling effects run in order, so this lands before any page below can make a call.
  useEffect(() => setFeedbackApi(api), [api]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALES[language]} theme={{ token: { colorPrimary: '#1f4e79', colorLink: '#0b57d0' } }}>
        <AntApp>
          <FeedbackBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
