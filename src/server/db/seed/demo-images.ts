// Renders the seed's SVG artwork with sharp and stores full-size + card variants (keyed as docs/product.md §15 says).
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Bucket, Storage } from '../../storage/storage.ts';
import { logoSvg, portraitSvg } from './art-portrait.ts';
import { stillLifeSvg } from './art-still-life.ts';
import type { Rng } from './prng.ts';

const PRODUCT = { width: 1024, height: 768, cardWidth: 480 };
const SQUARE = { size: 640, card: 240 };

export interface ImageJob {
  rng: Rng;
  businessId: string;
  name: string;
  brand: string;
  people: number;
  categories: readonly string[];
  products: number;
}

export interface BusinessImages {
  ownerPhotoUrl: string;
  businessLogoUrl: string;
  productPhotos: string[];
}

const hash16 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

async function render(svg: string) {
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

/** Stores a full-size file and its `.card.webp` sibling; returns the full-size URL. */
async function save(
  storage: Storage,
  bucket: Bucket,
  businessId: string,
  full: { bytes: Uint8Array; ext: string; type: string },
  card: Uint8Array,
): Promise<string> {
  const base = `${bucket}/${businessId}/${hash16(full.bytes)}`;
  const [url] = await Promise.all([
    storage.put(`${base}.${full.ext}`, full.bytes, full.type),
    storage.put(`${base}.card.webp`, card, 'image/webp'),
  ]);
  return url;
}

async function squareImage(storage: Storage, bucket: Bucket, businessId: string, svg: string) {
  const { data, info } = await render(svg);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [full, card] = await Promise.all([
    sharp(data, raw).webp({ quality: 90, effort: 2 }).toBuffer(),
    sharp(data, raw).resize(SQUARE.card).webp({ quality: 80, effort: 2 }).toBuffer(),
  ]);
  return save(storage, bucket, businessId, { bytes: full, ext: 'webp', type: 'image/webp' }, card);
}

async function productImage(storage: Storage, businessId: string, svg: string) {
  const { data, info } = await render(svg);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [full, card] = await Promise.all([
    sharp(data, raw).jpeg({ quality: 70 }).toBuffer(),
    sharp(data, raw).resize(PRODUCT.cardWidth).webp({ quality: 72, effort: 2 }).toBuffer(),
  ]);
  return save(storage, 'product-photos', businessId, { bytes: full, ext: 'jpg', type: 'image/jpeg' }, card);
}

/** Owner photo, logo and product photos for one business. */
export async function generateBusinessImages(storage: Storage, job: ImageJob): Promise<BusinessImages> {
  const { rng, businessId, brand } = job;
  const portrait = portraitSvg(rng.fork('portrait'), { people: job.people, brand, size: SQUARE.size });
  const logo = logoSvg(rng.fork('logo'), { name: job.name, brand, size: SQUARE.size });
  const products = Array.from({ length: job.products }, (_, i) =>
    stillLifeSvg(rng.fork(`product-${i}`), {
      categories: job.categories,
      brand,
      width: PRODUCT.width,
      height: PRODUCT.height,
    }),
  );
  const ownerPhotoUrl = await squareImage(storage, 'owner-photos', businessId, portrait);
  const businessLogoUrl = await squareImage(storage, 'business-logos', businessId, logo);
  const productPhotos: string[] = [];
  for (const svg of products) productPhotos.push(await productImage(storage, businessId, svg));
  return { ownerPhotoUrl, businessLogoUrl, productPhotos };
}

/** Runs `worker` over `items` with at most `limit` in flight, keeping the input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, worker: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await worker(items[i]);
    }
  });
  await Promise.all(lanes);
  return results;
}
