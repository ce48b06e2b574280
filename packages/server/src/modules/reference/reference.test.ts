import type { CallingCodeOption, CountryOption, CurrencyOption, JurisdictionOption, Language, SelectOption } from '@vault/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';

const LOCALES: Record<Language, string> = { en: 'en', zh: 'zh-Hans', tw: 'zh-Hant' };
const LANGUAGES: Language[] = ['en', 'zh', 'tw'];
const PATHS = [
  '/select-option/country-select-option',
  '/select-option/currency-select-option',
  '/customer-user/country-codes',
  '/customer-user/fund/country-iso',
  '/customer-user/fund/company-jurisdictions',
  '/customer-user/fund/fund-classification',
  '/customer-user/fund/collateral-type',
];

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await createTestApp();
  c = new Client(t);
  await c.signIn(DEMO.alice, DEMO.password);
});
afterAll(() => t.close());

/** GETs a list in a language and checks the envelope. */
async function list<T>(path: string, language: Language = 'en'): Promise<T[]> {
  c.language = language;
  const { status, body } = await c.call<T[]>('GET', path);
  expect(status).toBe(200);
  expect(body).toMatchObject({ success: true, errorCode: null, errorMsg: null });
  return body.data!;
}

function expectSortedByLabel(options: Array<{ label: string }>, language: Language) {
  const collator = new Intl.Collator(LOCALES[language]);
  const labels = options.map((o) => o.label);
  expect(labels).toEqual([...labels].sort(collator.compare));
}

const byValue = <T extends { value: string }>(options: T[], value: string) => options.find((o) => o.value === value);

