// Image checks and re-encoding: sniffed types, size and pixel caps, orientation, output formats.
import sharp, { type Sharp } from 'sharp';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../lib/errors.ts';
import { MAX_UPLOAD_BYTES, processImage } from './process-image.ts';

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({
    create: {
      width,
      height,
      channels,
      background: { r: 200, g: 80, b: 40, alpha: channels === 4 ? 0.5 : 1 },
    },
  });
const bytesOf = async (img: Sharp) => new Uint8Array(await img.toBuffer());

async function rejection(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('processImage', () => {
  test('owner photo keeps JPEG, fits 1024 px, card is WebP within 480 px', async () => {
    const out = await processImage(await bytesOf(solid(3000, 1500).jpeg()), 'owner');
    expect(out.full).toMatchObject({ ext: 'jpg', contentType: 'image/jpeg' });
    expect(await sharp(out.full.bytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1024,
      height: 512,
    });
    expect(await sharp(out.card.bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 240 });
  });

  test('small images are not enlarged; logos keep PNG, GIF becomes WebP', async () => {
    const png = await processImage(await bytesOf(solid(200, 100, 4).png()), 'logo');
    expect(png.full.ext).toBe('png');
    expect(await sharp(png.full.bytes).metadata()).toMatchObject({ format: 'png', width: 200, height: 100 });
    expect(await sharp(png.card.bytes).metadata()).toMatchObject({ width: 200, height: 100 });
    const gif = await processImage(await bytesOf(solid(50, 50).gif()), 'logo');
    expect(gif.full).toMatchObject({ ext: 'webp', contentType: 'image/webp' });
  });

  test('product photos are always JPEG, transparency flattened onto white', async () => {
    const out = await processImage(await bytesOf(solid(100, 100, 4).webp()), 'product');
    expect(out.full.ext).toBe('jpg');
    const { data } = await sharp(out.full.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // half-transparent red over white, not over black
  });

  test('EXIF orientation is applied and then dropped with the rest of the metadata', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: sharp's deprecated signature still sets the orientation tag
    const rotated = (solid(300, 100).jpeg() as any).withMetadata({ orientation: 6 });
    const input = await bytesOf(rotated);
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const out = await processImage(input, 'owner');
    const meta = await sharp(out.full.bytes).metadata();
    expect(meta).toMatchObject({ width: 100, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  test('non-images, spoofed and unsupported types are 415', async () => {
    const text = new TextEncoder().encode('definitely not a jpeg');
    expect((await rejection(processImage(text, 'owner'))).status).toBe(415);
    expect((await rejection(processImage(new Uint8Array(), 'owner'))).status).toBe(415);
    const tiff = await bytesOf(solid(10, 10).tiff());
    const err = await rejection(processImage(tiff, 'owner'));
    expect(err).toMatchObject({
      status: 415,
      code: 'unsupported_media_type',
      message: 'Images only: JPEG, PNG or WebP.',
    });
  });

  test('over 8 MB is 413; a truncated image is 400', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(await bytesOf(solid(10, 10).png()));
    expect((await rejection(processImage(big, 'owner'))).status).toBe(413);
    const png = await bytesOf(solid(400, 400).png({ compressionLevel: 0 }));
    expect((await rejection(processImage(png.slice(0, 2000), 'owner'))).status).toBe(400);
  });

  test('over 40 megapixels is 413 from the header, without decoding', async () => {
    const png = await bytesOf(solid(8000, 6250).png({ compressionLevel: 9 }));
    const started = Date.now();
    const err = await rejection(processImage(png, 'owner'));
    expect(err).toMatchObject({ status: 413, message: 'Image is too large (max 40 megapixels).' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
