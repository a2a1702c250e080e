// POST /api/businesses/:id/publish: publish or hide a business. The wizard's summary, /profile and
// the business dashboard all publish through this one call (the server holds the rules).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '#shared/api/index.ts';
import { type ApiResult, api } from '../lib/api.ts';
import { markBusinessViewsStale } from '../lib/business-views.ts';
import { queryKeys } from '../lib/query-keys.ts';

export type PublishInput = ApiBody<'POST /api/businesses/:id/publish'>;
export type PublishResult = ApiResult<'POST /api/businesses/:id/publish'>;

export const publishBusiness = (businessId: string, input: PublishInput) =>
  api('POST /api/businesses/:id/publish', { params: { id: businessId }, body: input });

/** Every view of the business goes stale, and the owner's list (on screen on /profile) is read again. */
export function usePublishBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, input }: { businessId: string; input: PublishInput }) =>
      publishBusiness(businessId, input),
    onSuccess: async (_result, { businessId }) => {
      await markBusinessViewsStale(queryClient, businessId);
      await queryClient.invalidateQueries({ queryKey: queryKeys.myBusinesses });
    },
  });
}
