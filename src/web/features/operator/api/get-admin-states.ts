// GET /api/admin/states: every state with its waitlist and businesses, for the console.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api.ts';
import { isSending, POLL_MS } from '../lib/email-sending.ts';

export type AdminState = ApiResult<'GET /api/admin/states'>['states'][number];

export const getAdminStates = () => api('GET /api/admin/states');

export const adminStatesKey = ['admin-states'] as const;

export const adminStatesQueryOptions = queryOptions({
  queryKey: adminStatesKey,
  queryFn: getAdminStates,
  refetchInterval: (q) => (q.state.data?.states.some(isSending) ? POLL_MS : false),
});

export const useAdminStates = () => useQuery(adminStatesQueryOptions);
