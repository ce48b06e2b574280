import type { Session } from '@vault/contract';
import { z } from 'zod';

/** Where View Fund came from: the page to return to and the lending agent to act as again. */
export const fundOriginSchema = z.object({ path: z.string().startsWith('/vaults/'), agentProfileId: z.uuid(), agentName: z.string(), fundName: z.string() });
export type FundOrigin = z.infer<typeof fundOriginSchema>;

/**
 * Spec §4 Client-manager switch: the delete-token flag is NO when the session is the client manager's own (its
 * token is kept, so the administrator can come back), YES otherwise.
 */
export function deleteTokenFlag(current: Pick<Session, 'paid' | 'clientManagerToken'> | null): 'YES' | 'NO' {
  return current?.paid && current.clientManagerToken ? 'NO' : 'YES';
}
