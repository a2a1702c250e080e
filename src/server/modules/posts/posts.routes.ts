// Owners' posts through HTTP: every owner route is `auth: 'owner'` (someone else's business is a
// 403, an unknown one a 404), and a post of another business is a 404.
import type { Deps } from '../../context.ts';
import { limitBody } from '../../lib/body-limit.ts';
import { notFound } from '../../lib/errors.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { MAX_UPLOAD_BYTES } from '../../media/process-image.ts';
import { ownerGuard } from '../businesses/owner-guard.ts';
import { findBusinessByUsername } from '../businesses/public-business.service.ts';
import { postPhotoService } from './post-photo.service.ts';
import { createPost, ownerPosts, toPublicPost, updatePost } from './posts.service.ts';
import { livePostsOf } from './public-posts.ts';

/** The photo route takes a multipart upload: the app's 64 KB JSON limit skips it. */
export const POST_PHOTO_PATH = /^\/api\/businesses\/[^/]+\/posts\/[^/]+\/photo$/;

export function postRoutes({ db, storage, rateLimitStore }: Deps) {
  const photos = postPhotoService({ db, storage });
  const uploads = rateLimit(rateLimitStore, 'photo-upload', { window: 600, max: 120 });
  return routes(
    [
      route('GET /api/businesses/:id/posts', async (c, { business }) => {
        c.header('Cache-Control', 'private, no-cache');
        return c.json(await ownerPosts(db, business.businessId));
      }),
      route('POST /api/businesses/:id/posts', async (c, { business, body }) =>
        c.json(await createPost(db, business, body), 201),
      ),
      route('PUT /api/businesses/:id/posts/:postId', async (c, { params, business, body }) =>
        c.json(await updatePost(db, business, params.postId, body)),
      ),
      route('DELETE /api/businesses/:id/posts/:postId', async (c, { params, business }) =>
        c.json(await photos.deletePost(business, params.postId)),
      ),
      route(
        'PUT /api/businesses/:id/posts/:postId/photo',
        async (c, { params, business }) => c.json(await photos.replace(business, params.postId, c.req)),
        { use: [uploads, limitBody(MAX_UPLOAD_BYTES + 256 * 1024)] },
      ),
      route('DELETE /api/businesses/:id/posts/:postId/photo', async (c, { params, business }) =>
        c.json(await photos.remove(business, params.postId)),
      ),
    ],
    { owner: ownerGuard(db) },
  );
}

/** Public reads (the business page's "Latest"): only a published business's live posts. */
export function publicPostRoutes({ db }: Deps) {
  return routes([
    route('GET /api/businesses/by-username/:username/posts', async (c, { params }) => {
      const business = await findBusinessByUsername(db, params.username);
      if (!business?.isPublished) throw notFound('Business not found');
      const rows = await livePostsOf(db, business.businessId);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ items: rows.map(toPublicPost) });
    }),
  ]);
}
