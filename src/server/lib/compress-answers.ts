// Gzip for text answers (pages, JSON, feeds), in one synchronous call. Every answer the app makes is
// already whole in memory (a string), so streaming it through a CompressionStream, as Hono's
// compress() does, bought nothing and cost ~2 ms a page; zlib over the whole text costs ~0.3 ms for
// a 30 KB page (docs/decisions/032). Built files are served precompressed (web-static.ts).
import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Below this, gzip's own header and the work outweigh what it saves. */
export const COMPRESS_THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** Whether the client takes gzip (a `q=0` refuses it; `*` accepts it unless gzip is named). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    if (name.trim() === 'gzip') return !refused;
    if (name.trim() === '*') wildcard = !refused;
  }
  return wildcard;
}

export const compressAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  // Asked in this order: a plain answer's status and headers are read without building the web
  // Response behind it (@hono/node-server keeps a string body as it is until then).
  if (c.req.method === 'HEAD' || !acceptsGzip(c.req.header('Accept-Encoding'))) return;
  const res = c.res;
  const type = res.headers.get('Content-Type');
  if (
    [204, 206, 304].includes(res.status) ||
    res.headers.has('Content-Encoding') ||
    res.headers.has('Transfer-Encoding') ||
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
  )
    return;
  const text = new Uint8Array(await res.arrayBuffer());
  const init = { status: res.status, statusText: res.statusText, headers: res.headers };
  if (text.byteLength < COMPRESS_THRESHOLD) {
    c.res = undefined;
    c.res = new Response(text, init);
    return;
  }
  const body = gzipSync(text);
  // The ETag named the uncompressed text: the same resource, a different encoding.
  const etag = res.headers.get('ETag');
  c.res = undefined;
  c.res = new Response(body, init);
  c.res.headers.set('Content-Encoding', 'gzip');
  c.res.headers.delete('Content-Length');
  if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
};
