// Owner photo, logo and product photos of a business (docs/product.md §6.13, §6.14, §15). Every call
// needs a session and ownership; uploads are sniffed and re-encoded, and bad input writes nothing.
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { text } from '#shared/schemas/text.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { limitBody } from '../../lib/body-limit.ts';
import { ApiError } from '../../lib/errors.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { requireUser } from '../../lib/session.ts';
import { invalid } from '../../lib/validate.ts';
import { type ImageKind, MAX_UPLOAD_BYTES, processImage } from '../../media/process-image.ts';
import { deleteImage, storeImage } from '../../media/store-image.ts';
import type { Bucket } from '../../storage/storage.ts';
import { type BusinessRow, loadOwnedBusiness } from '../businesses/owned-business.ts';
import {
  clearSinglePhoto,
  currentPhotos,
  fillSinglePhoto,
  photosOf,
  removeProductPhoto,
  replaceProductPhotos,
} from './photos.queries.ts';

export const MAX_PRODUCT_PHOTOS = 10;
/** Paths the app's 64 KB JSON limit skips: these routes set their own limits. */
export const PHOTO_PATH = /^\/api\/businesses\/[^/]+\/photos(\/|$)/;
const OVERHEAD = 256 * 1024;
const JSON_LIMIT = 64 * 1024;

const SINGLE = {
  owner: { column: 'ownerPhotoUrl', bucket: 'owner-photos', label: 'photo' },
  logo: { column: 'businessLogoUrl', bucket: 'business-logos', label: 'logo' },
} as const satisfies Record<string, { column: keyof BusinessRow; bucket: Bucket; label: string }>;
type Single = keyof typeof SINGLE;

export const urlBody = z.strictObject({ url: text().min(1).max(2048) });
export const orderBody = z.strictObject({ urls: z.array(text().min(1).max(2048)).max(MAX_PRODUCT_PHOTOS) });

const limit = limitBody;
const changed = () => new ApiError(409, 'conflict', 'Your photos changed in the meantime. Please try again.');

