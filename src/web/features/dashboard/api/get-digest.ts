// GET /api/me/digest: how often the person is emailed their favourites' posts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type Digest = ApiResult<'GET /api/me/digest'>;

export const getDigest = () => api('GET /api/me/digest');

export const digestQueryOptions = queryOptions({ queryKey: queryKeys.digest, queryFn: getDigest });

export const useDigest = () => useQuery(digestQueryOptions);
