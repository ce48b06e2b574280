import {
  CORRESPONDENCE_PAGE_SIZE,
  connectedCompaniesSchema,
  correspondenceListSchema,
  correspondenceThreadsSchema,
  requestCustomersSchema,
  threadSchema,
  type ReplyRequest,
} from '@vault/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api/client';
import { ignoredData } from '../../../lib/api/schema';
import { BOX_QUERY, nextMessagePage, unreadMessageIds, type Box } from './threadRules';

export const threadsQueryKey = ['correspondence', 'threads'] as const;
export const threadQueryKey = (threadId: string) => ['correspondence', 'thread', threadId] as const;
export const newCorrespondenceQueryKey = ['correspondence', 'new'] as const;
export const companiesQueryKey = ['customer-user', 'companies'] as const;
export const messagesQueryKey = ['correspondence', 'messages'] as const;
export const customersQueryKey = ['correspondence', 'customers'] as const;

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
        void client.invalidateQueries({ queryKey: messagesQueryKey });
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
      void client.invalidateQueries({ queryKey: messagesQueryKey });
    },
  });
}

/** GET /correspondence/new: unread from the other side; its totalRecord lights the menu dot (checked again every minute). */
export const newCorrespondenceQuery = () => ({
  queryKey: newCorrespondenceQueryKey,
  queryFn: () => request('/correspondence/new', correspondenceListSchema, { query: { pageSize: 1 } }),
});

export function useNewCorrespondenceCount() {
  return useQuery({
    ...newCorrespondenceQuery(),
    select: (answer) => answer.totalRecord,
    refetchInterval: 60_000,
  });
}

/**
 * One box of messages (spec paid §4: read inbox, unread inbox, sent by origin), 10 a page with 'See more'
 * (GET /correspondence?sentFrom=&messageStatus=&pageIndex=).
 */
export function useMessageBox(box: Box, mySide: 'CUSTOMER' | 'BUSINESS') {
  const query = BOX_QUERY[box](mySide);
  return useInfiniteQuery({
    queryKey: [...messagesQueryKey, box, mySide],
    queryFn: ({ pageParam, signal }) =>
      request('/correspondence', correspondenceListSchema, { query: { ...query, pageIndex: pageParam, pageSize: CORRESPONDENCE_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextMessagePage,
    staleTime: 0,
  });
}

/** GET /action/request-customers: the customers connected to the acting organisation, whom it may write to. */
export function useConnectedCustomers(enabled = true) {
  return useQuery({ queryKey: customersQueryKey, queryFn: () => request('/action/request-customers', requestCustomersSchema), enabled });
}

/** GET /customer-user/companies: the companies the acting customer deals with. */
export function useConnectedCompanies(enabled = true) {
  return useQuery({ queryKey: companiesQueryKey, queryFn: () => request('/customer-user/companies', connectedCompaniesSchema), enabled });
}
