import { describe, expect, it } from 'vitest';
import { BOX_QUERY, isOwn, nextMessagePage, REPLY_MAX, replyProblem, threadsWith, unreadMessageIds } from './threadRules';

describe('correspondence rules', () => {
  it('marks read only the messages unread for the reader', () => {
    expect(
      unreadMessageIds([
        { messageId: 'a', messageStatus: 1 },
        { messageId: 'b', messageStatus: 0 },
        { messageId: 'c', messageStatus: 0 },
      ]),
    ).toEqual(['b', 'c']);
  });

  it('requires a reply with some text, at most 5000 characters', () => {
    expect(replyProblem(undefined)).toBe('required');
    expect(replyProblem('  \n ')).toBe('required');
    expect(replyProblem('Hello')).toBeNull();
    expect(replyProblem('x'.repeat(REPLY_MAX))).toBeNull();
    expect(replyProblem('x'.repeat(REPLY_MAX + 1))).toBe('tooLong');
  });

  it('keeps the threads with one company', () => {
    expect(threadsWith([{ counterpartProfileId: '1' }, { counterpartProfileId: '2' }], '2')).toEqual([{ counterpartProfileId: '2' }]);
  });

  it("splits the business's messages into the unread and read inbox from customers and its own sent ones", () => {
    expect(BOX_QUERY.unread('BUSINESS')).toEqual({ sentFrom: 'CUSTOMER', messageStatus: 0 });
    expect(BOX_QUERY.read('BUSINESS')).toEqual({ sentFrom: 'CUSTOMER', messageStatus: 1 });
    expect(BOX_QUERY.sent('BUSINESS')).toEqual({ sentFrom: 'BUSINESS' });
    expect(BOX_QUERY.unread('CUSTOMER')).toEqual({ sentFrom: 'BUSINESS', messageStatus: 0 });
    expect(isOwn({ sentFrom: 'BUSINESS' }, 'BUSINESS')).toBe(true);
    expect(isOwn({ sentFrom: 'CUSTOMER' }, 'BUSINESS')).toBe(false);
  });

  it("offers 'See more' while the pages of 10 hold fewer than totalRecord", () => {
    expect(nextMessagePage({ totalRecord: 0 }, [[]])).toBeUndefined();
    expect(nextMessagePage({ totalRecord: 10 }, [[]])).toBeUndefined();
    expect(nextMessagePage({ totalRecord: 11 }, [[]])).toBe(2);
    expect(nextMessagePage({ totalRecord: 25 }, [[], []])).toBe(3);
  });
});
