import { describe, expect, it } from 'vitest';
import { REPLY_MAX, replyProblem, threadsWith, unreadMessageIds } from './threadRules';

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
});
