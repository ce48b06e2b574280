import { mailboxResponseSchema } from '@vault/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/client';
import { sortNewestFirst } from './mailboxMessages';

/** Auto-refresh period of the mailbox page: new codes appear without a reload. */
const REFRESH_MS = 3_000;

/**
 * GET /dev/mailbox (embedded mode only). Quiet: polling must not toast every few seconds, and the
 * page explains a missing mailbox itself.
 */
export function useMailbox() {
  return useQuery({
    queryKey: ['dev', 'mailbox'],
    queryFn: () => request('/dev/mailbox', mailboxResponseSchema, { quiet: true, isLoginCall: true }),
    refetchInterval: REFRESH_MS,
    select: sortNewestFirst,
  });
}
