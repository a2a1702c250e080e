// Photo API through real HTTP: uploads are sniffed, re-encoded and stored; bad input stores nothing.
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { jpeg, photosPath, setupPhotoServer, textFile } from './photo-test-kit.ts';

const { state, upload, send, stored, row, fetchBytes, newBusiness } = setupPhotoServer();

describe('owner photo and logo', () => {
  test('upload a JPEG: stored, served with its card variant, single until removed', async () => {
    const id = await newBusiness();
    const res = await upload(photosPath(id, 'owner'), 'file', [await jpeg()]);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ businessLogoUrl: null, productPhotos: [] });
    expect(body.ownerPhotoUrl).toMatch(new RegExp(`^/media/owner-photos/${id}/[0-9a-f]{16}\\.jpg$`));
    expect((await row(id)).ownerPhotoUrl).toBe(body.ownerPhotoUrl);

    const full = await fetchBytes(body.ownerPhotoUrl);
    expect(full).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(await sharp(full.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1024, height: 768 });
    const card = await fetchBytes(body.ownerPhotoUrl.replace(/\.jpg$/, '.card.webp'));
    expect(card).toMatchObject({ status: 200, type: 'image/webp' });
    expect(await sharp(card.bytes).metadata()).toMatchObject({ width: 480, height: 360 });

    const again = await upload(photosPath(id, 'owner'), 'file', [await jpeg('#112233')]);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('Remove the current photo before adding a new one.');
    expect(await stored('owner-photos', id)).toHaveLength(2);

    const removed = await send(photosPath(id, 'owner'), 'DELETE');
    expect(removed.status).toBe(200);
    expect((await removed.json()).ownerPhotoUrl).toBeNull();
    expect(await stored('owner-photos', id)).toEqual([]);
    expect((await state.server.fetch(body.ownerPhotoUrl)).status).toBe(404);

    const readded = await upload(photosPath(id, 'owner'), 'file', [await jpeg('#112233')]);
    expect(readded.status).toBe(200);
    expect((await readded.json()).ownerPhotoUrl).toMatch(/\.jpg$/);
  });

  test('a PNG logo stays PNG', async () => {
    const id = await newBusiness();
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const res = await upload(photosPath(id, 'logo'), 'file', [
      { bytes: new Uint8Array(png), name: 'logo.png', type: 'image/png' },
    ]);
    expect(res.status).toBe(200);
    const { businessLogoUrl } = await res.json();
    expect(businessLogoUrl).toMatch(new RegExp(`^/media/business-logos/${id}/[0-9a-f]{16}\\.png$`));
    expect(await fetchBytes(businessLogoUrl)).toMatchObject({ status: 200, type: 'image/png' });
    const removed = await (await send(photosPath(id, 'logo'), 'DELETE')).json();
    expect(removed.businessLogoUrl).toBeNull();
    expect(await stored('business-logos', id)).toEqual([]);
  });

  test('GPS EXIF is stripped from the stored file', async () => {
    const id = await newBusiness();
    const withGps = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#4080c0' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 0/1' } })
      .toBuffer();
    const inputMeta = await sharp(withGps).metadata();
    expect(inputMeta.exif?.includes(Buffer.from('PhoneCo'))).toBe(true);
    const res = await upload(photosPath(id, 'owner'), 'file', [
      { bytes: new Uint8Array(withGps), name: 'gps.jpg', type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(200);
    const saved = await fetchBytes((await res.json()).ownerPhotoUrl);
    const meta = await sharp(saved.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(saved.bytes).includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  test('a text file named .jpg is 415 and nothing is stored', async () => {
    const id = await newBusiness();
    const res = await upload(photosPath(id, 'owner'), 'file', [textFile]);
    expect(res.status).toBe(415);
    expect((await res.json()).error).toMatchObject({
      code: 'unsupported_media_type',
      message: 'Images only: JPEG, PNG or WebP.',
    });
    expect(await stored('owner-photos', id)).toEqual([]);
    expect((await row(id)).ownerPhotoUrl).toBeNull();
  });

  test('a 50-megapixel PNG is 413 quickly and nothing is stored', async () => {
    const id = await newBusiness();
    const png = await sharp({ create: { width: 8000, height: 6250, channels: 3, background: '#808080' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const started = Date.now();
    const res = await upload(photosPath(id, 'logo'), 'file', [
      { bytes: new Uint8Array(png), name: 'big.png', type: 'image/png' },
    ]);
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe('Image is too large (max 40 megapixels).');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await stored('business-logos', id)).toEqual([]);
    expect((await row(id)).businessLogoUrl).toBeNull();
  });

  test('a file over 8 MB is 413 and nothing is stored', async () => {
    const id = await newBusiness();
    const big = new Uint8Array(8 * 1024 * 1024 + 1024);
    big.set((await jpeg()).bytes);
    const res = await upload(photosPath(id, 'owner'), 'file', [
      { bytes: big, name: 'big.jpg', type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(413);
    expect(await stored('owner-photos', id)).toEqual([]);
  });

  test('no file or not multipart is 400', async () => {
    const id = await newBusiness();
    expect((await upload(photosPath(id, 'owner'), 'other', [await jpeg()])).status).toBe(400);
    expect((await send(photosPath(id, 'owner'), 'PUT', { file: 'x' })).status).toBe(400);
    expect(await stored('owner-photos', id)).toEqual([]);
  });
});
