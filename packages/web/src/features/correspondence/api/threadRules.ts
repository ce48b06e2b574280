import { CORRESPONDENCE_PAGE_SIZE, type CorrespondenceMessage } from '@vault/contract';

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

type Side = 'CUSTOMER' | 'BUSINESS';
const otherSide = (side: Side): Side => (side === 'CUSTOMER' ? 'BUSINESS' : 'CUSTOMER');

/** The paid page's message boxes (spec paid §4): unread and read inbox (from the other side), and sent (own side). */
export const BOXES = ['unread', 'read', 'sent'] as const;
export type Box = (typeof BOXES)[number];
export const BOX_QUERY: Record<Box, (mySide: Side) => { sentFrom: Side; messageStatus?: 0 | 1 }> = {
  unread: (mySide) => ({ sentFrom: otherSide(mySide), messageStatus: 0 }),
  read: (mySide) => ({ sentFrom: otherSide(mySide), messageStatus: 1 }),
  sent: (mySide) => ({ sentFrom: mySide }),
};

/** 'See more' while pages remain: the next page index, or undefined after the last (10 a page, totalRecord in all). */
export function nextMessagePage(last: { totalRecord: number }, pages: readonly unknown[]): number | undefined {
  return pages.length * CORRESPONDENCE_PAGE_SIZE < last.totalRecord ? pages.length + 1 : undefined;
}

/** Is the message on the reader's own side (shown on the right, like a chat)? */
export const isOwn = (message: Pick<CorrespondenceMessage, 'sentFrom'>, mySide: Side): boolean => message.sentFrom === mySide;
