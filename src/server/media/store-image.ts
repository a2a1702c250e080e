// Writes processed images to storage under content-hash keys and removes them again. A delete that
// fails is queued in pending_file_deletes so a cleanup pass can retry it (docs/product.md §14.3).
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pendingFileDeletes } from '../db/schema/index.ts';
import { deleteKeysOrQueue } from '../storage/safe-delete.ts';
import { type Bucket, SAFE_KEY, type Storage } from '../storage/storage.ts';
import { cardVariantKey } from '../storage/variants.ts';
import type { ProcessedImage } from './process-image.ts';

/** `{bucket}/{businessId}/{sha256(full bytes) first 16 hex}.{ext}` */
export function imageKey(bucket: Bucket, businessId: string, image: ProcessedImage): string {
  const hash = createHash('sha256').update(image.full.bytes).digest('hex').slice(0, 16);
  return `${bucket}/${businessId}/${hash}.${image.full.ext}`;
}

/** Stores the full image and its card variant; returns the public URL of the full image. */
export async function storeImage(
  storage: Storage,
  db: Db,
  bucket: Bucket,
  businessId: string,
  image: ProcessedImage,
): Promise<string> {
  const key = imageKey(bucket, businessId, image);
  // The card goes first, so a stored full image always has its variant beside it.
  const cardKey = cardVariantKey(key);
  await storage.put(cardKey, image.card.bytes, 'image/webp');
  try {
    return await storage.put(key, image.full.bytes, image.full.contentType);
  } catch (err) {
    // The card alone would be an orphan: remove it, or queue it for the cleanup pass.
    await deleteKeysOrQueue(storage, db, [cardKey]);
    throw err;
  }
}

/** Keys (full image and card variant) behind a URL this storage produced; [] for foreign URLs. */
export function imageKeys(storage: Storage, url: string): string[] {
  const key = storage.keyFromUrl(url);
  if (!key || !SAFE_KEY.test(key) || key.includes('..')) return [];
  const card = cardVariantKey(key);
  return card === key ? [key] : [key, card];
}

/** Deletes an image and its card variant; failures are queued for retry instead of thrown. */
export async function deleteImage(storage: Storage, db: Db, url: string): Promise<void> {
  await deleteKeysOrQueue(storage, db, imageKeys(storage, url));
}

/** Retries queued deletes: a success removes the row, a failure counts an attempt. */
export async function retryPendingDeletes(
  storage: Storage,
  db: Db,
  limit = 100,
): Promise<{ deleted: number; failed: number }> {
  const rows = await db
    .select()
    .from(pendingFileDeletes)
    .orderBy(pendingFileDeletes.attempts, pendingFileDeletes.createdAt)
    .limit(limit);
  let deleted = 0;
  let failed = 0;
  for (const { key } of rows) {
    try {
      await storage.delete(key);
      await db.delete(pendingFileDeletes).where(eq(pendingFileDeletes.key, key));
      deleted++;
    } catch {
      await db
        .update(pendingFileDeletes)
        .set({ attempts: sql`${pendingFileDeletes.attempts} + 1` })
        .where(eq(pendingFileDeletes.key, key));
      failed++;
    }
  }
  return { deleted, failed };
}
