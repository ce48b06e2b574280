import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { Language } from '@vault/contract';

/**
 * antd's own texts (pickers, pagination, modal buttons) per language. English is bundled; the
 * Chinese ones are chunks fetched when the language is first shown, so the login page in English
 * downloads neither.
 */
const loaders: Record<Language, () => Promise<Locale>> = {
  en: () => Promise.resolve(enUS),
  zh: () => import('antd/es/locale/zh_CN').then((m) => m.default),
  tw: () => import('antd/es/locale/zh_TW').then((m) => m.default),
};

const loaded = new Map<Language, Locale>([['en', enUS]]);

/** The locale if already here, else English until `loadAntdLocale` resolves. */
export function antdLocaleNow(language: Language): Locale {
  return loaded.get(language) ?? enUS;
}

export async function loadAntdLocale(language: Language): Promise<Locale> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const locale = await loaders[language]();
  loaded.set(language, locale);
  return locale;
}
