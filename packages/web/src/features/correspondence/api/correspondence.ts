import {
  connectedCompaniesSchema,
  correspondenceListSchema,
  correspondenceThreadsSchema,
  threadSchema,
  type ReplyRequest,
} from '@vault/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api/client';
import { ignoredData } from '../../../lib/api/schema';
import { unreadMessageIds } from './threadRules';

export const threadsQueryKey = ['correspondence', 'threads'] as const;
export const threadQueryKey = (threadId: string) => ['correspondence', 'thread', threadId] as const;
export const newCorrespondenceQueryKey = ['correspondence', 'new'] as const;
export const companiesQueryKey = ['customer-user', 'companies'] as const;

/** GET /correspondence/threads: one line per thread. */
export function useThreads() {
  return useQuery({ queryKey: threadsQueryKey, queryFn: () => request('/correspondence/threads', correspondenceThreadsSchema), staleTime: 0 });
}

/**
 * GET /correspondence/previous?threadId=: the thread, oldest first. Opening it marks the other
 * side's unread messages read (POST /correspondence/read each), then the counts reload.
 */
export function useThread(threadId: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: threadQueryKey(threadId ?? ''),
    enabled: threadId !== null,
    queryFn: async () => {
      const thread = await request('/correspondence/previous', threadSchema, { query: { threadId: threadId ?? '' } });
      const unread = unreadMessageIds(thread.messages);
      if (unread.length) {
        await Promise.all(unread.map((messageId) => request('/correspondence/read', ignoredData, { method: 'POST', body: { messageId } })));
        void client.invalidateQueries({ queryKey: threadsQueryKey });
        void client.invalidateQueries({ queryKey: newCorrespondenceQueryKey });
        void client.invalidateQueries({ queryKey: companiesQueryKey });
      }
      return thread;
    },
  });
}

/** POST /correspondence/reply: answers the thread (new or existing). */
export function useReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplyRequest) => request('/correspondence/reply', threadSchema, { method: 'POST', body }),
    onSuccess: (thread) => {
      client.setQueryData(threadQueryKey(thread.thread.threadId), thread);
      void client.invalidateQueries({ queryKey: threadsQueryKey });
    },
  });
}

/** GET /correspondence/new: unread from the business; its totalRecord lights the menu dot. */
export function useNewCorrespondenceCount() {
  return useQuery({
    queryKey: newCorrespondenceQueryKey,
    queryFn: () => request('/correspondence/new', correspondenceListSchema),
    select: (answer) => answer.totalRecord,
  });
}

/** GET /customer-user/companies: the companies the acting customer deals with. */
export function useConnectedCompanies(enabled = true) {
  return useQuery({ queryKey: companiesQueryKey, queryFn: () => request('/customer-user/companies', connectedCompaniesSchema), enabled });
}
