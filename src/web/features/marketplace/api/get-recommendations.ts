// GET /api/businesses/by-username/:username/recommendations: the page's count and notes, newest
// first, a page at a time ("Show more notes").
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { type ApiResult, type ApiTransport, api } from '../../../lib/api.ts';

export type RecommendationsPage = ApiResult<'GET /api/businesses/by-username/:username/recommendations'>;
export type RecommendationNote = RecommendationsPage['items'][number];
export type RecommendationsData = InfiniteData<RecommendationsPage, string | null>;

export const recommendationsKey = (username: string) => ['recommendations', username.toLowerCase()] as const;

/** `transport`: given by the route's loader (the server's is the app itself). */
export const recommendationsQueryOptions = (username: string, transport?: ApiTransport) =>
  infiniteQueryOptions({
    queryKey: recommendationsKey(username),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/businesses/by-username/:username/recommendations', {
        params: { username },
        query: pageParam ? { cursor: pageParam } : {},
        signal,
        transport,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });

/** For the business page's loader: the count and the first notes, so the page hydrates without asking. */
export function loadRecommendations(client: QueryClient, transport: ApiTransport, username: string) {
  return client.ensureInfiniteQueryData(recommendationsQueryOptions(username, transport));
}

export const useRecommendations = (username: string, enabled = true) =>
  useInfiniteQuery({ ...recommendationsQueryOptions(username), enabled });
