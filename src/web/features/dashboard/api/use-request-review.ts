// POST /api/businesses/:id/review-request: the owner of a hidden business asks the team, once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

export function useRequestReview(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      apiFetch<ApiResponse<'POST /api/businesses/:id/review-request'>>(
        `/api/businesses/${encodeURIComponent(businessId)}/review-request`,
        { method: 'POST', json: { message } },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.business(businessId) }),
  });
}
