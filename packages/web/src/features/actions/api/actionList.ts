import {
  actionItemSchema,
  actionListResponseSchema,
  messageHandleRequestSchema,
  type ActionListRequest,
  type Language,
} from '@vault/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api/client';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import { messageListParams, type MessageTab } from './actionParams';

/** Everything under this key is dropped after a message is read or an action handled. */
const ACTIONS_KEY = ['actions'] as const;
const listKey = (language: Language, params: ActionListRequest) => [...ACTIONS_KEY, 'list', language, params] as const;

/** A list's key and call. */
export const actionListQuery = (language: Language, params: ActionListRequest) => ({ queryKey: listKey(language, params), queryFn: () => fetchActionList(params) });

/** POST /action/list: messages and actions of the acting profile, translated by the server. */
export function fetchActionList(params: ActionListRequest) {
  return request('/action/list', actionListResponseSchema, { method: 'POST', body: params });
}

/**
 * A page of messages or actions. Lists are always considered stale, so a tab change or a new page
 * loads afresh (spec §4 "list reloads on tab change"); the previous page stays visible meanwhile.
 */
export function useActionList(params: ActionListRequest, extraKey?: unknown) {
  const language = useLanguage();
  return useQuery({
    queryKey: extraKey === undefined ? listKey(language, params) : [...listKey(language, params), extraKey],
    queryFn: () => fetchActionList(params),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * The unread messages (page 1). Its totalRecord is the unread count of the shell's badge. No polling:
 * every call slides the session, so a timer would keep an idle session alive for ever.
 */
export function useUnreadMessages() {
  return useActionList(messageListParams('unread'));
}

/**
 * The message dialog's list. It reloads whenever the unread count changes (spec §4): the count is
 * part of the key. The unread tab is the unread query itself, which already follows the count.
 */
export function useMessageList(tab: MessageTab, unreadCount: number | undefined) {
  return useActionList(messageListParams(tab), tab === 'unread' ? undefined : { unreadCount });
}

/**
 * POST /action/message-handle: a message is read, an action handled. 70000015 (the corporate
 * customer cancelled the action) arrives with the server's translated message, which the central
 * handler shows; either way the lists load again to show the new state.
 */
export function useHandleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request('/action/message-handle', actionItemSchema, { method: 'POST', body: messageHandleRequestSchema.parse({ id }) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACTIONS_KEY }),
  });
}
