import { describe, expect, it } from 'vitest';
import { emailsToSend, inviteOutcomeKey } from './inviteRows';

describe('the invite modal rules', () => {
  it('sends only rows with a non-empty e-mail, trimmed, in order', () => {
    expect(emailsToSend([{ email: ' a@example.com ' }, { email: '' }, undefined, { email: '   ' }, {}, { email: 'b@example.com' }])).toEqual(['a@example.com', 'b@example.com']);
    expect(emailsToSend([{ email: '' }])).toEqual([]);
  });

  it('titles the response modal by the outcome: success, already sent (50000010), otherwise failed', () => {
    expect(inviteOutcomeKey(undefined)).toBe('success');
    expect(inviteOutcomeKey('50000010')).toBe('alreadySent');
    expect(inviteOutcomeKey('50000009')).toBe('failed');
    expect(inviteOutcomeKey('50000011')).toBe('failed');
    expect(inviteOutcomeKey(null)).toBe('failed');
  });
});
