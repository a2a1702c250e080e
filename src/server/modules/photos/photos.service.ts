// Owner photo, logo and product photos of an owned business (docs/product.md §6.13, §6.14, §15):
// uploads are read, sniffed and re-encoded, stored, then referenced; a file stored for a change that
// did not happen (a failed store, a lost race) is deleted again, so bad input writes nothing.
import type { HonoRequest } from 'hono';
import { MAX_PRODUCT_PHOTOS } from '#shared/api/photos.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/errors.ts';
import { missingFile, multipartFiles } from '../../lib/multipart.ts';
import { type ImageKind, processImage } from '../../media/process-image.ts';
import { deleteImage, storeImage } from '../../media/store-image.ts';
import type { Bucket, Storage } from '../../storage/storage.ts';
import type { BusinessRow } from '../businesses/owned-business.ts';
import {
  clearSinglePhoto,
  currentPhotos,
  fillSinglePhoto,
  photosOf,
  removeProductPhoto,
  replaceProductPhotos,
} from './photos.queries.ts';

const SINGLE = {
  owner: { column: 'ownerPhotoUrl', bucket: 'owner-photos', label: 'photo' },
  logo: { column: 'businessLogoUrl', bucket: 'business-logos', label: 'logo' },
} as const satisfies Record<string, { column: keyof BusinessRow; bucket: Bucket; label: string }>;
export type SinglePhoto = keyof typeof SINGLE;

const changed = () => new ApiError(409, 'conflict', 'Your photos changed in the meantime. Please try again.');
const occupied = () => new ApiError(409, 'conflict', 'Remove the current photo before adding a new one.');
const notListed = () => new ApiError(404, 'not_found', 'That photo is not in this business’s photos.');

export function photoService({ db, storage }: { db: Db; storage: Storage }) {
  /** Removes files we just stored that the business does not (or no longer) reference. */
  const discard = async (id: string, urls: string[]) => {
    const now = await currentPhotos(db, id);
    const kept = new Set(now ? [now.ownerPhotoUrl, now.businessLogoUrl, ...now.productPhotos] : []);
    for (const url of urls) if (!kept.has(url)) await deleteImage(storage, db, url);
  };
  /** Every file is processed before any is stored: one bad image stores nothing. */
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
  const saveProducts = (business: BusinessRow, next: string[]) =>
    replaceProductPhotos(db, business.businessId, business.productPhotos, next);

  return {
    list: (business: BusinessRow) => photosOf(business),

    /** The owner photo or logo, from the upload's `file` field; 409 while one is set. */
    async putSingle(business: BusinessRow, which: SinglePhoto, upload: HonoRequest) {
      const { column, bucket, label } = SINGLE[which];
      if (business[column]) throw occupied();
      const file = (await multipartFiles(upload, 'file'))[0];
      if (!file) throw missingFile('file', label);
      const [url] = await store(business, bucket, [file], which);
      const row = await fillSinglePhoto(db, business.businessId, column, url);
      if (!row) {
        await discard(business.businessId, [url]);
        throw occupied();
      }
      return photosOf(row);
    },

    async removeSingle(business: BusinessRow, which: SinglePhoto) {
      const { column } = SINGLE[which];
      const url = business[column];
      if (!url) return photosOf(business);
      const row = await clearSinglePhoto(db, business.businessId, column, url);
      if (!row) throw changed();
      await deleteImage(storage, db, url);
      return photosOf(row);
    },

    /** Product photos from the upload's `files`: those beyond the room left are dropped. */
    async addProducts(business: BusinessRow, upload: HonoRequest) {
      const files = await multipartFiles(upload, 'files');
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
      return { ...photosOf(row), dropped: files.length - fresh.length };
    },

    async removeProduct(business: BusinessRow, url: string) {
      if (!business.productPhotos.includes(url)) throw notListed();
      const row = await removeProductPhoto(db, business.businessId, url);
      if (!row) throw notListed();
      await deleteImage(storage, db, url);
      return photosOf(row);
    },

    /** A new order: a permutation of the current photos. */
    async reorder(business: BusinessRow, urls: string[]) {
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
      return photosOf(row);
    },
  };
}
