// POST /api/businesses/:id/delete {confirmUsername}: rows in one transaction, then the files
// (failed file deletes are queued and counted in filesPending).
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

export type DeleteBusinessResult = ApiResponse<'POST /api/businesses/:id/delete'>;

export function useDeleteBusiness(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmUsername: string) =>
      apiFetch<DeleteBusinessResult>(`/api/businesses/${encodeURIComponent(businessId)}/delete`, {
        method: 'POST',
        json: { confirmUsername },
      }),
    onSuccess: () => {
      // Lists in every feature (tiles, profile, market, favourites) may hold the business. Its own
      // queries are dropped by forgetBusiness once the page showing it has gone.
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== 'session' && !q.queryKey.includes(businessId),
      });
    },
  });
}

/** Drops a deleted business's cached queries (call after leaving its pages). */
export function forgetBusiness(queryClient: QueryClient, businessId: string) {
  queryClient.removeQueries({ queryKey: dashboardKeys.business(businessId) });
}
