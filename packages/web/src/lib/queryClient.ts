import { QueryClient } from '@tanstack/react-query';

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

