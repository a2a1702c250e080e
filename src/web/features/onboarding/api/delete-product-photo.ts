// DELETE /api/businesses/:id/photos/products {url}: one product photo.
import { api } from '../../../lib/api.ts';

export const deleteProductPhoto = (businessId: string, url: string) =>
  api('DELETE /api/businesses/:id/photos/products', { params: { id: businessId }, body: { url } });
