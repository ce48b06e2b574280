import type { Language } from '@vault/contract';

/*
 * Curated reference lists, with their labels in the product's three languages. Codes are stable: they
 * are stored on profiles, so a code is never renamed or reused; a retired entry is removed from the
 * list only once no profile points at it. Country and currency names are not here: ICU (Node's
 * `Intl.DisplayNames`) provides them in every language.
 */

export type Labels = Record<Language, string>;
export interface CuratedEntry {
  code: string;
  labels: Labels;
}

/**
 * Fund classifications, in the order the form shows them: regulatory wrappers first (UCITS, AIF),
 * then strategies and asset classes, then legal forms, with "Other" last. A fund may fit several;
 * the form asks for the main one. Taiwanese terms for `tw` (避險基金, 指數股票型基金), as the web
 * locales use.
 */
export const FUND_CLASSIFICATIONS: readonly CuratedEntry[] = [
  { code: 'UCITS', labels: { en: 'UCITS fund', zh: 'UCITS 基金（可转让证券集合投资计划）', tw: 'UCITS 基金（可轉讓證券集體投資計畫）' } },
  { code: 'AIF', labels: { en: 'Alternative investment fund (AIF)', zh: '另类投资基金（AIF）', tw: '另類投資基金（AIF）' } },
  { code: 'HEDGE_FUND', labels: { en: 'Hedge fund', zh: '对冲基金', tw: '避險基金' } },
  { code: 'PRIVATE_EQUITY', labels: { en: 'Private equity fund', zh: '私募股权基金', tw: '私募股權基金' } },
  { code: 'VENTURE_CAPITAL', labels: { en: 'Venture capital fund', zh: '风险投资基金', tw: '創業投資基金' } },
  { code: 'REAL_ESTATE', labels: { en: 'Real estate fund', zh: '房地产基金', tw: '不動產基金' } },
  { code: 'INFRASTRUCTURE', labels: { en: 'Infrastructure fund', zh: '基础设施基金', tw: '基礎建設基金' } },
  { code: 'MONEY_MARKET', labels: { en: 'Money market fund', zh: '货币市场基金', tw: '貨幣市場基金' } },
  { code: 'PENSION_FUND', labels: { en: 'Pension fund', zh: '养老基金', tw: '退休基金' } },
  { code: 'SOVEREIGN_WEALTH_FUND', labels: { en: 'Sovereign wealth fund', zh: '主权财富基金', tw: '主權財富基金' } },
  { code: 'MUTUAL_FUND', labels: { en: 'Mutual fund (open-ended)', zh: '开放式共同基金', tw: '開放式共同基金' } },
  { code: 'CLOSED_ENDED_FUND', labels: { en: 'Closed-ended fund', zh: '封闭式基金', tw: '封閉式基金' } },
  { code: 'ETF', labels: { en: 'Exchange-traded fund (ETF)', zh: '交易所交易基金（ETF）', tw: '指數股票型基金（ETF）' } },
  { code: 'FUND_OF_FUNDS', labels: { en: 'Fund of funds', zh: '基金中的基金（FOF）', tw: '組合型基金（FOF）' } },
  { code: 'OTHER', labels: { en: 'Other', zh: '其他', tw: '其他' } },
];

/**
 * Collateral a fund accepts against securities it lends, after the usual eligible-collateral
 * schedules of lending agreements: cash first, then securities from safest to riskiest, then
 * non-securities, with "Other" last.
 */
export const COLLATERAL_TYPES: readonly CuratedEntry[] = [
  { code: 'CASH', labels: { en: 'Cash', zh: '现金', tw: '現金' } },
  { code: 'GOVERNMENT_BONDS', labels: { en: 'Government bonds', zh: '政府债券', tw: '政府債券' } },
  { code: 'SUPRANATIONAL_AGENCY_BONDS', labels: { en: 'Supranational and agency bonds', zh: '超国家机构及政府机构债券', tw: '超國家機構及政府機構債券' } },
  { code: 'CORPORATE_BONDS', labels: { en: 'Corporate bonds', zh: '公司债券', tw: '公司債券' } },
  { code: 'EQUITIES', labels: { en: 'Equities', zh: '股票', tw: '股票' } },
  { code: 'MONEY_MARKET_FUND_UNITS', labels: { en: 'Money market fund units', zh: '货币市场基金份额', tw: '貨幣市場基金單位' } },
  { code: 'CERTIFICATES_OF_DEPOSIT', labels: { en: 'Certificates of deposit', zh: '存单', tw: '定期存單' } },
  { code: 'LETTERS_OF_CREDIT', labels: { en: 'Letters of credit', zh: '信用证', tw: '信用狀' } },
  { code: 'OTHER', labels: { en: 'Other', zh: '其他', tw: '其他' } },
];

/**
 * Sub-national jurisdictions where funds and fund companies are commonly formed, added to the
 * country list of the fund form. ICU has no names for subdivisions, so they are here; the label
 * puts the country's ICU name first so the entry sorts beside its country. Crown dependencies and
 * offshore centres (Jersey JE, Guernsey GG, Isle of Man IM, Cayman Islands KY, British Virgin
 * Islands VG, Bermuda BM) have their own ISO 3166-1 codes and come with the countries.
 */
export const FUND_SUBDIVISIONS: ReadonlyArray<CuratedEntry & { country: string }> = [
  { code: 'US-DE', country: 'US', labels: { en: 'Delaware', zh: '特拉华州', tw: '德拉瓦州' } },
  { code: 'US-NY', country: 'US', labels: { en: 'New York', zh: '纽约州', tw: '紐約州' } },
  { code: 'US-MA', country: 'US', labels: { en: 'Massachusetts', zh: '马萨诸塞州', tw: '麻薩諸塞州' } },
];

/** How a subdivision's label joins its country's name: 'United States – Delaware', '美国特拉华州'. */
export const SUBDIVISION_SEPARATOR: Labels = { en: ' – ', zh: '', tw: '' };

/**
 * ISO 4217 codes left out of the currency select: XTS is reserved for testing and XXX means "no
 * currency"; neither is money a customer holds.
 */
export const EXCLUDED_CURRENCIES: ReadonlySet<string> = new Set(['XTS', 'XXX']);

/**
 * Codes whose minor unit ISO 4217 gives as "N.A." (precious metals, SDR, bond-market units).
 * `currency-codes` reports these as 0 digits, which would read as "no decimals"; we omit the field.
 */
export const NO_MINOR_UNITS: ReadonlySet<string> = new Set(['XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XPD', 'XPT', 'XSU', 'XUA', 'XTS', 'XXX']);

/**
 * ISO 3166-1 proper has 249 codes; `i18n-iso-countries` also lists XK (Kosovo), a user-assigned
 * code outside the standard. Left out so the list stays the standard one.
 */
export const NON_ISO_COUNTRIES: ReadonlySet<string> = new Set(['XK']);
