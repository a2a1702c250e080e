// The route helper applies what the contract declares: auth first, then params, query and body.
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import type { AppEnv, SessionUser } from '../context.ts';
import { errorBody, notFound } from './errors.ts';
import { onError } from './on-error.ts';
import { route, routes } from './route.ts';

const USER: SessionUser = { id: 'u1', email: 'a@example.com', username: null };

function app(api: Hono<AppEnv>, user: SessionUser | null) {
  const root = new Hono<AppEnv>();
  root.use(async (c, next) => {
    c.set('user', user);
    await next();
  });
  root.route('/api', api);
  root.onError(onError({ note: () => false, isDown: async () => false }));
  return root;
}

describe('route(key, handler)', () => {
  test('a session endpoint answers 401 without one, before it validates the body', async () => {
    const api = routes([route('PUT /api/me/digest', (c, { body }) => c.json({ ...body, offer: false }))]);
    const put = (user: SessionUser | null, body: unknown) =>
      app(api, user).request('/api/me/digest', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await put(null, { frequency: 'hourly' })).status).toBe(401);
    const bad = await put(USER, { frequency: 'hourly' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.frequency).toBe('Choose off, daily or weekly.');
    expect(await (await put(USER, { frequency: 'daily' })).json()).toEqual({
      frequency: 'daily',
      offer: false,
    });
  });

  test('an operator endpoint needs the guard, which runs before validation', async () => {
    const def = route('GET /api/admin/audit', (c) => c.json({ items: [], nextCursor: null }));
    expect(() => routes([def])).toThrow(/operator guard/);
    const refuse = () => {
      throw notFound('No such endpoint.');
    };
    const res = await app(routes([def], { operator: refuse }), USER).request('/api/admin/audit?bad=1');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(errorBody('not_found', 'No such endpoint.'));
  });

  test('badParams answers a path parameter outside its schema', async () => {
    const api = routes([
      route('GET /api/catalogues/:name', (c) => c.json({ entries: [] }), {
        badParams: () => notFound('Catalogue not found.'),
      }),
    ]);
    expect((await app(api, null).request('/api/catalogues/__proto__')).status).toBe(404);
    expect((await app(api, null).request('/api/catalogues/tags')).status).toBe(200);
  });

  test('an endpoint the contract does not declare cannot be mounted', () => {
    expect(() => route('GET /api/nowhere' as 'GET /api/me', (c) => c.json({} as never))).toThrow(
      /No endpoint/,
    );
  });
});
