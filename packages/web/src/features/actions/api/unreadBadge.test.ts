import { describe, expect, it } from 'vitest';
import { unreadBadge } from './unreadBadge';

describe('unreadBadge', () => {
  it('shows nothing until the unread query has answered', () => {
    expect(unreadBadge(undefined)).toEqual({ count: 0, visible: false, text: '0' });
  });

  it('shows nothing when everything is read', () => {
    expect(unreadBadge({ totalRecord: 0 }).visible).toBe(false);
  });

  it('counts the unread messages of every page, not just the first', () => {
    expect(unreadBadge({ totalRecord: 2 })).toEqual({ count: 2, visible: true, text: '2' });
    expect(unreadBadge({ totalRecord: 37 }).count).toBe(37);
  });

  it('caps the text at 99+', () => {
    expect(unreadBadge({ totalRecord: 99 }).text).toBe('99');
    expect(unreadBadge({ totalRecord: 100 })).toEqual({ count: 100, visible: true, text: '99+' });
  });
});
