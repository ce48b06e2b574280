import { scoreSchema } from '@vault/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/client';

export const scoreQueryKey = ['customer-user', 'score'] as const;

/** GET /customer-user/score: completeness of the acting profile, item by item. Fresh on each use. */
export const scoreQuery = () => ({ queryKey: scoreQueryKey, queryFn: () => request('/customer-user/score', scoreSchema) });

export function useScore() {
  return useQuery({ ...scoreQuery(), staleTime: 0 });
}