describe('reference lists', () => {
  it.each(PATHS)('%s answers 401 without a session', async (path) => {
    const { status, body } = await new Client(t).call('GET', path);
    expect(status).toBe(401);
    expect(body.errorCode).toBe('00000401');
  });

  it('lists the 249 ISO 3166-1 countries with alpha-3 and numeric codes', async () => {
    const countries = await list<CountryOption>('/select-option/country-select-option');
    expect(countries).toHaveLength(249);
    expect(new Set(countries.map((o) => o.value)).size).toBe(249);
    expect(byValue(countries, 'GB')).toEqual({ value: 'GB', label: 'United Kingdom', alpha3: 'GBR', numeric: '826' });
    expect(byValue(countries, 'AF')?.numeric).toBe('004');
    expect(byValue(countries, 'XK')).toBeUndefined();
    expect(await list('/customer-user/fund/country-iso')).toEqual(countries);
  });

  it.each([
    ['zh', '英国', '开曼群岛'],
    ['tw', '英國', '開曼群島'],
  ] as const)('names and sorts countries in %s', async (language, gb, ky) => {
    const countries = await list<CountryOption>('/select-option/country-select-option', language);
    expect(byValue(countries, 'GB')?.label).toBe(gb);
    expect(byValue(countries, 'KY')?.label).toBe(ky);
    expectSortedByLabel(countries, language);
  });

  it.each(LANGUAGES)('lists ISO 4217 currencies with minor units, sorted in %s', async (language) => {
    const currencies = await list<CurrencyOption>('/select-option/currency-select-option', language);
    expect(currencies.map((o) => o.value)).toEqual(expect.arrayContaining(['GBP', 'USD', 'EUR', 'CNY', 'HKD', 'JPY']));
    expect(currencies.map((o) => o.value)).not.toContain('XTS');
    expect(currencies.every((o) => o.label && o.label !== o.value)).toBe(true);
    expectSortedByLabel(currencies, language);
    expect(byValue(currencies, 'GBP')?.minorUnits).toBe(2);
    expect(byValue(currencies, 'JPY')?.minorUnits).toBe(0);
    expect(byValue(currencies, 'KWD')?.minorUnits).toBe(3);
    expect(byValue(currencies, 'XAU')).not.toHaveProperty('minorUnits');
  });

  it('translates currency names', async () => {
    const names = async (language: Language) => {
      const currencies = await list<CurrencyOption>('/select-option/currency-select-option', language);
      return ['GBP', 'CNY', 'HKD'].map((code) => byValue(currencies, code)?.label);
    };
    expect(await names('en')).toEqual(['British Pound', 'Chinese Yuan', 'Hong Kong Dollar']);
    expect(await names('zh')).toEqual(['英镑', '人民币', '港元']);
    expect(await names('tw')).toEqual(['英鎊', '人民幣', '港幣']);
  });

  it('gives calling codes per country, including countries that share one', async () => {
    const codes = await list<CallingCodeOption>('/customer-user/country-codes');
    const of = (country: string) => codes.find((o) => o.country === country);
    expect(of('GB')).toEqual({ value: '+44', country: 'GB', label: 'United Kingdom (+44)' });
    expect(of('HK')?.value).toBe('+852');
    expect(of('JE')?.value).toBe('+44');
    expect(of('US')?.value).toBe('+1');
    expect(of('CA')?.value).toBe('+1');
    expect(codes.length).toBeGreaterThan(235);
    expect(new Set(codes.map((o) => o.country)).size).toBe(codes.length);
    expectSortedByLabel(codes, 'en');
    const tw = await list<CallingCodeOption>('/customer-user/country-codes', 'tw');
    expect(tw.find((o) => o.country === 'GB')?.label).toBe('英國 (+44)');
  });

  it('lists jurisdictions: every country plus US fund states, sorted beside their country', async () => {
    const jurisdictions = await list<JurisdictionOption>('/customer-user/fund/company-jurisdictions');
    expect(jurisdictions).toHaveLength(249 + 3);
    expect(jurisdictions.map((o) => o.value)).toEqual(expect.arrayContaining(['KY', 'LU', 'IE', 'GG', 'JE', 'IM', 'VG', 'BM', 'HK', 'SG', 'US-DE', 'US-NY', 'US-MA']));
    expect(byValue(jurisdictions, 'US-DE')).toEqual({ value: 'US-DE', label: 'United States – Delaware', country: 'US' });
    const us = jurisdictions.findIndex((o) => o.value === 'US');
    expect(jurisdictions.slice(us, us + 4).map((o) => o.value)).toEqual(['US', 'US-DE', 'US-MA', 'US-NY']);
    expectSortedByLabel(jurisdictions, 'en');
    const zh = await list<JurisdictionOption>('/customer-user/fund/company-jurisdictions', 'zh');
    expect(byValue(zh, 'US-DE')?.label).toBe('美国特拉华州');
    expectSortedByLabel(zh, 'zh');
  });

  it.each(['/customer-user/fund/fund-classification', '/customer-user/fund/collateral-type'])(
    '%s has unique codes, the same order and a label in every language',
    async (path) => {
      const en = await list<SelectOption>(path, 'en');
      const zh = await list<SelectOption>(path, 'zh');
      const tw = await list<SelectOption>(path, 'tw');
      const codes = en.map((o) => o.value);
      expect(new Set(codes).size).toBe(codes.length);
      expect(codes.at(-1)).toBe('OTHER');
      for (const options of [en, zh, tw]) {
        expect(options.map((o) => o.value)).toEqual(codes);
        expect(options.every((o) => /^[A-Z][A-Z0-9_]*$/.test(o.value) && o.label.trim().length > 0)).toBe(true);
      }
      expect(zh.map((o) => o.label)).not.toEqual(en.map((o) => o.label));
      expect(tw.map((o) => o.label)).not.toEqual(zh.map((o) => o.label));
    },
  );

  it('includes the documented fund classifications and collateral types', async () => {
    const classifications = await list<SelectOption>('/customer-user/fund/fund-classification', 'tw');
    expect(byValue(classifications, 'HEDGE_FUND')?.label).toBe('避險基金');
    expect(classifications.map((o) => o.value)).toEqual(expect.arrayContaining(['UCITS', 'AIF', 'PRIVATE_EQUITY', 'MONEY_MARKET', 'ETF', 'FUND_OF_FUNDS']));
    const collateral = await list<SelectOption>('/customer-user/fund/collateral-type');
    expect(collateral.map((o) => o.value)).toEqual(expect.arrayContaining(['CASH', 'GOVERNMENT_BONDS', 'CORPORATE_BONDS', 'EQUITIES', 'LETTERS_OF_CREDIT', 'MONEY_MARKET_FUND_UNITS']));
  });
});
