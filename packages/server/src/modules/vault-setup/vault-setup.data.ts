import type { CuratedEntry } from '../reference/reference.data.js';

/**
 * Company types offered by the vault set-up's company step (GET /customer-user/company-types), in the order
 * shown: the common limited-liability forms first, then partnerships and other legal forms, "Other" last.
 * Codes are stored on administered_corporates, so a code is never renamed or reused.
 */
export const COMPANY_TYPES: readonly CuratedEntry[] = [
  { code: 'PRIVATE_LIMITED', labels: { en: 'Private limited company', zh: '私人有限公司', tw: '私人有限公司' } },
  { code: 'PUBLIC_LIMITED', labels: { en: 'Public limited company', zh: '公众有限公司', tw: '公開有限公司' } },
  { code: 'LLC', labels: { en: 'Limited liability company (LLC)', zh: '有限责任公司（LLC）', tw: '有限責任公司（LLC）' } },
  { code: 'LLP', labels: { en: 'Limited liability partnership (LLP)', zh: '有限责任合伙（LLP）', tw: '有限責任合夥（LLP）' } },
  { code: 'LIMITED_PARTNERSHIP', labels: { en: 'Limited partnership', zh: '有限合伙', tw: '有限合夥' } },
  { code: 'GENERAL_PARTNERSHIP', labels: { en: 'General partnership', zh: '普通合伙', tw: '普通合夥' } },
  { code: 'SOLE_PROPRIETORSHIP', labels: { en: 'Sole proprietorship', zh: '个人独资企业', tw: '獨資企業' } },
  { code: 'TRUST', labels: { en: 'Trust', zh: '信托', tw: '信託' } },
  { code: 'FOUNDATION', labels: { en: 'Foundation', zh: '基金会', tw: '基金會' } },
  { code: 'CHARITY', labels: { en: 'Charity or non-profit', zh: '慈善或非营利组织', tw: '慈善或非營利組織' } },
  { code: 'OTHER', labels: { en: 'Other', zh: '其他', tw: '其他' } },
];
