import { sessionSchema, type Session } from '@vault/contract';
import { z } from 'zod';
import { request } from '../../../lib/api/client';
import { adoptSwitchedSession } from '../../../lib/session/signIn';
import { session as sessionStorageOf } from '../../../lib/storage/browserStorage';
import { SESSION_KEYS } from '../../../lib/storage/keys';
import { getSession } from '../../../lib/storage/sessionStore';

/** Where View Fund came from: the page to return to and the lending agent to act as again. */
export const fundOriginSchema = z.object({ path: z.string().startsWith('/vaults/'), agentProfileId: z.uuid(), agentName: z.string(), fundName: z.string() });
export type FundOrigin = z.infer<typeof fundOriginSchema>;

export function readFundOrigin(): FundOrigin | null {
  const raw = sessionStorageOf.get(SESSION_KEYS.fundOrigin);
  if (!raw) return null;
  try {
    const parsed = fundOriginSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const writeFundOrigin = (origin: FundOrigin | null) => sessionStorageOf.set(SESSION_KEYS.fundOrigin, origin ? JSON.stringify(origin) : null);

/**
 * Spec §4 Client-manager switch: the delete-token flag is NO when the session is the client manager's own (its
 * token is kept, so the administrator can come back), YES otherwise.
 */
export function deleteTokenFlag(current: Pick<Session, 'paid' | 'clientManagerToken'> | null): 'YES' | 'NO' {
  return current?.paid && current.clientManagerToken ? 'NO' : 'YES';
}

/** Spec §9: routes are regenerated 1 s after a switch (the page reloads into the new profile). */
export const VIEW_FUND_RELOAD_MS = 1_000;

/**
 * View Fund (spec §2 App drawer 2): act as the fund, replace the route with /manage/home and record the origin so
 * the administrator can come back. The page reloads 1 s later so nothing of the paid shell stays in memory.
 */
export async function viewFund(fund: { profileId: string; name: string }, origin: Omit<FundOrigin, 'fundName'>, goHome: () => void): Promise<void> {
  const answer = await request('/customer-user/switch-to-corporate-user', sessionSchema, {
    method: 'POST',
    query: { corporateProfileId: fund.profileId, deleteToken: deleteTokenFlag(getSession()) },
  });
  writeFundOrigin({ ...origin, fundName: fund.name });
  adoptSwitchedSession(answer);
  goHome();
  window.setTimeout(() => window.location.reload(), VIEW_FUND_RELOAD_MS);
}

/** Back from a viewed fund to the lending agent and the page View Fund started from. */
export async function returnFromFund(origin: FundOrigin, go: (path: string) => void): Promise<void> {
  const answer = await request('/customer-user/switch-corporate-to-corporate', sessionSchema, {
    method: 'POST',
    query: { corporateProfileId: origin.agentProfileId },
  });
  writeFundOrigin(null);
  adoptSwitchedSession(answer);
  go(origin.path);
  window.setTimeout(() => window.location.reload(), VIEW_FUND_RELOAD_MS);
}
