// GET /api/businesses/:id/posts: the owner's posts, live, ended and hidden.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api.ts';

export type OwnerPosts = ApiResult<'GET /api/businesses/:id/posts'>;
export type OwnerPost = OwnerPosts['items'][number];

export const getOwnerPosts = (businessId: string) =>
  api('GET /api/businesses/:id/posts', { params: { id: businessId } });

export const ownerPostsKey = (businessId: string) => ['owner-posts', businessId] as const;

export const ownerPostsQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: ownerPostsKey(businessId), queryFn: () => getOwnerPosts(businessId) });

export const useOwnerPosts = (businessId: string) => useQuery(ownerPostsQueryOptions(businessId));
