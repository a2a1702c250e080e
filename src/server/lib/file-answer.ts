// A file on disk answered as HTTP caches and download managers expect (RFC 9110): a strong ETag and
// Last-Modified, 304 to a matching If-None-Match (or, without one, If-Modified-Since), one byte range
// (206, or 416 when it is past the end) unless If-Range names another version, and HEAD.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';

export interface FileAnswer {
  path: string;
  /** The file's version, e.g. its SHA-256: sent quoted as a strong ETag. */
  version: string;
  type: string;
  /** Offered as the saved file's name. */
  filename: string;
  cacheControl: string;
}

type Range = { start: number; end: number } | 'unsatisfiable' | null;

/** A single `bytes=` range of a file of `size` bytes; null when the header is absent or asks for several. */
export function parseRange(header: string | undefined, size: number): Range {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

const etagList = (header: string) => header.split(',').map((t) => t.trim().replace(/^W\//, ''));

export async function answerFile(c: Context, file: FileAnswer): Promise<Response> {
  const info = await stat(file.path);
  const etag = `"${file.version}"`;
  const modified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
  const headers: Record<string, string> = {
    ETag: etag,
    'Last-Modified': modified.toUTCString(),
    'Cache-Control': file.cacheControl,
    'Accept-Ranges': 'bytes',
    'Content-Type': file.type,
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'X-Content-Type-Options': 'nosniff',
  };
  const ifNoneMatch = c.req.header('If-None-Match');
  const ifModifiedSince = c.req.header('If-Modified-Since');
  const notModified = ifNoneMatch
    ? ifNoneMatch.trim() === '*' || etagList(ifNoneMatch).includes(etag)
    : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= modified.getTime();
  if (notModified) return c.body(null, 304, headers);

  const ifRange = c.req.header('If-Range');
  const rangeApplies = !ifRange || ifRange.trim() === etag || Date.parse(ifRange) === modified.getTime();
  const range = rangeApplies ? parseRange(c.req.header('Range'), info.size) : null;
  if (range === 'unsatisfiable') {
    return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${info.size}` });
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  const length = info.size === 0 ? 0 : end - start + 1;
  const partial: Record<string, string> = { 'Content-Length': String(length) };
  if (range) partial['Content-Range'] = `bytes ${start}-${end}/${info.size}`;
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD' || length === 0) return c.body(null, status, { ...headers, ...partial });
  const body = Readable.toWeb(createReadStream(file.path, { start, end })) as ReadableStream;
  return new Response(body, { status, headers: { ...headers, ...partial } });
}
