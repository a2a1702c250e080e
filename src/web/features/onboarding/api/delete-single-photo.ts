// DELETE /api/businesses/:id/photos/owner | logo.
import { api } from '../../../lib/api.ts';
import type { SinglePhoto } from './upload-single-photo.ts';

export const deleteSinglePhoto = (businessId: string, which: SinglePhoto) =>
  which === 'owner'
    ? api('DELETE /api/businesses/:id/photos/owner', { params: { id: businessId } })
    : api('DELETE /api/businesses/:id/photos/logo', { params: { id: businessId } });
