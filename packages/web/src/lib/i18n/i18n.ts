import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE } from '@vault/contract';
import { NAMESPACES } from '../../locales/namespaces';
import { readCookie } from '../storage/cookies';
import { resolveLanguage } from './languages';

/**
 * Each language and namespace is its own small chunk, fetched when first used: the login page
 * downloads only the namespaces it shows, in the language showing (issue 13: login route <= 250 kB).
 * `main.tsx` awaits `i18nReady` (the first-screen namespaces, in the current language and English
 * as fallback) before rendering, so `i18n.t` works synchronously in the API client and dialogs.
 * Other namespaces load on first `useTranslation(ns)`, which suspends until then.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const lazyResources: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Namespaces the API client, the session dialogs and the public pages use outside React. */
export const FIRST_SCREEN_NAMESPACES = ['common', 'auth', 'validation', 'dialogs'] as const;

export const i18nReady: Promise<unknown> = i18n
  .use(lazyResources)
  .use(initReactI18next)
  .init({
    lng: resolveLanguage(readCookie(LANGUAGE_COOKIE)),
    fallbackLng: 'en',
    supportedLngs: ['en', 'zh', 'tw'],
    ns: [...FIRST_SCREEN_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    // The shell asks for every namespace at once (app/router/pages.ts); i18next reads 10 at a time by
    // default, so the second half waited for the first and the page's calls waited for both.
    maxParallelReads: 64,
  });

/** Loads namespaces ahead of use (a page about to show), in the current language and the fallback. */
export function preloadNamespaces(namespaces: readonly (typeof NAMESPACES)[number][]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

export default i18n;
