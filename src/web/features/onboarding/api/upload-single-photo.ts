// PUT /api/businesses/:id/photos/owner | logo: one photo, multipart.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { markBusinessViewsStale } from '../../../lib/business-views.ts';

export type SinglePhoto = 'owner' | 'logo';

export function uploadSinglePhoto(businessId: string, which: SinglePhoto, file: Blob, name: string) {
  const body = new FormData();
  body.append('file', file, name);
  const params = { id: businessId };
  return which === 'owner'
    ? api('PUT /api/businesses/:id/photos/owner', { params, body })
    : api('PUT /api/businesses/:id/photos/logo', { params, body });
}

/** A changed photo makes every view of its business stale. */
export function useUploadSinglePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { businessId: string; which: SinglePhoto; file: Blob; name: string }) =>
      uploadSinglePhoto(input.businessId, input.which, input.file, input.name),
    onSuccess: (_result, { businessId }) => void markBusinessViewsStale(queryClient, businessId),
  });
}
