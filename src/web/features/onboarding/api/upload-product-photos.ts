// POST /api/businesses/:id/photos/products: up to 10 ordered product photos, multipart (the answer
// says how many were dropped past the limit).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { markBusinessViewsStale } from '../../../lib/business-views.ts';

export function uploadProductPhotos(businessId: string, files: { blob: Blob; name: string }[]) {
  const body = new FormData();
  for (const f of files) body.append('files', f.blob, f.name);
  return api('POST /api/businesses/:id/photos/products', { params: { id: businessId }, body });
}

/** A changed photo makes every view of its business stale. */
export function useUploadProductPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { businessId: string; files: { blob: Blob; name: string }[] }) =>
      uploadProductPhotos(input.businessId, input.files),
    onSuccess: (_result, { businessId }) => void markBusinessViewsStale(queryClient, businessId),
  });
}
