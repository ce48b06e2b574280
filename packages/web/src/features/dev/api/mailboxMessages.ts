import { LIMITS, type MailboxMessage } from '@vault/contract';

/** Newest first, whatever order the server used; the input is left alone. */
export function sortNewestFirst(messages: MailboxMessage[]): MailboxMessage[] {
  return [...messages].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

const CODE_PATTERN = new RegExp(`(?<!\\d)(\\d{${LIMITS.codeLength}})(?!\\d)`);

/** The one-time code in a message, shown prominently so people (and browser tests) find it fast. */
export function findOneTimeCode(text: string): string | null {
  return CODE_PATTERN.exec(text)?.[1] ?? null;
}
