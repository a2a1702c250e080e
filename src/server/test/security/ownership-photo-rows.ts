// The ownership matrix's rows for a business's photos: only the owner uploads, reorders or deletes.
import { eq } from 'drizzle-orm';
import { businessProfiles } from '../../db/schema/index.ts';
import type { MatrixRow } from './matrix-row.ts';
import type { MatrixWorld } from './ownership-fixture.ts';

const photos = (w: MatrixWorld, rest = '') => `/api/businesses/${w.business.id}/photos${rest}`;
const upload = async (w: MatrixWorld, field: string, count: number) => {
  const form = new FormData();
  for (let i = 0; i < count; i++) form.append(field, await w.jpeg(), `photo${i}.jpg`);
  return form;
};
const currentPhotos = async (w: MatrixWorld) => {
  const [row] = await w.server.deps.db
    .select({ productPhotos: businessProfiles.productPhotos })
    .from(businessProfiles)
    .where(eq(businessProfiles.businessId, w.business.id));
  return row.productPhotos;
};

export const PHOTO_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/businesses/:id/photos',
    request: (w) => ({ method: 'GET', path: photos(w) }),
  },
  {
    route: 'PUT /api/businesses/:id/photos/owner',
    request: async (w) => ({ method: 'PUT', path: photos(w, '/owner'), form: await upload(w, 'file', 1) }),
  },
  {
    route: 'DELETE /api/businesses/:id/photos/owner',
    request: (w) => ({ method: 'DELETE', path: photos(w, '/owner') }),
  },
  {
    route: 'PUT /api/businesses/:id/photos/logo',
    request: async (w) => ({ method: 'PUT', path: photos(w, '/logo'), form: await upload(w, 'file', 1) }),
  },
  {
    route: 'DELETE /api/businesses/:id/photos/logo',
    request: (w) => ({ method: 'DELETE', path: photos(w, '/logo') }),
  },
  {
    route: 'POST /api/businesses/:id/photos/products',
    request: async (w) => ({
      method: 'POST',
      path: photos(w, '/products'),
      form: await upload(w, 'files', 2),
    }),
  },
  {
    route: 'PUT /api/businesses/:id/photos/products/order',
    request: async (w) => ({
      method: 'PUT',
      path: photos(w, '/products/order'),
      json: { urls: (await currentPhotos(w)).reverse() },
    }),
  },
  {
    route: 'DELETE /api/businesses/:id/photos/products',
    request: async (w) => ({
      method: 'DELETE',
      path: photos(w, '/products'),
      json: { url: (await currentPhotos(w))[0] },
    }),
  },
];
