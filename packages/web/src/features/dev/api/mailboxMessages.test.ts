import type { MailboxMessage } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { findOneTimeCode, sortNewestFirst } from './mailboxMessages';

const message = (id: string, createdAt: string): MailboxMessage => ({
  id,
  channel: 'email',
  to: 'a@example.com',
  subject: 's',
  text: 't',
  html: null,
  createdAt,
  status: 'mailbox',
});

describe('mailbox helpers', () => {
  it('finds a standalone 6-digit code', () => {
    expect(findOneTimeCode('Your code is 042917. It expires in 10 minutes.')).toBe('042917');
    expect(findOneTimeCode('Code:123456')).toBe('123456');
  });

  it('ignores longer numbers and texts without a code', () => {
    expect(findOneTimeCode('Reference 12345678 only')).toBeNull();
    expect(findOneTimeCode('Welcome aboard')).toBeNull();
  });

  it('sorts newest first without changing the input', () => {
    const input = [message('old', '2025-01-01T00:00:00Z'), message('new', '2025-01-02T00:00:00Z')];
    expect(sortNewestFirst(input).map((m) => m.id)).toEqual(['new', 'old']);
    expect(input[0]?.id).toBe('old');
  });
});
