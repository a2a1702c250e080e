// GET /api/admin/states/:slug: one state's page in the console.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { isSending, POLL_MS } from '../lib/email-sending.ts';

export type AdminStateDetail = ApiResult<'GET /api/admin/states/:slug'>;

export const getAdminState = (slug: string) => api('GET /api/admin/states/:slug', { params: { slug } });

export const adminStateQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.adminState.one(slug),
    queryFn: () => getAdminState(slug),
    refetchInterval: (q) => (isSending(q.state.data?.state) ? POLL_MS : false),
    retry: false,
  });

export const useAdminState = (slug: string) => useQuery(adminStateQueryOptions(slug));
