import { healthSchema } from '@vault/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/client';

/** GET /health: which instance answered and the state of its database and mail. */
export function useHealth() {
  return useQuery({
    queryKey: ['health'],
    queryFn: () => request('/health', healthSchema, { quiet: true, isLoginCall: true }),
    staleTime: 0,
  });
}
