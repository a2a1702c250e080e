// Owners' posts through HTTP: every owner route loads the business through its ownership check
// (someone else's business is a 403, an unknown one a 404, a post of another business a 404).
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { postBodySchema } from '#shared/posts/post-schema.ts';
import { text } from '#shared/schemas/text.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { limitBody } from '../../lib/body-limit.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { requireUser } from '../../lib/session.ts';
import { validate } from '../../lib/validate.ts';
import { MAX_UPLOAD_BYTES, processImage } from '../../media/process-image.ts';
import { deleteImage, storeImage } from '../../media/store-image.ts';
import { loadOwnedBusiness } from '../businesses/owned-business.ts';
import { findBusinessByUsername } from '../businesses/public-business.service.ts';
import {
  createPost,
  deletePost,
  livePostsOf,
  loadOwnPost,
  ownerPosts,
  setPostPhoto,
  toOwnerPost,
  toPublicPost,
  updatePost,
} from './posts.service.ts';

/** The photo route takes a multipart upload: the app's 64 KB JSON limit skips it. */
export const POST_PHOTO_PATH = /^\/api\/businesses\/[^/]+\/posts\/[^/]+\/photo$/;

export function postRoutes({ db, storage, rateLimitStore }: Deps) {
  const owned = (c: Context<AppEnv>) => loadOwnedBusiness(db, c.req.param('id') ?? '', requireUser(c).id);
  const uploads = rateLimit(rateLimitStore, 'photo-upload', { window: 600, max: 120 });
  return new Hono<AppEnv>()
    .get('/businesses/:id/posts', async (c) => {
      const business = await owned(c);
      c.header('Cache-Control', 'private, no-cache');
      return c.json(await ownerPosts(db, business.businessId));
    })
    .post('/businesses/:id/posts', validate('json', postBodySchema), async (c) => {
      const business = await owned(c);
      return c.json(await createPost(db, business, c.req.valid('json')), 201);
    })
    .put('/businesses/:id/posts/:postId', validate('json', postBodySchema), async (c) => {
      const business = await owned(c);
      return c.json(await updatePost(db, business, c.req.param('postId'), c.req.valid('json')));
    })
    .delete('/businesses/:id/posts/:postId', async (c) => {
      const business = await owned(c);
      const photo = await deletePost(db, business.businessId, c.req.param('postId'));
      if (photo) await deleteImage(storage, db, photo);
      return c.json({ deleted: true as const });
    })
    .put(
      '/businesses/:id/posts/:postId/photo',
      uploads,
      limitBody(MAX_UPLOAD_BYTES + 256 * 1024),
      async (c) => {
        const business = await owned(c);
        const post = await loadOwnPost(db, business.businessId, c.req.param('postId'));
        const type = c.req.header('content-type') ?? '';
        const notMultipart = () =>
          new ApiError(400, 'invalid_input', 'Send the image as multipart/form-data.');
        if (!type.toLowerCase().startsWith('multipart/form-data')) throw notMultipart();
        const form = await c.req.parseBody().catch(() => {
          throw notMultipart();
        });
        const file = form.file;
        if (!(file instanceof File))
          throw new ApiError(400, 'invalid_input', 'Choose a photo to upload.', {
            fields: { file: 'Choose an image.' },
          });
        const image = await processImage(new Uint8Array(await file.arrayBuffer()), 'product');
        const url = await storeImage(storage, db, 'post-photos', business.businessId, image);
        const row = await setPostPhoto(db, post.id, url);
        if (post.photoUrl && post.photoUrl !== url) await deleteImage(storage, db, post.photoUrl);
        return c.json(toOwnerPost(row));
      },
    )
    .delete('/businesses/:id/posts/:postId/photo', async (c) => {
      const business = await owned(c);
      const post = await loadOwnPost(db, business.businessId, c.req.param('postId'));
      const row = post.photoUrl ? await setPostPhoto(db, post.id, null) : post;
      if (post.photoUrl) await deleteImage(storage, db, post.photoUrl);
      return c.json(toOwnerPost(row));
    });
}

/** Public reads (the business page's "Latest"): only a published business's live posts. */
export function publicPostRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get(
    '/businesses/by-username/:username/posts',
    validate('param', z.object({ username: text().min(1).max(60) })),
    async (c) => {
      const business = await findBusinessByUsername(db, c.req.valid('param').username);
      if (!business?.isPublished) throw notFound('Business not found');
      const rows = await livePostsOf(db, business.businessId);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ items: rows.map(toPublicPost) });
    },
  );
}
