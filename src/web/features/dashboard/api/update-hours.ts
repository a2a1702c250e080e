// PUT /api/businesses/:id/hours: the owner's opening hours (null removes them).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '#shared/api/index.ts';
import type { OwnerBusiness } from '../../../api/get-owner-business.ts';
import { api } from '../../../lib/api.ts';
import { markBusinessViewsStale } from '../../../lib/business-views.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type HoursBody = ApiBody<'PUT /api/businesses/:id/hours'>;

export const updateHours = (businessId: string, body: HoursBody) =>
  api('PUT /api/businesses/:id/hours', { params: { id: businessId }, body });

export function useSaveHours(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HoursBody) => updateHours(businessId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData<OwnerBusiness>([...queryKeys.ownerBusiness, businessId], (old) =>
        old ? { ...old, ...saved } : old,
      );
      // The public page shows them too.
      void markBusinessViewsStale(queryClient, businessId);
    },
  });
}
