// DELETE /api/businesses/:id/photos/products {url}: one product photo.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { markBusinessViewsStale } from '../../../lib/business-views.ts';

export const deleteProductPhoto = (businessId: string, url: string) =>
  api('DELETE /api/businesses/:id/photos/products', { params: { id: businessId }, body: { url } });

/** A changed photo makes every view of its business stale. */
export function useDeleteProductPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { businessId: string; url: string }) =>
      deleteProductPhoto(input.businessId, input.url),
    onSuccess: (_result, { businessId }) => void markBusinessViewsStale(queryClient, businessId),
  });
}
