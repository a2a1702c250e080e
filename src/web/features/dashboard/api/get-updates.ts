// GET /api/me/updates: the posts of the person's favourites, newest first, a page at a time.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getUpdates = (cursor: string | null) =>
  api('GET /api/me/updates', { query: cursor ? { cursor } : {} });

export const updatesQueryOptions = infiniteQueryOptions({
  queryKey: queryKeys.updates,
  initialPageParam: null as string | null,
  queryFn: ({ pageParam }) => getUpdates(pageParam),
  getNextPageParam: (last) => last.nextCursor,
});

export const useUpdates = () => useInfiniteQuery(updatesQueryOptions);
