import type { CallingCodeOption, CountryOption, CurrencyOption, JurisdictionOption, Language, SelectOption } from '@vault/contract';
import currencyCodes from 'currency-codes';
import isoCountries from 'i18n-iso-countries';
import { getCountries as phoneCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import {
  COLLATERAL_TYPES,
  type CuratedEntry,
  EXCLUDED_CURRENCIES,
  FUND_CLASSIFICATIONS,
  FUND_SUBDIVISIONS,
  NO_MINOR_UNITS,
  NON_ISO_COUNTRIES,
  SUBDIVISION_SEPARATOR,
} from './reference.data.js';

/*
 * Code lists come from packages (ISO 3166-1: i18n-iso-countries; ISO 4217: currency-codes; calling
 * codes: libphonenumber-js), names from ICU in the caller's language. Everything is static, so each
 * list is built once per language and kept for the life of the process.
 */

/** ICU locale of each product language: `tw` is Traditional Chinese as written in Taiwan. */
const LOCALES: Record<Language, string> = { en: 'en', zh: 'zh-Hans', tw: 'zh-Hant' };
/** Where a name is missing in a language (ICU lacks a few rare currencies in zh-Hant), try these next. */
const FALLBACKS: Record<Language, Language[]> = { en: ['en'], zh: ['zh', 'en'], tw: ['tw', 'zh', 'en'] };

function cachedPerLanguage<T>(build: (language: Language) => T): (language: Language) => T {
  const cache = new Map<Language, T>();
  return (language) => {
    let value = cache.get(language);
    if (value === undefined) {
      value = build(language);
      cache.set(language, value);
    }
    return value;
  };
}

function displayName(type: 'region' | 'currency', code: string, language: Language): string | undefined {
  for (const lang of FALLBACKS[language]) {
    const name = new Intl.DisplayNames([LOCALES[lang]], { type, fallback: 'none' }).of(code);
    if (name) return name;
  }
  return undefined;
}

function sortByLabel<T extends { label: string }>(options: T[], language: Language): T[] {
  const collator = new Intl.Collator(LOCALES[language]);
  return options.sort((a, b) => collator.compare(a.label, b.label));
}

const countryCodes = (): string[] => Object.keys(isoCountries.getAlpha2Codes()).filter((code) => !NON_ISO_COUNTRIES.has(code));
const countryName = (code: string, language: Language): string => displayName('region', code, language) ?? code;

/** ISO 3166-1 countries, named and sorted in the language. */
export const listCountries = cachedPerLanguage((language): CountryOption[] =>
  sortByLabel(
    countryCodes().map((code) => ({
      value: code,
      label: countryName(code, language),
      alpha3: isoCountries.alpha2ToAlpha3(code) ?? '',
      numeric: isoCountries.alpha2ToNumeric(code) ?? '',
    })),
    language,
  ),
);

/** ISO 4217 currencies in use (List One less the testing and no-currency codes), sorted by name. */
export const listCurrencies = cachedPerLanguage((language): CurrencyOption[] =>
  sortByLabel(
    currencyCodes.data
      .filter((c) => !EXCLUDED_CURRENCIES.has(c.code))
      .map((c) => ({
        value: c.code,
        label: displayName('currency', c.code, language) ?? c.currency,
        ...(NO_MINOR_UNITS.has(c.code) ? {} : { minorUnits: c.digits }),
      })),
    language,
  ),
);

/** Telephone calling codes of the ISO countries that have one; countries sharing a code each appear. */
export const listCallingCodes = cachedPerLanguage((language): CallingCodeOption[] => {
  const iso = new Set(countryCodes());
  // libphonenumber also knows AC and TA (parts of SH with their own codes); ISO has no entry for them.
  const countries = phoneCountries().filter((code) => iso.has(code));
  return sortByLabel(
    countries.map((code: CountryCode) => {
      const value = `+${getCountryCallingCode(code)}`;
      return { value, country: code, label: `${countryName(code, language)} (${value})` };
    }),
    language,
  );
});

/** Where funds and companies are registered: every country plus common sub-national fund domiciles. */
export const listJurisdictions = cachedPerLanguage((language): JurisdictionOption[] => {
  const countries = listCountries(language).map((c) => ({ value: c.value, label: c.label, country: c.value }));
  const subdivisions = FUND_SUBDIVISIONS.map((s) => ({
    value: s.code,
    label: `${countryName(s.country, language)}${SUBDIVISION_SEPARATOR[language]}${s.labels[language]}`,
    country: s.country,
  }));
  return sortByLabel([...countries, ...subdivisions], language);
});

const curated = (entries: readonly CuratedEntry[]) =>
  cachedPerLanguage((language): SelectOption[] => entries.map((e) => ({ value: e.code, label: e.labels[language] })));

/** Fund classifications in their documented order (reference.data.ts). */
export const listFundClassifications = curated(FUND_CLASSIFICATIONS);
/** Securities-lending collateral types in their documented order (reference.data.ts). */
export const listCollateralTypes = curated(COLLATERAL_TYPES);
