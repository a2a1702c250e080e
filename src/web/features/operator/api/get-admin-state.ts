// GET /api/admin/states/:slug: one state's page in the console.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api.ts';
import { isSending, POLL_MS } from '../lib/email-sending.ts';

export type AdminStateDetail = ApiResult<'GET /api/admin/states/:slug'>;

export const getAdminState = (slug: string) => api('GET /api/admin/states/:slug', { params: { slug } });

export const adminStateKey = {
  all: ['admin-state'] as const,
  one: (slug: string) => ['admin-state', slug] as const,
};

export const adminStateQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: adminStateKey.one(slug),
    queryFn: () => getAdminState(slug),
    refetchInterval: (q) => (isSending(q.state.data?.state) ? POLL_MS : false),
    retry: false,
  });

export const useAdminState = (slug: string) => useQuery(adminStateQueryOptions(slug));
