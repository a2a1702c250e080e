// Request bodies the app answers without reading. An answer that leaves before the body was read
// (a 413, or a 401/404 decided from the path) closes the connection: the rest of the body may still
// be on its way, the server discards it only for a short while, and a client that reused the socket
// for its next request would see that request reset instead of answered.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors.ts';

export const closeIfBodyUnread: MiddlewareHandler = async (c, next) => {
  await next();
  const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding');
  if (hasBody && !c.req.raw.bodyUsed) c.header('Connection', 'close');
};

export const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    // Answered unread: closeIfBodyUnread closes the connection.
    onError: (c) => c.json(errorBody('payload_too_large', 'Request body is too large.'), 413),
  });
