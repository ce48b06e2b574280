import { describe, expect, it } from 'vitest';
import { listBody, typeTabs, viewCount } from './requestFilters';

const counts = {
  active: 3,
  completed: 2,
  pendingApproval: 1,
  byType: [
    { requestType: 5, active: 0, completed: 0, pendingApproval: 1 },
    { requestType: 8, active: 1, completed: 2, pendingApproval: 0 },
    { requestType: 13, active: 2, completed: 0, pendingApproval: 0 },
  ],
};

describe('requests manager filters', () => {
  it('builds the list body of each view, leaving out empty filters', () => {
    expect(listBody('active', { search: '  ' }, 1)).toEqual({ pageIndex: 1, pageSize: 10, status: 0 });
    expect(listBody('completed', { requestType: 13, priority: 'high' }, 2)).toEqual({ pageIndex: 2, pageSize: 10, status: 1, requestType: 13, priority: 'high' });
    expect(listBody('pendingApproval', { taskCount: '5+', search: ' Ali ' }, 1)).toEqual({ pageIndex: 1, pageSize: 10, status: 0, pendingApproval: true, taskCount: '5+', search: 'Ali' });
    expect(listBody('active', { requestType: 0 }, 1).requestType).toBe(0);
  });
  it('counts per view and type, and offers the tabs of types a view has', () => {
    expect(viewCount(counts, 'active')).toBe(3);
    expect(viewCount(counts, 'pendingApproval', 5)).toBe(1);
    expect(viewCount(counts, 'completed', 99)).toBe(0);
    expect(viewCount(undefined, 'active')).toBe(0);
    expect(typeTabs(counts, 'active')).toEqual([8, 13]);
    expect(typeTabs(counts, 'pendingApproval')).toEqual([5]);
  });
});
