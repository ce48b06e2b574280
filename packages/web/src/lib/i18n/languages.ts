import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@vault/contract';

/** The cookie (or account) value when it is one of ours, else the default (spec: en). */
export function resolveLanguage(value: string | null | undefined): Language {
  return LANGUAGES.find((lang) => lang === value) ?? DEFAULT_LANGUAGE;
}

/** BCP 47 tag for `<html lang>` so screen readers pick the right voice. */
export const HTML_LANG: Record<Language, string> = { en: 'en', zh: 'zh-CN', tw: 'zh-TW' };

/** dayjs locale names (loaded by lib/i18n/dayjsLocales.ts). */
export const DAYJS_LOCALE: Record<Language, string> = { en: 'en', zh: 'zh-cn', tw: 'zh-tw' };

