// Storing images under content-hash keys, deleting them, and the retry queue for failed deletes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { pendingFileDeletes } from '../db/schema/index.ts';
import { localStorage } from '../storage/local-storage.ts';
import type { Storage } from '../storage/storage.ts';
import { processImage } from './process-image.ts';
import { deleteImage, retryPendingDeletes, storeImage } from './store-image.ts';

let database: Database;
let dir: string;
let storage: Storage;
const BIZ = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

beforeAll(async () => {
  database = openDatabase({});
  await database.migrate();
  dir = await mkdtemp(join(tmpdir(), 'locals-store-'));
  storage = localStorage(dir);
});
afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(pendingFileDeletes);
});

const image = async (colour: string) =>
  processImage(
    new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    ),
    'product',
  );

/** A storage whose deletes fail while `broken` is true. */
function flaky(inner: Storage) {
  const state = { broken: true };
  const wrapped: Storage = {
    ...inner,
    delete: async (key) => {
      if (state.broken) throw new Error('storage unavailable');
      await inner.delete(key);
    },
  };
  return { storage: wrapped, state };
}

describe('storeImage / deleteImage', () => {
  test('stores the full image and its card under a content-hash key; delete removes both', async () => {
    const img = await image('#3366aa');
    const url = await storeImage(storage, database.db, 'product-photos', BIZ, img);
    expect(url).toMatch(new RegExp(`^/media/product-photos/${BIZ}/[0-9a-f]{16}\\.jpg$`));
    expect(await storeImage(storage, database.db, 'product-photos', BIZ, img)).toBe(url); // same bytes, same key
    const key = storage.keyFromUrl(url)!;
    expect((await storage.list(`product-photos/${BIZ}/`)).sort()).toEqual(
      [key, key.replace(/\.jpg$/, '.card.webp')].sort(),
    );
    await deleteImage(storage, database.db, url);
    expect(await storage.list(`product-photos/${BIZ}/`)).toEqual([]);
  });

  test('foreign URLs are left alone', async () => {
    await deleteImage(storage, database.db, 'https://elsewhere.example/x/y.jpg');
    expect(await database.db.select().from(pendingFileDeletes)).toEqual([]);
  });
});

describe('a store that fails halfway', () => {
  test('the card stored before a failed full image is deleted, or queued when that fails too', async () => {
    const img = await image('#33aa66');
    const failing = (deletes: boolean): Storage => ({
      ...storage,
      put: async (key, bytes, type) => {
        if (!key.endsWith('.card.webp')) throw new Error('storage full');
        return storage.put(key, bytes, type);
      },
      delete: async (key) => {
        if (!deletes) throw new Error('storage unavailable');
        await storage.delete(key);
      },
    });
    await expect(storeImage(failing(true), database.db, 'product-photos', BIZ, img)).rejects.toThrow(
      'storage full',
    );
    expect(await storage.list(`product-photos/${BIZ}/`)).toEqual([]);
    expect(await database.db.select().from(pendingFileDeletes)).toEqual([]);

    await expect(storeImage(failing(false), database.db, 'product-photos', BIZ, img)).rejects.toThrow(
      'storage full',
    );
    const [card] = await storage.list(`product-photos/${BIZ}/`);
    expect(card).toMatch(/\.card\.webp$/);
    expect((await database.db.select().from(pendingFileDeletes)).map((r) => r.key)).toEqual([card]);
    expect(await retryPendingDeletes(storage, database.db)).toEqual({ deleted: 1, failed: 0 });
    expect(await storage.list(`product-photos/${BIZ}/`)).toEqual([]);
  });
});

describe('retryPendingDeletes', () => {
  test('a failed delete is queued, counted on each failed retry and cleared once it succeeds', async () => {
    const url = await storeImage(storage, database.db, 'owner-photos', BIZ, await image('#aa3366'));
    const key = storage.keyFromUrl(url)!;
    const { storage: broken, state } = flaky(storage);

    await deleteImage(broken, database.db, url);
    await deleteImage(broken, database.db, url); // queued once, not twice
    const queued = await database.db.select().from(pendingFileDeletes);
    expect(queued.map((r) => [r.key, r.attempts]).sort()).toEqual(
      [
        [key, 0],
        [key.replace(/\.jpg$/, '.card.webp'), 0],
      ].sort(),
    );

    expect(await retryPendingDeletes(broken, database.db)).toEqual({ deleted: 0, failed: 2 });
    const after = await database.db.select().from(pendingFileDeletes);
    expect(after.map((r) => r.attempts)).toEqual([1, 1]);
    expect(await storage.list(`owner-photos/${BIZ}/`)).toHaveLength(2);

    state.broken = false;
    expect(await retryPendingDeletes(broken, database.db)).toEqual({ deleted: 2, failed: 0 });
    expect(await database.db.select().from(pendingFileDeletes)).toEqual([]);
    expect(await storage.list(`owner-photos/${BIZ}/`)).toEqual([]);
  });
});
