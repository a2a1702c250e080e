// GET /api/businesses/by-username/:username/recommendations: the page's count and notes, newest
// first, a page at a time ("Show more notes").
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api.ts';

export type RecommendationsPage = ApiResult<'GET /api/businesses/by-username/:username/recommendations'>;
export type RecommendationNote = RecommendationsPage['items'][number];
export type RecommendationsData = InfiniteData<RecommendationsPage, string | null>;

export const recommendationsKey = (username: string) => ['recommendations', username.toLowerCase()] as const;

export const recommendationsQueryOptions = (username: string) =>
  infiniteQueryOptions({
    queryKey: recommendationsKey(username),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/businesses/by-username/:username/recommendations', {
        params: { username },
        query: pageParam ? { cursor: pageParam } : {},
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });

export const useRecommendations = (username: string) =>
  useInfiniteQuery(recommendationsQueryOptions(username));
