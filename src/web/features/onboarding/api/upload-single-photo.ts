// PUT /api/businesses/:id/photos/owner | logo: one photo, multipart.
import { api } from '../../../lib/api.ts';

export type SinglePhoto = 'owner' | 'logo';

export function uploadSinglePhoto(businessId: string, which: SinglePhoto, file: Blob, name: string) {
  const body = new FormData();
  body.append('file', file, name);
  const params = { id: businessId };
  return which === 'owner'
    ? api('PUT /api/businesses/:id/photos/owner', { params, body })
    : api('PUT /api/businesses/:id/photos/logo', { params, body });
}
