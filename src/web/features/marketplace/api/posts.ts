// GET /api/businesses/by-username/:username/posts: a published business's live posts ("Latest").
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { type ApiTransport, apiFetch } from '../../../lib/api.ts';

export type BusinessPosts = ApiResponse<'GET /api/businesses/by-username/:username/posts'>;

/** `transport`: given by the route's loader (the server's is the app itself). */
export const businessPostsQueryOptions = (username: string, transport?: ApiTransport) =>
  queryOptions({
    queryKey: ['business-posts', username.toLowerCase()] as const,
    queryFn: ({ signal }) =>
      apiFetch<BusinessPosts>(`/api/businesses/by-username/${encodeURIComponent(username)}/posts`, {
        signal,
        transport,
      }),
    retry: false,
  });

/** For the business page's loader: its live posts, beside the business. */
export function loadBusinessPosts(client: QueryClient, transport: ApiTransport, username: string) {
  return client.ensureQueryData(businessPostsQueryOptions(username, transport));
}

export function useBusinessPosts(username: string, enabled: boolean) {
  return useQuery({ ...businessPostsQueryOptions(username), enabled });
}
