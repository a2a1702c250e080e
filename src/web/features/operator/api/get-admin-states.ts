// GET /api/admin/states: every state with its waitlist and businesses, for the console.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { isSending, POLL_MS } from '../lib/email-sending.ts';

export type AdminState = ApiResult<'GET /api/admin/states'>['states'][number];

export const getAdminStates = () => api('GET /api/admin/states');

export const adminStatesQueryOptions = queryOptions({
  queryKey: queryKeys.adminStates,
  queryFn: getAdminStates,
  refetchInterval: (q) => (q.state.data?.states.some(isSending) ? POLL_MS : false),
});

export const useAdminStates = () => useQuery(adminStatesQueryOptions);
