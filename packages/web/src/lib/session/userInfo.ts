import { businessUserSchema, type BusinessUser } from '@vault/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import { isSignedIn } from '../storage/sessionStore';

export const userInfoQueryKey = ['customer-user', 'user-info'] as const;

/** GET /customer-user/user-info: the business user the shell shows. */
export function fetchUserInfo(): Promise<BusinessUser> {
  return request('/customer-user/user-info', businessUserSchema);
}

/** The guard loads user info before any shell page renders, so this normally reads the cache. */
export function useUserInfo() {
  return useQuery({ queryKey: userInfoQueryKey, queryFn: fetchUserInfo, enabled: isSignedIn(), staleTime: Infinity });
}
