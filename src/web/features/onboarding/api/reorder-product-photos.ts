// PUT /api/businesses/:id/photos/products/order {urls}: the product photos' new order.
import { api } from '../../../lib/api.ts';

export const reorderProductPhotos = (businessId: string, urls: string[]) =>
  api('PUT /api/businesses/:id/photos/products/order', { params: { id: businessId }, body: { urls } });
