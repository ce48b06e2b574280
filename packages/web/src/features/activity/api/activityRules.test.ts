import { describe, expect, it } from 'vitest';
import { ACTIVITY_PAGE_SIZE, activityListBody, documentLabel, documentOptions, isCaseLive, orDash } from './activityRules';

const DOC_A = '11111111-1111-4111-8111-111111111111';
const DOC_B = '22222222-2222-4222-8222-222222222222';
const COMPANY = '33333333-3333-4333-8333-333333333333';

describe('activity filter', () => {
  it('sends only the filters that are set, with the page', () => {
    expect(activityListBody({ docId: null, companyId: null }, 1)).toEqual({ pageIndex: 1, pageSize: ACTIVITY_PAGE_SIZE });
    expect(activityListBody({ docId: DOC_A, companyId: null }, 3)).toEqual({ pageIndex: 3, pageSize: ACTIVITY_PAGE_SIZE, docId: DOC_A });
    expect(activityListBody({ docId: DOC_A, companyId: COMPANY }, 2)).toEqual({ pageIndex: 2, pageSize: ACTIVITY_PAGE_SIZE, docId: DOC_A, companyId: COMPANY });
  });

  it('offers owned documents by type and owner, plus documents only the log still names, once each, sorted', () => {
    const options = documentOptions(
      [{ docId: DOC_B, docTypeName: 'Utility bill', ownerName: 'Alice' }],
      [
        { docId: DOC_A, docTypeName: 'Passport' },
        { docId: DOC_A, docTypeName: 'Passport' },
        { docId: DOC_B, docTypeName: 'Utility bill' },
        { docId: null, docTypeName: null },
      ],
    );
    expect(options).toEqual([
      { docId: DOC_A, label: 'Passport' },
      { docId: DOC_B, label: 'Utility bill · Alice' },
    ]);
  });
});

describe('activity cells', () => {
  it('shows a dash for empty cells and keeps zero', () => {
    expect(orDash(null)).toBe('-');
    expect(orDash(undefined)).toBe('-');
    expect(orDash('')).toBe('-');
    expect(orDash(0)).toBe('0');
    expect(orDash('Northbridge Lending')).toBe('Northbridge Lending');
  });

  it('names the document with its version, or nothing for an event about no document', () => {
    expect(documentLabel({ docTypeName: 'Passport', version: 2 }, 'version')).toBe('Passport (version 2)');
    expect(documentLabel({ docTypeName: 'Passport', version: null }, 'version')).toBe('Passport');
    expect(documentLabel({ docTypeName: null, version: null }, 'version')).toBeNull();
  });

  it('lets only a case with a live grant be revoked', () => {
    const doc = (live: boolean) => ({ grantId: DOC_A, docId: DOC_A, docTypeName: 'Passport', version: 1, ownerName: 'Alice', live });
    expect(isCaseLive({ endedAt: null, documents: [doc(false), doc(true)] })).toBe(true);
    expect(isCaseLive({ endedAt: null, documents: [doc(false)] })).toBe(false);
    expect(isCaseLive({ endedAt: '2026-01-01T00:00:00.000Z', documents: [doc(true)] })).toBe(false);
  });
});
