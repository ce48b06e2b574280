import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE } from '@vault/contract';
import { NAMESPACES, resources } from '../../locales/resources';
import { readCookie } from '../storage/cookies';
import { resolveLanguage } from './languages';

/**
 * All three languages are bundled: they are small, and loading them over the network would add a
 * round trip before the first screen. Initialised synchronously so `i18n.t` works in the API
 * client and dialogs outside React too.
 */
void i18n.use(initReactI18next).init({
  resources,
  lng: resolveLanguage(readCookie(LANGUAGE_COOKIE)),
  fallbackLng: 'en',
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18n;
