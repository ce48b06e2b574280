import { actionListRequestSchema } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { actionListParams, actionTypeKey, companyActionParams, messageListParams, openRequestsFrom, outstandingActionParams } from './actionParams';

describe('message list parameters', () => {
  it('sends exactly the spec parameters plus usertype 1 for all messages', () => {
    expect(messageListParams('all')).toEqual({ pageIndex: 1, pageSize: 10, message: true, actionType: '', sortMap: { date: 0 }, usertype: 1 });
  });

  it("sends exactly the spec parameters plus isHandled '0' for unread messages", () => {
    expect(messageListParams('unread')).toEqual({ pageIndex: 1, pageSize: 10, message: true, actionType: '', sortMap: { date: 0 }, isHandled: '0' });
  });

  it('pages through with the same parameters', () => {
    expect(messageListParams('unread', 3)).toMatchObject({ pageIndex: 3, pageSize: 10, isHandled: '0' });
  });

  it('lists actions (not messages) of every state, optionally of one type', () => {
    expect(actionListParams(2, null)).toEqual({ pageIndex: 2, pageSize: 10, message: false, actionType: '', sortMap: { date: 0 }, usertype: 1 });
    expect(actionListParams(1, 11)).toMatchObject({ message: false, actionType: 11 });
    expect(outstandingActionParams()).toEqual({ pageIndex: 1, pageSize: 10, message: false, actionType: '', sortMap: { date: 0 }, isHandled: '0' });
  });

  it('builds requests the contract accepts', () => {
    for (const params of [messageListParams('all'), messageListParams('unread'), actionListParams(1, 14), outstandingActionParams()]) {
      expect(actionListRequestSchema.safeParse(params).success).toBe(true);
    }
  });
});

describe('actionTypeKey', () => {
  it('names every spec code and falls back for unknown ones', () => {
    expect(actionTypeKey(0)).toBe('types.REQUEST');
    expect(actionTypeKey(11)).toBe('types.COMPLETE_IDENTITY');
    expect(actionTypeKey(14)).toBe('types.CORRESPONDENCE');
    expect(actionTypeKey(6)).toBe('types.OTHER');
  });
});

describe('company requests', () => {
  it('asks for every action in one page and keeps the pending ones from that company', () => {
    expect(companyActionParams()).toMatchObject({ pageIndex: 1, pageSize: 100, message: false, usertype: 1 });
    const items = [
      { id: '1', status: 'PENDING', fromName: 'Northbridge Lending' },
      { id: '2', status: 'COMPLETED', fromName: 'Northbridge Lending' },
      { id: '3', status: 'PENDING', fromName: 'Other Co' },
      { id: '4', status: 'PENDING', fromName: null },
    ];
    expect(openRequestsFrom(items, 'Northbridge Lending').map((i) => i.id)).toEqual(['1']);
  });
});
