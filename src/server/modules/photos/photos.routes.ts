// Owner photo, logo and product photos of a business (photos.service.ts does the work). Every call
// needs a session and ownership; uploads set their own body limits.
import { MAX_PRODUCT_PHOTOS } from '#shared/api/photos.ts';
import type { Deps } from '../../context.ts';
import { limitBody } from '../../lib/body-limit.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { MAX_UPLOAD_BYTES } from '../../media/process-image.ts';
import { ownerGuard } from '../businesses/owner-guard.ts';
import { photoService } from './photos.service.ts';

/** Paths the app's 64 KB JSON limit skips: these routes set their own limits. */
export const PHOTO_PATH = /^\/api\/businesses\/[^/]+\/photos(\/|$)/;
const OVERHEAD = 256 * 1024;
const JSON_LIMIT = 64 * 1024;
const MAX_PRODUCT_UPLOAD = MAX_PRODUCT_PHOTOS * MAX_UPLOAD_BYTES + OVERHEAD;

export function photoRoutes({ db, storage, rateLimitStore }: Deps) {
  const photos = photoService({ db, storage });
  const uploads = rateLimit(rateLimitStore, 'photo-upload', { window: 600, max: 120 });
  const single = { use: [uploads, limitBody(MAX_UPLOAD_BYTES + OVERHEAD)] };
  const json = { use: [limitBody(JSON_LIMIT)] };
  return routes(
    [
      route('GET /api/businesses/:id/photos', async (c, { business }) => c.json(photos.list(business))),
      route(
        'PUT /api/businesses/:id/photos/owner',
        async (c, { business }) => c.json(await photos.putSingle(business, 'owner', c.req)),
        single,
      ),
      route(
        'DELETE /api/businesses/:id/photos/owner',
        async (c, { business }) => c.json(await photos.removeSingle(business, 'owner')),
        json,
      ),
      route(
        'PUT /api/businesses/:id/photos/logo',
        async (c, { business }) => c.json(await photos.putSingle(business, 'logo', c.req)),
        single,
      ),
      route(
        'DELETE /api/businesses/:id/photos/logo',
        async (c, { business }) => c.json(await photos.removeSingle(business, 'logo')),
        json,
      ),
      route(
        'POST /api/businesses/:id/photos/products',
        async (c, { business }) => c.json(await photos.addProducts(business, c.req)),
        { use: [uploads, limitBody(MAX_PRODUCT_UPLOAD)] },
      ),
      route(
        'DELETE /api/businesses/:id/photos/products',
        async (c, { business, body }) => c.json(await photos.removeProduct(business, body.url)),
        json,
      ),
      route(
        'PUT /api/businesses/:id/photos/products/order',
        async (c, { business, body }) => c.json(await photos.reorder(business, body.urls)),
        json,
      ),
    ],
    { owner: ownerGuard(db) },
  );
}
