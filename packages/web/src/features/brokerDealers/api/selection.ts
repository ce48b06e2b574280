/** Add broker-dealers (spec paid §4): a select and deselect toggle over the companies found. */
export function toggleSelected<T extends { companyId: string }>(selected: readonly T[], company: T): T[] {
  return selected.some((s) => s.companyId === company.companyId) ? selected.filter((s) => s.companyId !== company.companyId) : [...selected, company];
}
