import { LANGUAGE_COOKIE, type Language, type languageRequestSchema } from '@vault/contract';
import dayjs from 'dayjs';
import './dayjsLocales';
import { request } from '../api/client';
import { ignoredData, type SchemaInput } from '../api/schema';
import i18n from './i18n';
import { DAYJS_LOCALE, HTML_LANG, resolveLanguage } from './languages';
import { writeYearCookie } from '../storage/cookies';
import { isSignedIn } from '../storage/sessionStore';

/** The UI language now showing. */
export function currentLanguage(): Language {
  return resolveLanguage(i18n.language);
}

/** Applies a language to the page: texts, dates and `<html lang>`. */
export function applyLanguage(language: Language): void {
  void i18n.changeLanguage(language);
  dayjs.locale(DAYJS_LOCALE[language]);
  document.documentElement.lang = HTML_LANG[language];
}

/** POST /customer-user/language: remember the choice on the account as well (signed in only). */
function saveAccountLanguage(language: Language) {
  // Checked by its type (a Language is one of the schema's values), not by zod, which the first
  // screen does not load.
  const body = { language } satisfies SchemaInput<typeof languageRequestSchema>;
  return request('/customer-user/language', ignoredData, { method: 'POST', body });
}

/**
 * The user picked a language: show it, keep it in the `lang` cookie for a year (the server reads
 * it for its messages) and on the account when signed in.
 */
export async function changeLanguage(language: Language): Promise<void> {
  applyLanguage(language);
  writeYearCookie(LANGUAGE_COOKIE, language);
  if (isSignedIn()) await saveAccountLanguage(language);
}

/** After sign-in: the language the user chose on the login page wins over the account's old one. */
export async function syncAccountLanguage(accountLanguage: string): Promise<void> {
  const language = currentLanguage();
  if (accountLanguage === language) return;
  try {
    await saveAccountLanguage(language);
  } catch {
    // Already reported by the API client; the page keeps the chosen language either way.
  }
}
