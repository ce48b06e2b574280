import { sessionSchema } from '@vault/contract';
import { request } from '../../../lib/api/client';
import { storeSessionForNextPage } from '../../../lib/session/signIn';
import { session as sessionStorageOf } from '../../../lib/storage/browserStorage';
import { SESSION_KEYS } from '../../../lib/storage/keys';
import { getSession } from '../../../lib/storage/sessionStore';
import { deleteTokenFlag, fundOriginSchema, type FundOrigin } from './fundOrigin';

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

/** Spec §9: routes are regenerated 1 s after a switch; the next page loads then. */
export const VIEW_FUND_RELOAD_MS = 1_000;

const HOME = '/manage/home';

/** Loads `path` as a new page once the switch delay has passed, replacing the current history entry. */
const loadPage = (path: string) => window.setTimeout(() => window.location.replace(path), VIEW_FUND_RELOAD_MS);

/**
 * View Fund (spec §2 App drawer 2): act as the fund, replace the route with /manage/home and record the origin so the
 * administrator can come back. The fund's shell is a new page, so nothing of the paid shell stays in memory.
 */
export async function viewFund(fund: { profileId: string; name: string }, origin: Omit<FundOrigin, 'fundName'>): Promise<void> {
  const answer = await request('/customer-user/switch-to-corporate-user', sessionSchema, {
    method: 'POST',
    query: { corporateProfileId: fund.profileId, deleteToken: deleteTokenFlag(getSession()) },
  });
  storeSessionForNextPage(answer);
  writeFundOrigin({ ...origin, fundName: fund.name });
  loadPage(HOME);
}

/** Back from a viewed fund to the lending agent and the page View Fund started from. */
export async function returnFromFund(origin: FundOrigin): Promise<void> {
  const answer = await request('/customer-user/switch-corporate-to-corporate', sessionSchema, {
    method: 'POST',
    query: { corporateProfileId: origin.agentProfileId },
  });
  storeSessionForNextPage(answer);
  writeFundOrigin(null);
  loadPage(origin.path);
}
