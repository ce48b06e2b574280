import { ORGANISATION_ACTIVITY_KINDS } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { isFiltered, NO_ORGANISATION_FILTER, ORGANISATION_KIND_COLOURS, organisationActivityBody } from './organisationActivityRules';

describe('the organisation Activity Log body', () => {
  it('sends only the filters that are set', () => {
    expect(organisationActivityBody(NO_ORGANISATION_FILTER, 1)).toEqual({ pageIndex: 1, pageSize: 20 });
    const filter = { accountId: 'a', kinds: ['VIEWED' as const], customerProfileId: 'c', from: '2026-01-01', to: '2026-01-31' };
    expect(organisationActivityBody(filter, 3)).toEqual({ pageIndex: 3, pageSize: 20, accountId: 'a', kinds: ['VIEWED'], customerProfileId: 'c', from: '2026-01-01', to: '2026-01-31' });
  });

  it('knows when a filter is set', () => {
    expect(isFiltered(NO_ORGANISATION_FILTER)).toBe(false);
    expect(isFiltered({ ...NO_ORGANISATION_FILTER, to: '2026-01-31' })).toBe(true);
    expect(isFiltered({ ...NO_ORGANISATION_FILTER, kinds: ['USER_INVITED'] })).toBe(true);
  });

  it('has a colour for every kind', () => {
    expect(Object.keys(ORGANISATION_KIND_COLOURS).sort()).toEqual([...ORGANISATION_ACTIVITY_KINDS].sort());
  });
});
