/* Pure rules of the invite modal (spec paid §4 Invite modal, §5, §8 invite response modal). */

/** The rows the invite modal sends: trimmed, non-empty e-mails only. */
export const emailsToSend = (rows: ReadonlyArray<{ email?: string | undefined } | undefined>): string[] =>
  rows.map((r) => (r?.email ?? '').trim()).filter((e) => e.length > 0);

/** The invite response modal's title key (spec paid §8): success, already sent (50000010) or failed. */
export const inviteOutcomeKey = (errorCode: string | null | undefined): 'success' | 'alreadySent' | 'failed' =>
  errorCode === undefined ? 'success' : errorCode === '50000010' ? 'alreadySent' : 'failed';
