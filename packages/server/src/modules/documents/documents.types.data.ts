import type { Names, StoredProperty } from './documents.table.js';

/**
 * The document types the product knows (spec §3 codes, ARCHITECTURE §7), seeded idempotently at start.
 * Changing a name or a template here updates every database on its next start.
 */

const INDIVIDUAL = 0;
const CORPORATE = 1;
const FUND = 2;

export const CATEGORIES: { code: string; names: Names; sort: number }[] = [
  { code: 'IDENTITY', names: { en: 'Identity documents', zh: '身份证明文件', tw: '身分證明文件' }, sort: 1 },
  { code: 'ADDRESS', names: { en: 'Proof of address', zh: '地址证明', tw: '地址證明' }, sort: 2 },
  { code: 'FINANCIAL', names: { en: 'Financial documents', zh: '财务文件', tw: '財務文件' }, sort: 3 },
  { code: 'CORPORATE', names: { en: 'Corporate documents', zh: '公司文件', tw: '公司文件' }, sort: 4 },
  { code: 'FUND', names: { en: 'Fund documents', zh: '基金文件', tw: '基金文件' }, sort: 5 },
];

const dateOfIssue: StoredProperty = {
  name: 'dateOfIssue',
  type: 'date',
  validations: ['not-blank', 'not-future'],
  displayName: { en: 'Date of Issue', zh: '签发日期', tw: '簽發日期' },
  tips: {
    en: 'The date the document was issued, as printed on it. It cannot be in the future.',
    zh: '文件上印有的签发日期，不能晚于今天。',
    tw: '文件上印有的簽發日期，不能晚於今天。',
  },
};

const dateOfExpiry: StoredProperty = {
  name: 'dateOfExpiry',
  type: 'date',
  validations: ['not-blank', 'not-past'],
  displayName: { en: 'Date of Expiry', zh: '到期日期', tw: '到期日期' },
  tips: {
    en: 'The date the document expires, as printed on it. An expired document cannot be uploaded.',
    zh: '文件上印有的到期日期。已过期的文件不能上传。',
    tw: '文件上印有的到期日期。已過期的文件不能上傳。',
  },
};

/** Statements and bills carry the date they were issued; the two dates belong to identity documents. */
const statementDate: StoredProperty = {
  ...dateOfIssue,
  tips: {
    en: 'The date on the statement or bill. It cannot be in the future.',
    zh: '对账单或账单上的日期，不能晚于今天。',
    tw: '對帳單或帳單上的日期，不能晚於今天。',
  },
};

export interface DocumentTypeSeed {
  code: string;
  categoryCode: string;
  names: Names;
  holders: number[];
  imageOnly: boolean;
  recognition: boolean;
  properties: StoredProperty[];
  retentionYears: number;
}

const identity = (code: string, names: Names, imageOnly: boolean, recognition: boolean): DocumentTypeSeed => ({
  code,
  categoryCode: 'IDENTITY',
  names,
  holders: [INDIVIDUAL],
  imageOnly,
  recognition,
  properties: [dateOfIssue, dateOfExpiry],
  // Customer due-diligence records are kept five years after the relationship ends (UK MLR 2017 reg. 40).
  retentionYears: 5,
});

const dated = (code: string, categoryCode: string, names: Names, holders: number[], retentionYears: number, property = dateOfIssue): DocumentTypeSeed => ({
  code,
  categoryCode,
  names,
  holders,
  imageOnly: false,
  recognition: false,
  properties: [property],
  retentionYears,
});

export const DOCUMENT_TYPES: DocumentTypeSeed[] = [
  identity('PP', { en: 'Passport', zh: '护照', tw: '護照' }, true, true),
  identity('DL', { en: 'Driving Licence', zh: '驾驶执照', tw: '駕駛執照' }, true, true),
  identity('RTWV', { en: 'Right to Work Visa', zh: '工作签证', tw: '工作簽證' }, false, false),
  identity('NC', { en: 'National Identity Card', zh: '国民身份证', tw: '國民身分證' }, false, true),
  dated('UB', 'ADDRESS', { en: 'Utility Bill', zh: '水电煤账单', tw: '水電煤帳單' }, [INDIVIDUAL, CORPORATE, FUND], 5, statementDate),
  dated('BS1', 'ADDRESS', { en: 'Bank Statement', zh: '银行对账单', tw: '銀行對帳單' }, [INDIVIDUAL, CORPORATE, FUND], 5, statementDate),
  dated('BFS', 'FINANCIAL', { en: 'Bank Financial Statement', zh: '银行财务报表', tw: '銀行財務報表' }, [CORPORATE, FUND], 7, statementDate),
  dated('FCA', 'FINANCIAL', { en: 'Filed Corporate Accounts', zh: '已提交的公司账目', tw: '已提交的公司帳目' }, [CORPORATE], 7),
  dated('COS', 'CORPORATE', { en: 'Company Ownership Structure', zh: '公司股权结构', tw: '公司股權結構' }, [CORPORATE, FUND], 10),
  dated('COI', 'CORPORATE', { en: 'Certificate of Incorporation', zh: '公司注册证书', tw: '公司註冊證書' }, [CORPORATE, FUND], 10),
  dated('MAA', 'CORPORATE', { en: 'Memorandum and Articles of Association', zh: '公司章程大纲及细则', tw: '公司章程大綱及細則' }, [CORPORATE], 10),
  dated('ROD', 'CORPORATE', { en: 'Register of Directors', zh: '董事名册', tw: '董事名冊' }, [CORPORATE, FUND], 10),
  dated('FR', 'FUND', { en: 'Financial Report', zh: '财务报告', tw: '財務報告' }, [FUND], 7),
  dated('FPF', 'FUND', { en: 'Fund Prospectus', zh: '基金招募说明书', tw: '基金公開說明書' }, [FUND], 10),
];
