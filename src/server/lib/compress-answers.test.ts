import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, COMPRESS_THRESHOLD, compressAnswers } from './compress-answers.ts';

const page = `<!doctype html><p>${'Locals shop locals. '.repeat(200)}</p>`;
const app = new Hono()
  .use(compressAnswers)
  .get('/page', (c) => {
    c.header('ETag', '"abc"');
    c.header('Set-Cookie', 'a=1');
    c.header('Set-Cookie', 'b=2', { append: true });
    return c.html(page, 201);
  })
  .get('/small', (c) => c.json({ items: [] }))
  .get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }))
  .get('/no-transform', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.html(page);
  })
  .get('/encoded', (c) =>
    c.body(new Uint8Array(4096), 200, { 'Content-Encoding': 'gzip', 'Content-Type': 'text/xml' }),
  )
  .get('/events', (c) => c.body('data: x\n\n'.repeat(500), 200, { 'Content-Type': 'text/event-stream' }));

const get = (path: string, encoding?: string, method = 'GET') =>
  app.request(path, { method, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressed answers', () => {
  it('gzips a text answer for a client that takes gzip, keeping its status and headers', async () => {
    const res = await get('/page', 'gzip, deflate, br');
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('etag')).toBe('W/"abc"');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(page.length / 10);
    expect(gunzipSync(body).toString()).toBe(page);
  });

  it('sends the text as it is to a client that does not take gzip', async () => {
    for (const encoding of [undefined, 'identity', 'deflate', 'gzip;q=0', '*;q=0']) {
      const res = await get('/page', encoding);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('etag')).toBe('"abc"');
      expect(await res.text()).toBe(page);
    }
  });

  it('leaves small answers, binary ones, no-transform, already encoded and event streams alone', async () => {
    const small = await get('/small', 'gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ items: [] });
    expect(JSON.stringify({ items: [] }).length).toBeLessThan(COMPRESS_THRESHOLD);
    expect((await get('/image', 'gzip')).headers.get('content-encoding')).toBeNull();
    expect((await get('/no-transform', 'gzip')).headers.get('content-encoding')).toBeNull();
    const encoded = await get('/encoded', 'gzip');
    expect(encoded.headers.get('content-encoding')).toBe('gzip');
    expect((await encoded.arrayBuffer()).byteLength).toBe(4096);
    expect((await get('/events', 'gzip')).headers.get('content-encoding')).toBeNull();
  });

  it('reads Accept-Encoding as HTTP says: names, q-values and the wildcard', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0.0')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
