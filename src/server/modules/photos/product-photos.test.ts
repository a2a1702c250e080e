// Product photos (up to 10, extras dropped, reorder, delete) and who may touch any photo endpoint.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { jpeg, photosPath, setupPhotoServer, textFile } from './photo-test-kit.ts';

const { state, upload, send, stored, row, fetchBytes, newBusiness } = setupPhotoServer();
const colours = Array.from({ length: 11 }, (_, i) => `#${(i * 20 + 10).toString(16).padStart(2, '0')}4080`);
const post = (id: string, files: Awaited<ReturnType<typeof jpeg>>[], cookie?: string | null) =>
  upload(photosPath(id, 'products'), 'files', files, { method: 'POST', cookie });

describe('product photos', () => {
  test('11 photos: 10 kept as JPEG with card variants, 1 dropped; a full list drops everything', async () => {
    const id = await newBusiness();
    const files = await Promise.all(colours.map((c) => jpeg(c, 400, 300)));
    files[0] = {
      ...files[0],
      bytes: new Uint8Array(await sharp(files[0].bytes).png().toBuffer()),
      name: 'a.png',
    };
    const res = await post(id, files);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.dropped).toBe(1);
    expect(body.productPhotos).toHaveLength(10);
    expect(new Set(body.productPhotos).size).toBe(10);
    for (const url of body.productPhotos)
      expect(url).toMatch(new RegExp(`^/media/product-photos/${id}/[0-9a-f]{16}\\.jpg$`));
    expect((await row(id)).productPhotos).toEqual(body.productPhotos);
    expect(await stored('product-photos', id)).toHaveLength(20);
    expect(await fetchBytes(body.productPhotos[0])).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(await fetchBytes(body.productPhotos[0].replace(/\.jpg$/, '.card.webp'))).toMatchObject({
      status: 200,
      type: 'image/webp',
    });

    const more = await (await post(id, [await jpeg('#000000', 50, 50)])).json();
    expect(more).toMatchObject({ dropped: 1, productPhotos: body.productPhotos });
    expect(await stored('product-photos', id)).toHaveLength(20);
  });

  test('one bad file in a batch rejects the whole batch and stores nothing', async () => {
    const id = await newBusiness();
    const res = await post(id, [await jpeg(), textFile]);
    expect(res.status).toBe(415);
    expect(await stored('product-photos', id)).toEqual([]);
    expect((await row(id)).productPhotos).toEqual([]);
  });

  test('reorder must be a permutation; delete removes the photo and its files', async () => {
    const id = await newBusiness();
    const { productPhotos: urls } = await (
      await post(id, await Promise.all(colours.slice(0, 3).map((c) => jpeg(c))))
    ).json();
    expect(urls).toHaveLength(3);
    const order = photosPath(id, 'products/order');

    const reversed = [...urls].reverse();
    const res = await send(order, 'PUT', { urls: reversed });
    expect(res.status).toBe(200);
    expect((await res.json()).productPhotos).toEqual(reversed);
    expect((await row(id)).productPhotos).toEqual(reversed);

    for (const bad of [
      urls.slice(0, 2),
      [urls[0], urls[0], urls[1]],
      [...urls.slice(0, 2), '/media/x/y.jpg'],
      'nope',
    ]) {
      const r = await send(order, 'PUT', { urls: bad });
      expect(r.status).toBe(400);
      expect((await r.json()).error.code).toBe('invalid_input');
    }
    expect((await row(id)).productPhotos).toEqual(reversed);

    const target = reversed[1];
    const key = state.server.deps.storage.keyFromUrl(target)!;
    const del = await send(photosPath(id, 'products'), 'DELETE', { url: target });
    expect(del.status).toBe(200);
    expect((await del.json()).productPhotos).toEqual([reversed[0], reversed[2]]);
    const left = await stored('product-photos', id);
    expect(left).toHaveLength(4);
    expect(left).not.toContain(key);
    expect(left).not.toContain(key.replace(/\.jpg$/, '.card.webp'));
    expect((await state.server.fetch(target)).status).toBe(404);

    expect((await send(photosPath(id, 'products'), 'DELETE', { url: target })).status).toBe(404);
    expect((await send(photosPath(id, 'products'), 'DELETE', { nope: 1 })).status).toBe(400);
  });
});

describe('access', () => {
  const calls = (id: string, url: string) => [
    (cookie: string | null) => upload(photosPath(id, 'owner'), 'file', [textFile], { cookie }),
    (cookie: string | null) => send(photosPath(id, 'owner'), 'DELETE', undefined, cookie),
    (cookie: string | null) => upload(photosPath(id, 'logo'), 'file', [textFile], { cookie }),
    (cookie: string | null) => send(photosPath(id, 'logo'), 'DELETE', undefined, cookie),
    (cookie: string | null) => post(id, [textFile], cookie),
    (cookie: string | null) => send(photosPath(id, 'products'), 'DELETE', { url }, cookie),
    (cookie: string | null) => send(photosPath(id, 'products/order'), 'PUT', { urls: [url] }, cookie),
    (cookie: string | null) => send(photosPath(id), 'GET', undefined, cookie),
  ];

  test('anonymous 401, another user 403, an unknown business 404; nothing changes', async () => {
    const id = await newBusiness();
    await upload(photosPath(id, 'owner'), 'file', [await jpeg()]);
    await upload(photosPath(id, 'logo'), 'file', [await jpeg('#224466')]);
    const { productPhotos } = await (await post(id, [await jpeg('#446622')])).json();
    const before = await row(id);
    const files = [...(await stored('owner-photos', id)), ...(await stored('product-photos', id))];

    for (const call of calls(id, productPhotos[0])) {
      expect((await call(null)).status).toBe(401);
      const res = await call(state.stranger.cookie);
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('forbidden');
    }
    for (const call of calls(randomUUID(), productPhotos[0]))
      expect((await call(state.owner.cookie)).status).toBe(404);
    for (const call of calls('not-a-uuid', productPhotos[0]))
      expect((await call(state.owner.cookie)).status).toBe(404);

    expect(await row(id)).toEqual(before);
    expect([...(await stored('owner-photos', id)), ...(await stored('product-photos', id))]).toEqual(files);
    expect(await stored('business-logos', id)).toHaveLength(2);
  });

  test('JSON photo calls keep a small body limit, as does the rest of the API', async () => {
    const id = await newBusiness();
    const huge = { url: 'x'.repeat(100 * 1024) };
    expect((await send(photosPath(id, 'products'), 'DELETE', huge)).status).toBe(413);
    expect((await send('/api/no-such-endpoint', 'POST', huge)).status).toBe(413);
  });
});
