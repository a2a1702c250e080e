// Deletes stored files; a key whose delete fails is queued so a cleanup pass retries it and no
// row ever keeps pointing at it (docs/product.md §14.3).
import type { Db } from '../db/client.ts';
import { pendingFileDeletes } from '../db/schema/index.ts';
import type { Storage } from './storage.ts';

export async function deleteKeysOrQueue(
  storage: Storage,
  db: Db,
  keys: string[],
): Promise<{ failed: number }> {
  let failed = 0;
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch {
      failed += 1;
      await db.insert(pendingFileDeletes).values({ key }).onConflictDoNothing();
    }
  }
  return { failed };
}

/** Every key stored for a business, across its buckets. */
export async function businessFileKeys(storage: Storage, businessId: string): Promise<string[]> {
  const buckets = ['owner-photos', 'business-logos', 'product-photos', 'post-photos'];
  const lists = await Promise.all(buckets.map((b) => storage.list(`${b}/${businessId}/`, 1000)));
  return lists.flat();
}
