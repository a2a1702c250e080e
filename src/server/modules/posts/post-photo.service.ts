// A post's photo: the upload is read, re-encoded and stored before the post points at it; the file
// it replaces (or a deleted post's) is deleted after.
import type { HonoRequest } from 'hono';
import type { Db } from '../../db/client.ts';
import { missingFile, multipartFiles } from '../../lib/multipart.ts';
import { processImage } from '../../media/process-image.ts';
import { deleteImage, storeImage } from '../../media/store-image.ts';
import type { Storage } from '../../storage/storage.ts';
import type { BusinessRow } from '../businesses/owned-business.ts';
import { deletePost, loadOwnPost, ownerPostOf, setPostPhoto } from './posts.service.ts';

export function postPhotoService({ db, storage }: { db: Db; storage: Storage }) {
  return {
    /** The upload's `file` as the post's photo (the same checks as product photos). */
    async replace(business: BusinessRow, postId: string, upload: HonoRequest) {
      const post = await loadOwnPost(db, business.businessId, postId);
      const file = (await multipartFiles(upload, 'file'))[0];
      if (!file) throw missingFile('file', 'photo');
      const image = await processImage(new Uint8Array(await file.arrayBuffer()), 'product');
      const url = await storeImage(storage, db, 'post-photos', business.businessId, image);
      const row = await setPostPhoto(db, post.id, url);
      if (post.photoUrl && post.photoUrl !== url) await deleteImage(storage, db, post.photoUrl);
      return ownerPostOf(db, row, new Date());
    },

    async remove(business: BusinessRow, postId: string) {
      const post = await loadOwnPost(db, business.businessId, postId);
      const row = post.photoUrl ? await setPostPhoto(db, post.id, null) : post;
      if (post.photoUrl) await deleteImage(storage, db, post.photoUrl);
      return ownerPostOf(db, row, new Date());
    },

    /** Deletes the post, then its photo's file. */
    async deletePost(business: BusinessRow, postId: string) {
      const photo = await deletePost(db, business.businessId, postId);
      if (photo) await deleteImage(storage, db, photo);
      return { deleted: true as const };
    },
  };
}
