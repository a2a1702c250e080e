// POST /api/businesses/:id/publish {publish, acceptTerms?}: the one publish/hide rule (live states
// only; the first publish needs the terms accepted).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PublishInput, publishBusiness } from '../../../lib/publish-business.ts';
import { dashboardKeys } from './keys.ts';
import type { OwnerBusiness } from './use-owner-business.ts';

export function useSetPublished(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishInput) => publishBusiness(businessId, input),
    onSuccess: ({ isPublished }) => {
      queryClient.setQueryData<OwnerBusiness>(dashboardKeys.business(businessId), (old) =>
        old ? { ...old, isPublished } : old,
      );
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.business(businessId) });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.myBusinesses });
    },
  });
}
