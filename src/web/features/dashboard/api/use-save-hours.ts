// PUT /api/businesses/:id/hours: the owner's opening hours (null removes them).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';
import type { OwnerBusiness } from './use-owner-business.ts';

export type HoursBody = ApiBody<'PUT /api/businesses/:id/hours'>;
type Saved = ApiResponse<'PUT /api/businesses/:id/hours'>;

export function useSaveHours(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HoursBody) =>
      apiFetch<Saved>(`/api/businesses/${encodeURIComponent(businessId)}/hours`, {
        method: 'PUT',
        json: body,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData<OwnerBusiness>(dashboardKeys.business(businessId), (old) =>
        old ? { ...old, ...saved } : old,
      );
      // The public page shows them too.
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== 'session',
        refetchType: 'none',
      });
    },
  });
}
