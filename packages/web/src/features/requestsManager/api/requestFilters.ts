import { ACTION_TYPES, type ClientManagerRequests, type RequestCounts, type TaskCountBucket, type TaskPriority } from '@vault/contract';

/** The three pages of the Requests tab (spec paid §2: Active, Completed, Pending Approval). */
export type RequestView = 'active' | 'completed' | 'pendingApproval';
export const VIEW_PATHS: Record<RequestView, string> = { active: '/requests/active', completed: '/requests/completed', pendingApproval: '/requests/pending-approval' };

export interface RequestFilters {
  requestType?: number | undefined;
  priority?: TaskPriority | undefined;
  taskCount?: TaskCountBucket | undefined;
  search?: string | undefined;
}

export const PAGE_SIZE = 10;

/** The list call's body for a view: active 0, completed 1, pending approval = active rows addressed to the organisation. */
export function listBody(view: RequestView, f: RequestFilters, pageIndex: number): ClientManagerRequests {
  const search = f.search?.trim();
  return {
    pageIndex,
    pageSize: PAGE_SIZE,
    status: view === 'completed' ? 1 : 0,
    ...(view === 'pendingApproval' ? { pendingApproval: true } : {}),
    ...(f.requestType !== undefined ? { requestType: f.requestType } : {}),
    ...(f.priority ? { priority: f.priority } : {}),
    ...(f.taskCount ? { taskCount: f.taskCount } : {}),
    ...(search ? { search } : {}),
  };
}

/** The view's counter in all, or for one type (the badges of the type tabs). */
export function viewCount(counts: RequestCounts | undefined, view: RequestView, requestType?: number): number {
  if (!counts) return 0;
  const source = requestType === undefined ? counts : counts.byType.find((t) => t.requestType === requestType);
  if (!source) return 0;
  return view === 'active' ? source.active : view === 'completed' ? source.completed : source.pendingApproval;
}

/** The type tabs of a view: the types it has rows of, in code order (the 'all' tab comes first, outside this list). */
export function typeTabs(counts: RequestCounts | undefined, view: RequestView): number[] {
  return (counts?.byType ?? []).filter((t) => viewCount(counts, view, t.requestType) > 0).map((t) => t.requestType);
}

/** The types the create dialog offers. */
export const CREATE_TYPES = [ACTION_TYPES.DOCUMENT_PERMISSION_REQUEST, ACTION_TYPES.SIMPLE_NOTICE, ACTION_TYPES.CUSTOMER_ACTION, ACTION_TYPES.UPDATE] as const;

/** Dot colours of the display statuses and priorities: the word beside the dot keeps the text's contrast (WCAG AA). */
export const STATUS_COLOURS: Record<string, string> = { COMPLETED: '#389e0d', PENDING: '#1677ff', PLEASE_UPDATE: '#d48806', NO_ACCESS: '#cf1322', READY_TO_SHARE: '#08979c' };
export const PRIORITY_COLOURS: Record<TaskPriority, string> = { low: '#8c8c8c', medium: '#1677ff', high: '#d46b08', critical: '#cf1322' };
