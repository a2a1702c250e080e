// DELETE /api/businesses/:id/photos/owner | logo.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { markBusinessViewsStale } from '../../../lib/business-views.ts';
import type { SinglePhoto } from './upload-single-photo.ts';

export const deleteSinglePhoto = (businessId: string, which: SinglePhoto) =>
  which === 'owner'
    ? api('DELETE /api/businesses/:id/photos/owner', { params: { id: businessId } })
    : api('DELETE /api/businesses/:id/photos/logo', { params: { id: businessId } });

/** A changed photo makes every view of its business stale. */
export function useDeleteSinglePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { businessId: string; which: SinglePhoto }) =>
      deleteSinglePhoto(input.businessId, input.which),
    onSuccess: (_result, { businessId }) => void markBusinessViewsStale(queryClient, businessId),
  });
}
