// Owner photo, logo and product photos of a business (photos.service.ts does the work). Every call
// needs a session and ownership; uploads set their own body limits.
import { MAX_PRODUCT_PHOTOS } from '#shared/api/photos.ts';
import type { Deps, SessionUser } from '../../context.ts';
import { limitBody } from '../../lib/body-limit.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { MAX_UPLOAD_BYTES } from '../../media/process-image.ts';
import { loadOwnedBusiness } from '../businesses/owned-business.ts';
import { photoService } from './photos.service.ts';

/** Paths the app's 64 KB JSON limit skips: these routes set their own limits. */
export const PHOTO_PATH = /^\/api\/businesses\/[^/]+\/photos(\/|$)/;
const OVERHEAD = 256 * 1024;
const JSON_LIMIT = 64 * 1024;
const MAX_PRODUCT_UPLOAD = MAX_PRODUCT_PHOTOS * MAX_UPLOAD_BYTES + OVERHEAD;

export function photoRoutes({ db, storage, rateLimitStore }: Deps) {
  const photos = photoService({ db, storage });
  const owned = (params: { id: string }, user: SessionUser) => loadOwnedBusiness(db, params.id, user.id);
  const uploads = rateLimit(rateLimitStore, 'photo-upload', { window: 600, max: 120 });
  const single = { use: [uploads, limitBody(MAX_UPLOAD_BYTES + OVERHEAD)] };
  const json = { use: [limitBody(JSON_LIMIT)] };
  return routes([
    route('GET /api/businesses/:id/photos', async (c, { params, user }) =>
      c.json(photos.list(await owned(params, user))),
    ),
    route(
      'PUT /api/businesses/:id/photos/owner',
      async (c, { params, user }) =>
        c.json(await photos.putSingle(await owned(params, user), 'owner', c.req)),
      single,
    ),
    route(
      'DELETE /api/businesses/:id/photos/owner',
      async (c, { params, user }) => c.json(await photos.removeSingle(await owned(params, user), 'owner')),
      json,
    ),
    route(
      'PUT /api/businesses/:id/photos/logo',
      async (c, { params, user }) => c.json(await photos.putSingle(await owned(params, user), 'logo', c.req)),
      single,
    ),
    route(
      'DELETE /api/businesses/:id/photos/logo',
      async (c, { params, user }) => c.json(await photos.removeSingle(await owned(params, user), 'logo')),
      json,
    ),
    route(
      'POST /api/businesses/:id/photos/products',
      async (c, { params, user }) => c.json(await photos.addProducts(await owned(params, user), c.req)),
      { use: [uploads, limitBody(MAX_PRODUCT_UPLOAD)] },
    ),
    route(
      'DELETE /api/businesses/:id/photos/products',
      async (c, { params, user, body }) =>
        c.json(await photos.removeProduct(await owned(params, user), body.url)),
      json,
    ),
    route(
      'PUT /api/businesses/:id/photos/products/order',
      async (c, { params, user, body }) => c.json(await photos.reorder(await owned(params, user), body.urls)),
      json,
    ),
  ]);
}
