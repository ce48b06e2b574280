import {
  callingCodeOptionsSchema,
  codedOptionsSchema,
  countryOptionsSchema,
  currencyOptionsSchema,
  jurisdictionOptionsSchema,
} from '@vault/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import type { ResponseSchema } from '../api/schema';
import { useLanguage } from '../i18n/useLanguage';

/**
 * Reference lists behind the select options of the profile forms. The server answers in the
 * language of the `lang` cookie, so each list is kept per language and fetched again on a switch;
 * within a language they only change with a deployment.
 */
function referenceList<T>(name: string, path: string, schema: ResponseSchema<T>) {
  return function useReferenceList() {
    const language = useLanguage();
    return useQuery({
      queryKey: ['reference', name, language],
      queryFn: () => request(path, schema),
      staleTime: Infinity,
    });
  };
}

/** GET /select-option/country-select-option: ISO 3166-1 countries (addresses, nationality). */
export const useCountryOptions = referenceList('countries', '/select-option/country-select-option', countryOptionsSchema);
/** GET /customer-user/fund/country-iso: the fund form's countries. */
export const useFundCountryOptions = referenceList('fundCountries', '/customer-user/fund/country-iso', countryOptionsSchema);
/** GET /select-option/currency-select-option: ISO 4217 currencies. */
export const useCurrencyOptions = referenceList('currencies', '/select-option/currency-select-option', currencyOptionsSchema);
/** GET /customer-user/country-codes: telephone calling codes ('+44'). */
export const useCallingCodeOptions = referenceList('callingCodes', '/customer-user/country-codes', callingCodeOptionsSchema);
/** GET /customer-user/fund/company-jurisdictions: countries and sub-national jurisdictions. */
export const useJurisdictionOptions = referenceList('jurisdictions', '/customer-user/fund/company-jurisdictions', jurisdictionOptionsSchema);
/** GET /customer-user/fund/fund-classification. */
export const useFundClassificationOptions = referenceList('fundClassifications', '/customer-user/fund/fund-classification', codedOptionsSchema);
/** GET /customer-user/fund/collateral-type. */
export const useCollateralTypeOptions = referenceList('collateralTypes', '/customer-user/fund/collateral-type', codedOptionsSchema);
