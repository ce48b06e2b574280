import { z } from 'zod';

/*
 * Reference data behind the select options of the profile forms. Every list answers in the caller's
 * language; `value` is the stable code to store, `label` is for display only.
 */

const alpha2 = z.string().regex(/^[A-Z]{2}$/).describe('ISO 3166-1 alpha-2 country code');

/** One choice of a select: a stable code and its name in the caller's language. */
export const selectOptionSchema = z.object({
  value: z.string().describe('Stable code to store'),
  label: z.string().describe("Name in the caller's language"),
});
export type SelectOption = z.infer<typeof selectOptionSchema>;

/** GET /select-option/country-select-option and /customer-user/fund/country-iso: ISO 3166-1 countries, sorted by label. */
export const countryOptionSchema = selectOptionSchema.extend({
  value: alpha2,
  alpha3: z.string().regex(/^[A-Z]{3}$/).describe('ISO 3166-1 alpha-3 code'),
  numeric: z.string().regex(/^\d{3}$/).describe('ISO 3166-1 numeric code, three digits with leading zeros'),
});
export type CountryOption = z.infer<typeof countryOptionSchema>;
export const countryOptionsSchema = z.array(countryOptionSchema);

/** GET /select-option/currency-select-option: ISO 4217 currencies in use, sorted by label. */
export const currencyOptionSchema = selectOptionSchema.extend({
  value: z.string().regex(/^[A-Z]{3}$/).describe('ISO 4217 alphabetic code'),
  minorUnits: z.number().int().min(0).optional().describe('Decimal places of the minor unit; absent where ISO 4217 says not applicable (gold, SDR)'),
});
export type CurrencyOption = z.infer<typeof currencyOptionSchema>;
export const currencyOptionsSchema = z.array(currencyOptionSchema);

/** GET /customer-user/country-codes: one entry per country with a telephone calling code, sorted by label. */
export const callingCodeOptionSchema = z.object({
  value: z.string().regex(/^\+\d{1,4}$/).describe("Calling code with '+', e.g. '+44'; countries may share one"),
  country: alpha2,
  label: z.string().describe("Country name and code, e.g. 'United Kingdom (+44)'"),
});
export type CallingCodeOption = z.infer<typeof callingCodeOptionSchema>;
export const callingCodeOptionsSchema = z.array(callingCodeOptionSchema);

/** GET /customer-user/fund/company-jurisdictions: countries plus sub-national fund jurisdictions, sorted by label. */
export const jurisdictionOptionSchema = selectOptionSchema.extend({
  value: z.string().regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/).describe('ISO 3166-1 alpha-2 for a country, ISO 3166-2 for a subdivision (US-DE)'),
  country: alpha2.describe('The country the jurisdiction belongs to'),
});
export type JurisdictionOption = z.infer<typeof jurisdictionOptionSchema>;
export const jurisdictionOptionsSchema = z.array(jurisdictionOptionSchema);

/** GET /customer-user/fund/fund-classification and /fund/collateral-type: curated lists, in their documented order. */
export const codedOptionsSchema = z.array(
  selectOptionSchema.extend({ value: z.string().regex(/^[A-Z][A-Z0-9_]*$/).describe('Stable upper-case code') }),
);
