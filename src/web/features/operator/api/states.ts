// The console's states: the list, one state, and launching or pausing it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from '../../../lib/api.ts';
import { operatorKeys } from './keys.ts';

export type AdminState = ApiResponse<'GET /api/admin/states'>['states'][number];
export type AdminStateDetail = ApiResponse<'GET /api/admin/states/:slug'>;
export type StateChange = ApiResponse<'POST /api/admin/states/:slug/launch'>;

/** While a launch's or pause's emails are still going out, the numbers are read again every few seconds. */
const sending = (state: AdminState | undefined) => (state?.lastChange?.emails.queued ?? 0) > 0;
const POLL_MS = 3_000;

export const useAdminStates = () =>
  useQuery(
    queryOptions({
      queryKey: operatorKeys.states,
      queryFn: () => apiFetch<ApiResponse<'GET /api/admin/states'>>('/api/admin/states'),
      refetchInterval: (q) => (q.state.data?.states.some(sending) ? POLL_MS : false),
    }),
  );

export const useAdminState = (slug: string) =>
  useQuery(
    queryOptions({
      queryKey: operatorKeys.state(slug),
      queryFn: () => apiFetch<AdminStateDetail>(`/api/admin/states/${encodeURIComponent(slug)}`),
      refetchInterval: (q) => (sending(q.state.data?.state) ? POLL_MS : false),
      retry: false,
    }),
  );

/** POST …/launch or …/pause: safe to repeat (a second time changes nothing). */
export function useChangeState(slug: string, action: 'launch' | 'pause') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<StateChange>(`/api/admin/states/${encodeURIComponent(slug)}/${action}`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
