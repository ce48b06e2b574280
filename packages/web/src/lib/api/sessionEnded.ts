/** Browser and server clocks may differ by this much; an expiry that close counts as reached. */
const CLOCK_SKEW_MS = 30_000;

/**
 * 401 (spec §4, §8): which dialog explains it. The Inactivity Warning only when the stored sliding
 * expiry has been reached (the user really was idle that long); a session the server ended while the
 * user was active (logged out elsewhere, password changed, revoked), or no session at all, gets
 * Invalid Request.
 */
export function sessionEndedKind(expireTime: string | null, now: number): 'inactivity' | 'invalid-request' {
  if (expireTime === null) return 'invalid-request';
  const at = Date.parse(expireTime);
  return Number.isFinite(at) && at <= now + CLOCK_SKEW_MS ? 'inactivity' : 'invalid-request';
}
