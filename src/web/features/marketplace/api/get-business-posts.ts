// GET /api/businesses/by-username/:username/posts: a published business's live posts ("Latest").
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, type ApiTransport, api } from '../../../lib/api.ts';

export type BusinessPosts = ApiResult<'GET /api/businesses/by-username/:username/posts'>;

export const getBusinessPosts = (username: string, signal?: AbortSignal, transport?: ApiTransport) =>
  api('GET /api/businesses/by-username/:username/posts', { params: { username }, signal, transport });

export const businessPostsKey = (username: string) => ['business-posts', username.toLowerCase()] as const;

/** `transport`: given by the route's loader (the server's is the app itself). */
export const businessPostsQueryOptions = (username: string, transport?: ApiTransport) =>
  queryOptions({
    queryKey: businessPostsKey(username),
    queryFn: ({ signal }) => getBusinessPosts(username, signal, transport),
    retry: false,
  });

/** For the business page's loader: its live posts, beside the business. */
export function loadBusinessPosts(client: QueryClient, transport: ApiTransport, username: string) {
  return client.ensureQueryData(businessPostsQueryOptions(username, transport));
}

export function useBusinessPosts(username: string, enabled: boolean) {
  return useQuery({ ...businessPostsQueryOptions(username), enabled });
}