export function photoRoutes({ db, storage, rateLimitStore }: Deps) {
  const base = '/businesses/:id/photos';
  const uploads = rateLimit(rateLimitStore, 'photo-upload', { window: 600, max: 120 });
  const owned = (c: Context<AppEnv>) => loadOwnedBusiness(db, c.req.param('id') ?? '', requireUser(c).id);
  /** Removes files we just stored that the business does not (or no longer) reference. */
  const discard = async (id: string, urls: string[]) => {
    const now = await currentPhotos(db, id);
    const kept = new Set(now ? [now.ownerPhotoUrl, now.businessLogoUrl, ...now.productPhotos] : []);
    for (const url of urls) if (!kept.has(url)) await deleteImage(storage, db, url);
  };
  const store = async (business: BusinessRow, bucket: Bucket, files: File[], kind: ImageKind) => {
    const processed = [];
    for (const file of files)
      processed.push(await processImage(new Uint8Array(await file.arrayBuffer()), kind));
    const urls: string[] = [];
    try {
      for (const p of processed) urls.push(await storeImage(storage, db, bucket, business.businessId, p));
    } catch (err) {
      await discard(business.businessId, urls);
      throw err;
    }
    return urls;
  };

  const putSingle = async (c: Context<AppEnv>, which: Single) => {
    const { column, bucket, label } = SINGLE[which];
    const business = await owned(c);
    const occupied = () => new ApiError(409, 'conflict', 'Remove the current photo before adding a new one.');
    if (business[column]) throw occupied();
    const file = (await multipartFiles(c, 'file'))[0];
    if (!file) throw missingFile('file', label);
    const [url] = await store(business, bucket, [file], which);
    const row = await fillSinglePhoto(db, business.businessId, column, url);
    if (!row) {
      await discard(business.businessId, [url]);
      throw occupied();
    }
    return c.json(photosOf(row));
  };

  const removeSingle = async (c: Context<AppEnv>, which: Single) => {
    const { column } = SINGLE[which];
    const business = await owned(c);
    const url = business[column];
    if (!url) return c.json(photosOf(business));
    const row = await clearSinglePhoto(db, business.businessId, column, url);
    if (!row) throw changed();
    await deleteImage(storage, db, url);
    return c.json(photosOf(row));
  };

  const saveProducts = (business: BusinessRow, next: string[]) =>
    replaceProductPhotos(db, business.businessId, business.productPhotos, next);

  const singleLimit = limit(MAX_UPLOAD_BYTES + OVERHEAD);
  return new Hono<AppEnv>()
    .get(base, async (c) => c.json(photosOf(await owned(c))))
    .put(`${base}/owner`, uploads, singleLimit, (c) => putSingle(c, 'owner'))
    .delete(`${base}/owner`, limit(JSON_LIMIT), (c) => removeSingle(c, 'owner'))
    .put(`${base}/logo`, uploads, singleLimit, (c) => putSingle(c, 'logo'))
    .delete(`${base}/logo`, limit(JSON_LIMIT), (c) => removeSingle(c, 'logo'))
    .post(`${base}/products`, uploads, limit(MAX_PRODUCT_PHOTOS * MAX_UPLOAD_BYTES + OVERHEAD), async (c) => {
      const business = await owned(c);
      const files = await multipartFiles(c, 'files');
      if (!files.length) throw missingFile('files', 'photo');
      const room = Math.max(0, MAX_PRODUCT_PHOTOS - business.productPhotos.length);
      const urls = await store(business, 'product-photos', files.slice(0, room), 'product');
      const fresh = [...new Set(urls)].filter((u) => !business.productPhotos.includes(u));
      const row = fresh.length
        ? await saveProducts(business, [...business.productPhotos, ...fresh])
        : business;
      if (!row) {
        await discard(business.businessId, fresh);
        throw changed();
      }
      return c.json({ ...photosOf(row), dropped: files.length - fresh.length });
    })
    .delete(`${base}/products`, limit(JSON_LIMIT), async (c) => {
      const business = await owned(c);
      const { url } = await readJson(c, urlBody);
      const notListed = () => new ApiError(404, 'not_found', 'That photo is not in this business’s photos.');
      if (!business.productPhotos.includes(url)) throw notListed();
      const row = await removeProductPhoto(db, business.businessId, url);
      if (!row) throw notListed();
      await deleteImage(storage, db, url);
      return c.json(photosOf(row));
    })
    .put(`${base}/products/order`, limit(JSON_LIMIT), async (c) => {
      const business = await owned(c);
      const { urls } = await readJson(c, orderBody);
      const current = business.productPhotos;
      const isPermutation =
        urls.length === current.length &&
        new Set(urls).size === urls.length &&
        urls.every((u) => current.includes(u));
      if (!isPermutation) {
        throw new ApiError(400, 'invalid_input', 'The new order must list each current photo exactly once.', {
          fields: { urls: 'Must list each current photo exactly once.' },
        });
      }
      const row = await saveProducts(business, urls);
      if (!row) throw changed();
      return c.json(photosOf(row));
    });
}

/** The File values of a multipart field (`name` or `name[]`); 400 when the body is not a form. */
async function multipartFiles(c: Context<AppEnv>, name: string): Promise<File[]> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw notMultipart();
  const body = await c.req.parseBody({ all: true }).catch(() => {
    throw notMultipart();
  });
  return [body[name], body[`${name}[]`]].flat().filter((v): v is File => v instanceof File);
}

async function readJson<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.infer<T>> {
  const raw = await c.req.json().catch(() => {
    throw new ApiError(400, 'invalid_input', 'Send a JSON body.');
  });
  const result = schema.safeParse(raw);
  if (!result.success) throw invalid(result.error);
  return result.data;
}

const notMultipart = () => new ApiError(400, 'invalid_input', 'Send the image as multipart/form-data.');
const missingFile = (field: string, label: string) =>
  new ApiError(400, 'invalid_input', `Choose a ${label} to upload.`, {
    fields: { [field]: 'Choose an image.' },
  });
