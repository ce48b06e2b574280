import type { BusinessUser } from '@vault/contract';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../api/ApiError';
import { request } from '../api/client';
import { lazySchemas } from '../api/lazySchemas';
import { queryClient } from '../queryClient';
import { isSignedIn } from '../storage/sessionStore';

export const userInfoQueryKey = ['customer-user', 'user-info'] as const;

/** GET /customer-user/user-info: the business user the shell shows. */
export function fetchUserInfo(): Promise<BusinessUser> {
  return request('/customer-user/user-info', lazySchemas.businessUser);
}

/** The guard loads user info before any shell page renders, so this normally reads the cache. */
export function useUserInfo() {
  return useQuery({ queryKey: userInfoQueryKey, queryFn: fetchUserInfo, enabled: isSignedIn(), staleTime: Infinity });
}

/**
 * Starts user info at page load, beside the first screen's texts, for a signed-in user: the guard
 * then finds it in flight or done instead of asking after the first render. Silent: nothing is shown
 * from here (the app is not rendered yet); a failure is asked again with the usual handling (and its
 * session dialog) by `loadUserInfo`.
 */
export function prefetchUserInfo(): void {
  const silent = () => request('/customer-user/user-info', lazySchemas.businessUser, { isLoginCall: true, quiet: true });
  void queryClient.prefetchQuery({ queryKey: userInfoQueryKey, queryFn: silent, staleTime: Infinity });
}

/** User info from the cache or the early call; when that failed, asked again with the usual error handling. */
export async function loadUserInfo(): Promise<BusinessUser> {
  const options = { queryKey: userInfoQueryKey, queryFn: fetchUserInfo, staleTime: Infinity } as const;
  try {
    return await queryClient.fetchQuery(options);
  } catch {
    return queryClient.fetchQuery(options);
  }
}

/** Tries at a call when no answer came back, and the pause between them. */
const NO_ANSWER_TRIES = 3;
const NO_ANSWER_PAUSE_MS = 2_000;

/**
 * A user-info call, asked again after a pause when the server gave no answer at all. A page being left (a reload, an
 * address typed while it loads) has its calls aborted as network failures; taking that for a failed user info would
 * log out locally, and the page that replaces it reads the same stored session (a journey that opened a page right
 * after signing in landed on the login page). A page being left is gone before the pause ends, so it changes nothing;
 * a page that stays and still gets no answer fails as before. An answer that is a failure fails at once.
 */
export async function askPatiently<T>(ask: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ask();
    } catch (error) {
      const noAnswer = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
      if (!noAnswer || attempt >= NO_ANSWER_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, NO_ANSWER_PAUSE_MS));
    }
  }
}
