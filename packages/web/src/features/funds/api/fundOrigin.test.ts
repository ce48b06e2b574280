import { describe, expect, it } from 'vitest';
import { fileTypeLabel, isOfficeFile, pageTotal } from './fundDisplay';
import { deleteTokenFlag, fundOriginSchema } from './fundOrigin';

describe('View Fund', () => {
  it('keeps the client manager token (NO) only when the session is the client manager\'s own (spec paid §4)', () => {
    expect(deleteTokenFlag({ paid: true, clientManagerToken: 'm' })).toBe('NO');
    expect(deleteTokenFlag({ paid: false, clientManagerToken: null })).toBe('YES');
    expect(deleteTokenFlag({ paid: true, clientManagerToken: null })).toBe('YES');
    expect(deleteTokenFlag(null)).toBe('YES');
  });

  it('returns only to a vault page of the paid shell', () => {
    const origin = { path: '/vaults/parent-funds', agentProfileId: '00000000-0000-4000-8000-000000000001', agentName: 'Northbridge Lending', fundName: 'Feeder B' };
    expect(fundOriginSchema.safeParse(origin).success).toBe(true);
    expect(fundOriginSchema.safeParse({ ...origin, path: 'https://evil.example/' }).success).toBe(false);
    expect(fundOriginSchema.safeParse({ ...origin, path: '//evil.example/vaults/' }).success).toBe(false);
  });
});

describe('fund document display', () => {
  it('labels links, office files and page totals', () => {
    expect(fileTypeLabel({ fileType: 'PDF', url: null })).toBe('PDF');
    expect(fileTypeLabel({ fileType: 'PDF', url: 'https://example.com/a.pdf' })).toBe('URL');
    expect(isOfficeFile('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'a.xlsx')).toBe(true);
    expect(isOfficeFile('application/pdf', 'a.pdf')).toBe(false);
    expect(pageTotal([{ pageCount: 2 }, { pageCount: 3 }])).toBe(5);
  });
});
