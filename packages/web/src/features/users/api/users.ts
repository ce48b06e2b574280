import { corporateUserDoneSchema, corporateUserListSchema, corporateUserSchema, inviteResponseSchema } from '@vault/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, type RequestOptions } from '../../../lib/api/client';
import type { ResponseSchema } from '../../../lib/api/schema';

/** Answers the invite response modal shows itself (validation, 50000009, 50000010, 50000011); others keep the usual handling. */
const INVITE_RESPONSE_CODES = ['00000002', '50000009', '50000010', '50000011'] as const;

/** Every /corporate-user management call carries the client-manager token (spec paid §6). */
function paid<T>(path: string, schema: ResponseSchema<T>, options: Omit<RequestOptions, 'auth'> = {}): Promise<T> {
  return request(path, schema, { ...options, auth: 'clientManager' });
}

export interface UserFilters {
  searchParam: string;
  /** 1 Pending, 2 Active, 3 Closed, 4 Cancelled; undefined: all. */
  status?: number | undefined;
  pageIndex: number;
  pageSize: number;
}

export const USER_KEYS = {
  root: ['corporate-user'] as const,
  list: (f: UserFilters) => ['corporate-user', 'list', f] as const,
  detail: (id: string) => ['corporate-user', 'detail', id] as const,
};

/** GET /corporate-user/user-list. */
export function useCorporateUsers(filters: UserFilters) {
  return useQuery({
    queryKey: USER_KEYS.list(filters),
    queryFn: ({ signal }) =>
      paid('/corporate-user/user-list', corporateUserListSchema, {
        query: {
          pageIndex: String(filters.pageIndex),
          pageSize: String(filters.pageSize),
          ...(filters.searchParam.trim() ? { searchParam: filters.searchParam.trim() } : {}),
          ...(filters.status ? { status: String(filters.status) } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /corporate-user/user-detail. */
export function useCorporateUser(corporateUserProfileId: string | null) {
  return useQuery({
    queryKey: USER_KEYS.detail(corporateUserProfileId ?? ''),
    queryFn: ({ signal }) => paid('/corporate-user/user-detail', corporateUserSchema, { query: { corporateUserProfileId: corporateUserProfileId! }, signal }),
    enabled: corporateUserProfileId !== null,
  });
}

/** Mutations refresh the list and details afterwards. */
function useUsersMutation<A>(fn: (args: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: USER_KEYS.root }) });
}

export const useUpdateUser = () =>
  useUsersMutation((body: { corporateUserProfileId: string; firstName: string; lastName: string; jobTitle: string | null }) =>
    paid('/corporate-user/update-user', corporateUserSchema, { method: 'POST', body, quiet: ['00000002'] }),
  );
export const useDeleteUser = () =>
  useUsersMutation((corporateUserProfileId: string) => paid('/corporate-user/delete-user', corporateUserDoneSchema, { method: 'DELETE', query: { corporateUserProfileId } }));
export const useResendInvitation = () =>
  useUsersMutation((invitationId: string) => paid('/corporate-user/resend-invitation', corporateUserDoneSchema, { method: 'POST', query: { invitationId } }));
export const useCancelInvitation = () =>
  useUsersMutation((invitationId: string) => paid('/corporate-user/cancel-invitation', corporateUserDoneSchema, { method: 'POST', query: { invitationId } }));
/** POST /corporate-user/invitation: only rows with a non-empty e-mail are sent (spec paid §5). */
export const useInviteUsers = () =>
  useUsersMutation((emails: string[]) =>
    paid('/corporate-user/invitation', inviteResponseSchema, { method: 'POST', body: { rows: emails.map((email) => ({ email })) }, quiet: INVITE_RESPONSE_CODES }),
  );
