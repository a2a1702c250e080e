// A cacheable JSON answer with a strong ETag, and 304 when the client already has it. The hash is a
// synchronous SHA-1 of the text we send: Hono's etag middleware reads a clone of the response stream
// and hashes it through WebCrypto's job queue, which cost the market endpoint a seventh of its CPU
// (docs/decisions/020).
import { createHash } from 'node:crypto';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

const matches = (ifNoneMatch: string | undefined, tag: string) =>
  ifNoneMatch !== undefined &&
  (ifNoneMatch.trim() === '*' || (ifNoneMatch.match(/"[^"]*"/g) ?? ([] as string[])).includes(tag));

/** Typed as `c.json(value)` would be, so the route helper checks it against the declared answer. */
export function jsonWithEtag<T>(
  c: Context,
  value: T,
): (Response & TypedResponse<JSONParsed<T>, 200, 'json'>) | (Response & TypedResponse<null, 304, 'body'>) {
  const text = JSON.stringify(value);
  const tag = `"${createHash('sha1').update(text).digest('base64url')}"`;
  c.header('ETag', tag);
  if (matches(c.req.header('if-none-match'), tag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json');
  return c.body(text) as Response as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}
