// POST /api/businesses/:id/photos/products: up to 10 ordered product photos, multipart (the answer
// says how many were dropped past the limit).
import { api } from '../../../lib/api.ts';

export function uploadProductPhotos(businessId: string, files: { blob: Blob; name: string }[]) {
  const body = new FormData();
  for (const f of files) body.append('files', f.blob, f.name);
  return api('POST /api/businesses/:id/photos/products', { params: { id: businessId }, body });
}
