// Request body limits that answer 413 in our error shape. The answer goes out before the body has
// been read, so it also closes the connection: the rest of the body is still on its way, and a
// client that reused the socket for its next request would see that request reset instead.
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors.ts';

export const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) => {
      c.header('Connection', 'close');
      return c.json(errorBody('payload_too_large', 'Request body is too large.'), 413);
    },
  });
