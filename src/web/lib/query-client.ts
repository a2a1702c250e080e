// The one TanStack Query client of the app (one per request on the server).
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient({ server = false } = {}) {
  return new QueryClient({
    defaultOptions: {
      // On the server a page renders with what one attempt found (an answer that failed is drawn as
      // such, not as "loading"); the browser may try again.
      queries: {
        staleTime: 60_000,
        retry: server ? false : 1,
        ...(server ? { retryOnMount: false } : {}),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
