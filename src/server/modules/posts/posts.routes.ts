// Owners' posts through HTTP: every owner route loads the business through its ownership check
// (someone else's business is a 403, an unknown one a 404, a post of another business a 404).
import type { Deps, SessionUser } from '../../context.ts';
import { limitBody } from '../../lib/body-limit.ts';
import { notFound } from '../../lib/errors.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { MAX_UPLOAD_BYTES } from '../../media/process-image.ts';
import { loadOwnedBusiness } from '../businesses/owned-business.ts';
import { findBusinessByUsername } from '../businesses/public-business.service.ts';
import { postPhotoService } from './post-photo.service.ts';
import { createPost, ownerPosts, toPublicPost, updatePost } from './posts.service.ts';
import { livePostsOf } from './public-posts.ts';

/** The photo route takes a multipart upload: the app's 64 KB JSON limit skips it. */
export const POST_PHOTO_PATH = /^\/api\/businesses\/[^/]+\/posts\/[^/]+\/photo$/;

export function postRoutes({ db, storage, rateLimitStore }: Deps) {
  const owned = (params: { id: string }, user: SessionUser) => loadOwnedBusiness(db, params.id, user.id);
  const photos = postPhotoService({ db, storage });
  const uploads = rateLimit(rateLimitStore, 'photo-upload', { window: 600, max: 120 });
  return routes([
    route('GET /api/businesses/:id/posts', async (c, { params, user }) => {
      const business = await owned(params, user);
      c.header('Cache-Control', 'private, no-cache');
      return c.json(await ownerPosts(db, business.businessId));
    }),
    route('POST /api/businesses/:id/posts', async (c, { params, user, body }) =>
      c.json(await createPost(db, await owned(params, user), body), 201),
    ),
    route('PUT /api/businesses/:id/posts/:postId', async (c, { params, user, body }) =>
      c.json(await updatePost(db, await owned(params, user), params.postId, body)),
    ),
    route('DELETE /api/businesses/:id/posts/:postId', async (c, { params, user }) =>
      c.json(await photos.deletePost(await owned(params, user), params.postId)),
    ),
    route(
      'PUT /api/businesses/:id/posts/:postId/photo',
      async (c, { params, user }) =>
        c.json(await photos.replace(await owned(params, user), params.postId, c.req)),
      { use: [uploads, limitBody(MAX_UPLOAD_BYTES + 256 * 1024)] },
    ),
    route('DELETE /api/businesses/:id/posts/:postId/photo', async (c, { params, user }) =>
      c.json(await photos.remove(await owned(params, user), params.postId)),
    ),
  ]);
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
