import { QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * One client for the app. Failed calls were already shown to the user by the API client's error
 * handler, so queries do not retry behind the user's back or refetch on focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/** How long an answer fetched at start-up counts as fresh for the page that asked for it. */
const EARLY_FRESH_MS = 10_000;
/** Queries fetched at start-up (app/router/pageData.ts), with the time of that answer. */
const earlyAnswers = new WeakMap<object, number>();

/**
 * Fetches a page's query at start-up, beside the shell's and the page's chunks (issue 13: first
 * loads), so the page finds it in flight or done when it mounts.
 */
export async function prefetchEarly(options: { queryKey: QueryKey; queryFn: () => Promise<unknown> }): Promise<void> {
  await queryClient.prefetchQuery(options);
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (query?.state.status === 'success') earlyAnswers.set(query, query.state.dataUpdatedAt);
}

/**
 * staleTime of the lists that are always reloaded (staleTime 0), except the answer fetched at
 * start-up for the page's first mount: without it that mount would ask again at once.
 */
export function staleUnlessEarly(query: { state: { dataUpdatedAt: number } }): number {
  const at = earlyAnswers.get(query);
  return at === query.state.dataUpdatedAt && Date.now() - at < EARLY_FRESH_MS ? EARLY_FRESH_MS : 0;
}
