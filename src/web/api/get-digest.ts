// GET /api/me/digest: how often the person is emailed their favourites' posts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../lib/api.ts';

export type Digest = ApiResult<'GET /api/me/digest'>;

export const getDigest = () => api('GET /api/me/digest');

export const digestKey = ['digest'] as const;

export const digestQueryOptions = queryOptions({ queryKey: digestKey, queryFn: getDigest });

export const useDigest = () => useQuery(digestQueryOptions);
