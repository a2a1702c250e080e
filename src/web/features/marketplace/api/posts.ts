// GET /api/businesses/by-username/:username/posts: a published business's live posts ("Latest").
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from '../../../lib/api.ts';

export type BusinessPosts = ApiResponse<'GET /api/businesses/by-username/:username/posts'>;

export const businessPostsQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['business', username.toLowerCase(), 'posts'] as const,
    queryFn: ({ signal }) =>
      apiFetch<BusinessPosts>(`/api/businesses/by-username/${encodeURIComponent(username)}/posts`, {
        signal,
      }),
    retry: false,
  });

export function useBusinessPosts(username: string, enabled: boolean) {
  return useQuery({ ...businessPostsQueryOptions(username), enabled });
}
