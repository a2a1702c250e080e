// GET /api/businesses/:id/posts: the owner's posts, live, ended and hidden.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type OwnerPosts = ApiResult<'GET /api/businesses/:id/posts'>;
export type OwnerPost = OwnerPosts['items'][number];

export const getOwnerPosts = (businessId: string) =>
  api('GET /api/businesses/:id/posts', { params: { id: businessId } });

export const ownerPostsQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: queryKeys.ownerPosts(businessId), queryFn: () => getOwnerPosts(businessId) });

export const useOwnerPosts = (businessId: string) => useQuery(ownerPostsQueryOptions(businessId));
