import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import type { AppEnv } from '../context.ts';
import { ApiError } from './errors.ts';
import { trustedOrigin } from './trusted-origin.ts';

const app = new Hono<AppEnv>()
  .use(trustedOrigin(['https://locals.example']))
  .post('/', (c) => c.text('ok'))
  .onError((err, c) => c.text(err.message, err instanceof ApiError ? (err.status as 403) : 500));

const post = (headers: Record<string, string>) => app.request('/', { method: 'POST', headers });

describe('cross-site writes', () => {
  test('our origin writes; another origin does not', async () => {
    expect((await post({ origin: 'https://locals.example' })).status).toBe(200);
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
  });

  // A form on a page that sends no referrer is posted with `Origin: null`.
  test('"null" as the origin is judged by Sec-Fetch-Site', async () => {
    expect((await post({ origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await post({ origin: 'null', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ origin: 'null', cookie: 'better-auth.session_token=x' })).status).toBe(403);
  });
});
