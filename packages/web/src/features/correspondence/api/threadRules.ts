import type { CorrespondenceMessage } from '@vault/contract';

/** Most a reply may hold (the contract's rule). */
export const REPLY_MAX = 5000;

/** Messages to mark read when a thread opens: unread for the reader (one's own are always read). */
export const unreadMessageIds = (messages: readonly Pick<CorrespondenceMessage, 'messageId' | 'messageStatus'>[]): string[] =>
  messages.filter((m) => m.messageStatus === 0).map((m) => m.messageId);

/** A reply needs a non-space character and at most REPLY_MAX characters. */
export function replyProblem(value: string | undefined): 'required' | 'tooLong' | null {
  if (!value || !/\S/.test(value)) return 'required';
  return value.length > REPLY_MAX ? 'tooLong' : null;
}

/** Threads of one company (the company page), newest activity first as the server sends them. */
export const threadsWith = <T extends { counterpartProfileId: string }>(threads: readonly T[], companyProfileId: string): T[] =>
  threads.filter((thread) => thread.counterpartProfileId === companyProfileId);
