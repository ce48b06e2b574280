import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18n, { i18nReady } from './lib/i18n/i18n';
import { antdLocaleNow, loadAntdLocale } from './lib/i18n/antdLocale';
import { applyLanguage } from './lib/i18n/language';
import { resolveLanguage } from './lib/i18n/languages';
import { installFocusReturn } from './lib/ui/focusReturn';
import { App } from './app/App';
import { preloadShellPage } from './app/router/pages';
import { configQueryKey, fetchConfig } from './lib/config/config';
import { queryClient } from './lib/queryClient';
import { prefetchUserInfo } from './lib/session/userInfo';
import { isSignedIn } from './lib/storage/sessionStore';
import './app/styles.css';

installFocusReturn();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first screen's texts (a few kB, fetched in parallel with the app's chunks) arrive before the
// first render, so nothing flashes untranslated. A failed load still renders: keys show instead of
// texts, and the route's error page can offer a reload.
// Started beside the texts rather than after the first render: the deployment config every page
// waits for, and for a signed-in user their user info (silently: a failure is asked again, with its
// dialog, by the guard) and the shell's and the page's chunks.
void queryClient.prefetchQuery({ queryKey: configQueryKey, queryFn: fetchConfig, staleTime: Infinity });
if (isSignedIn()) {
  prefetchUserInfo();
  preloadShellPage(window.location.pathname);
}

const firstLanguage = resolveLanguage(i18n.language);
void Promise.all([i18nReady, loadAntdLocale(firstLanguage).catch(() => antdLocaleNow(firstLanguage))])
  .catch(() => undefined)
  .then(() => {
    // Dates, <html lang> and texts start in the language remembered in the `lang` cookie.
    applyLanguage(resolveLanguage(i18n.language));
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
