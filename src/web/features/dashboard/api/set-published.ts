// POST /api/businesses/:id/publish {publish, acceptTerms?} from the business dashboard: the one
// publish/hide rule (live states only; the first publish needs the terms accepted).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerBusiness } from '../../../api/get-owner-business.ts';
import { type PublishInput, publishBusiness } from '../../../api/publish-business.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function useSetPublished(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishInput) => publishBusiness(businessId, input),
    onSuccess: ({ isPublished }) => {
      queryClient.setQueryData<OwnerBusiness>([...queryKeys.ownerBusiness, businessId], (old) =>
        old ? { ...old, isPublished } : old,
      );
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.ownerBusiness, businessId] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myBusinesses });
    },
  });
}
