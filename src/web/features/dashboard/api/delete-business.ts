// POST /api/businesses/:id/delete {confirmUsername}: rows in one transaction, then the files
// (failed file deletes are queued and counted in filesPending).
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api.ts';
import { refreshBusinessLists } from '../../../lib/business-views.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { insightsKey } from './get-insights.ts';
import { ownerPostsKey } from './get-owner-posts.ts';

export type DeleteBusinessResult = ApiResult<'POST /api/businesses/:id/delete'>;

export const deleteBusiness = (businessId: string, confirmUsername: string) =>
  api('POST /api/businesses/:id/delete', { params: { id: businessId }, body: { confirmUsername } });

export function useDeleteBusiness(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmUsername: string) => deleteBusiness(businessId, confirmUsername),
    // Lists in every feature (tiles, profile, market, favourites) may hold the business. Its own
    // queries are dropped by forgetBusiness once the page showing it has gone.
    onSuccess: () => void refreshBusinessLists(queryClient),
  });
}

/** Drops a deleted business's cached queries (call after leaving its pages). */
export function forgetBusiness(queryClient: QueryClient, businessId: string) {
  for (const queryKey of [
    [...queryKeys.ownerBusiness, businessId],
    [...queryKeys.businessStep, businessId],
    insightsKey(businessId),
    ownerPostsKey(businessId),
  ])
    queryClient.removeQueries({ queryKey });
}
