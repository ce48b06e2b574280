import type { Language } from '@vault/contract';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from './languages';

/**
 * The UI language, re-rendering on a change. Query keys of answers the server translates (reference
 * lists, messages) include it, so a language switch fetches them again in the new language.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return resolveLanguage(i18n.language);
}
