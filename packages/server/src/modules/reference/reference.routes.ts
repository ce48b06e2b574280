import {
  callingCodeOptionsSchema,
  codedOptionsSchema,
  countryOptionsSchema,
  currencyOptionsSchema,
  envelopeSchema,
  jurisdictionOptionsSchema,
  type Language,
} from '@vault/contract';
import type { ZodType } from 'zod';
import { requestLanguage } from '../../lib/language.js';
import { typed, type RouteModule } from '../../lib/routes.js';
import { ok } from '../../plugins/envelope.js';
import {
  listCallingCodes,
  listCollateralTypes,
  listCountries,
  listCurrencies,
  listFundClassifications,
  listJurisdictions,
} from './reference.service.js';

/** Reference lists behind the profile forms' selects; each needs a session and answers in the caller's language. */
export const referenceRoutes: RouteModule = (app) => {
  const r = typed(app);
  const list = <T>(url: string, summary: string, data: ZodType<T>, build: (language: Language) => T) =>
    r.get(url, {
      schema: { tags: ['reference'], summary, response: { 200: envelopeSchema(data) } },
      handler: async (request) => ok(build(requestLanguage(request))),
    });

  list('/select-option/country-select-option', 'ISO 3166-1 countries, sorted by name', countryOptionsSchema, listCountries);
  list('/select-option/currency-select-option', 'ISO 4217 currencies in use, sorted by name', currencyOptionsSchema, listCurrencies);
  list('/customer-user/country-codes', 'Telephone calling codes per country', callingCodeOptionsSchema, listCallingCodes);
  list('/customer-user/fund/country-iso', "ISO 3166-1 countries for the fund form's country picker", countryOptionsSchema, listCountries);
  list('/customer-user/fund/company-jurisdictions', 'Countries and sub-national jurisdictions where funds and companies are registered', jurisdictionOptionsSchema, listJurisdictions);
  list('/customer-user/fund/fund-classification', 'Fund classifications', codedOptionsSchema, listFundClassifications);
  list('/customer-user/fund/collateral-type', 'Securities-lending collateral types', codedOptionsSchema, listCollateralTypes);
};
