// PUT /api/businesses/:id/photos/products/order {urls}: the product photos' new order.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { markBusinessViewsStale } from '../../../lib/business-views.ts';

export const reorderProductPhotos = (businessId: string, urls: string[]) =>
  api('PUT /api/businesses/:id/photos/products/order', { params: { id: businessId }, body: { urls } });

/** A changed photo makes every view of its business stale. */
export function useReorderProductPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { businessId: string; urls: string[] }) =>
      reorderProductPhotos(input.businessId, input.urls),
    onSuccess: (_result, { businessId }) => void markBusinessViewsStale(queryClient, businessId),
  });
}
