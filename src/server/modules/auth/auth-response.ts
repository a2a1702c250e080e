// Better Auth answers errors as `{ code, message }` and its 429 with `X-Retry-After`; the rest of
// the API answers `{ error: { code, message } }` with `Retry-After`. Every auth answer leaves here
// in our shape, so clients read one error format.
import { errorBody } from '../../lib/errors.ts';

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Please check the highlighted fields.',
  401: 'Invalid email, username or password.',
  403: 'You do not have access to this.',
  404: 'Not found.',
  429: 'Too many requests. Please try again later.',
};

export async function toOurErrorShape(res: Response): Promise<Response> {
  if (res.status < 400) return res;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  const retryAfter = headers.get('x-retry-after');
  if (res.status === 429 && retryAfter) {
    headers.set('Retry-After', retryAfter);
    headers.delete('x-retry-after');
  }
  const parsed = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (parsed && typeof parsed.error === 'object' && parsed.error !== null)
    return new Response(JSON.stringify(parsed), { status: res.status, headers });
  const code = typeof parsed?.code === 'string' && parsed.code ? parsed.code : `http_${res.status}`;
  const message =
    typeof parsed?.message === 'string' && parsed.message
      ? parsed.message
      : (DEFAULT_MESSAGES[res.status] ?? 'Something went wrong on our side.');
  const extra =
    res.status === 429 && retryAfter
      ? { retry_after: Number(retryAfter), next_allowed: new Date(Date.now() + Number(retryAfter) * 1000) }
      : undefined;
  return new Response(JSON.stringify(errorBody(code, message, undefined, extra)), {
    status: res.status,
    headers,
  });
}
