import { ACTION_TYPES, LIMITS, type ActionListRequest } from '@vault/contract';

/** The two tabs of the message lists (spec §2): all messages (default) and unread ones. */
export type MessageTab = 'all' | 'unread';

/** What every list call sends (spec §7): page size 10, every type, newest first. */
const listBase = (pageIndex: number, message: boolean) =>
  ({ pageIndex, pageSize: LIMITS.messagePageSize, message, actionType: '', sortMap: { date: 0 } }) satisfies ActionListRequest;

/**
 * POST /action/list for messages: exactly the spec's parameters plus isHandled '0' for unread or
 * usertype 1 for all. The dialog always asks for page 1; the system page pages through.
 */
export function messageListParams(tab: MessageTab, pageIndex = 1): ActionListRequest {
  return tab === 'unread' ? { ...listBase(pageIndex, true), isHandled: '0' } : { ...listBase(pageIndex, true), usertype: 1 };
}

/** Actions (message false) in every state, optionally of one type. */
export function actionListParams(pageIndex: number, actionType: number | null): ActionListRequest {
  return { ...listBase(pageIndex, false), actionType: actionType ?? '', usertype: 1 };
}

/** Every action of the acting profile in one page (the most the server gives), for one company's requests. */
export function companyActionParams(): ActionListRequest {
  return { ...listBase(1, false), pageSize: 100, usertype: 1 };
}

/** The open requests of one company: pending actions it sent (the server has no filter by sender). */
export const openRequestsFrom = <T extends { status: string; fromName: string | null }>(items: readonly T[], companyName: string): T[] =>
  items.filter((item) => item.status === 'PENDING' && item.fromName === companyName);

/** What needs doing now: actions not handled yet, newest first. */
export function outstandingActionParams(): ActionListRequest {
  return { ...listBase(1, false), isHandled: '0' };
}

export type ActionTypeName = keyof typeof ACTION_TYPES;
const NAME_BY_CODE = new Map<number, ActionTypeName>(
  (Object.entries(ACTION_TYPES) as Array<[ActionTypeName, number]>).map(([name, code]) => [code, name]),
);

/** Translation key of an action type code (spec paid-admin §4); codes we do not know read 'Other'. */
export function actionTypeKey(code: number): `types.${ActionTypeName | 'OTHER'}` {
  return `types.${NAME_BY_CODE.get(code) ?? 'OTHER'}`;
}
