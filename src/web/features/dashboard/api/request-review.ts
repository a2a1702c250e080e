// POST /api/businesses/:id/review-request: the owner of a hidden business asks the team, once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const requestReview = (businessId: string, message: string) =>
  api('POST /api/businesses/:id/review-request', { params: { id: businessId }, body: { message } });

export function useRequestReview(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => requestReview(businessId, message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.ownerBusiness, businessId] }),
  });
}
