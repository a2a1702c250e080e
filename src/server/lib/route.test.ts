// The route helper applies what the contract declares: auth first, then params, query and body.
import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, test } from 'vitest';
import type { AppEnv, SessionUser } from '../context.ts';
import { errorBody, forbidden, notFound } from './errors.ts';
import { onError } from './on-error.ts';
import { route, routes } from './route.ts';

const USER: SessionUser = { id: 'u1', email: 'a@example.com', username: null };
const ID = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

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
    const post = (user: SessionUser | null, body: unknown) =>
      app(api, user).request('/api/me/digest', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post(null, { frequency: 'hourly' })).status).toBe(401);
    const bad = await post(USER, { frequency: 'hourly' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.frequency).toBe('Choose off, daily or weekly.');
    expect(await (await post(USER, { frequency: 'daily' })).json()).toEqual({
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

  test('an owner endpoint needs the guard, which runs after the input checks and hands over the business', async () => {
    const def = route('POST /api/businesses/:id/review-request', (c, { business, body }) =>
      c.json({ businessId: business.businessId, message: body.message } as never, 201),
    );
    expect(() => routes([def])).toThrow(/owner guard/);
    const seen: string[] = [];
    const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
      seen.push(c.req.param('id') ?? '');
      if (c.req.param('id') !== ID) throw forbidden();
      c.set('business', { businessId: ID } as AppEnv['Variables']['business']);
      await next();
    };
    const api = routes([def], { owner: guard });
    const post = (user: SessionUser | null, id: string, body: unknown) =>
      app(api, user).request(`/api/businesses/${id}/review-request`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post(null, ID, { message: 'Please' })).status).toBe(401);
    expect((await post(USER, ID, { message: '' })).status).toBe(400);
    expect(seen).toEqual([]);
    expect((await post(USER, OTHER, { message: 'Please' })).status).toBe(403);
    const mine = await post(USER, ID, { message: 'Please' });
    expect(mine.status).toBe(201);
    expect(await mine.json()).toEqual({ businessId: ID, message: 'Please' });
    expect(seen).toEqual([OTHER, ID]);
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
