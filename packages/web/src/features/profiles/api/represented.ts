import { representedProfilesSchema } from '@vault/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api/client';
import { relatedProfilesQueryKey } from './profiles';

export { canLeave, representedOfType, switchTargetFor, type RepresentedProfile } from './representedRules';

export const representedQueryKey = ['customer-user', 'represented-profiles'] as const;

/** GET /customer-user/represented-profiles: the corporates and funds the person represents. */
export function useRepresentedProfiles() {
  return useQuery({ queryKey: representedQueryKey, queryFn: () => request('/customer-user/represented-profiles', representedProfilesSchema) });
}

/** POST /customer-user/leave-representation: answers the updated list (70000011 shows its message). */
export function useLeaveRepresentation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) =>
      request('/customer-user/leave-representation', representedProfilesSchema, { method: 'POST', body: { profileId } }),
    onSuccess: (list) => {
      client.setQueryData(representedQueryKey, list);
      void client.invalidateQueries({ queryKey: relatedProfilesQueryKey });
    },
  });
}

