import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ApiResponse } from '#shared/api/index.ts';
import {
  ApiError,
  type ApiResult,
  type ApiTransport,
  api,
  apiUrl,
  apiWithHeaders,
  type PathParamNames,
} from './api.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** A transport that answers `answer` and records each call. */
function recording(answer: () => Response) {
  const calls: { path: string; init: RequestInit }[] = [];
  const transport: ApiTransport = async (path, init) => {
    calls.push({ path, init });
    return answer();
  };
  return { calls, transport };
}

afterEach(() => vi.unstubAllGlobals());

describe('apiUrl', () => {
  it('fills path parameters, encoded', () => {
    expect(apiUrl('/api/businesses/:id/posts/:postId', { id: 'a b', postId: 7 })).toBe(
      '/api/businesses/a%20b/posts/7',
    );
  });

  it('leaves absent values out and repeats a list’s key', () => {
    expect(apiUrl('/api/search', {}, { q: 'tea', category: ['a', 'b'], zip: undefined, open: null })).toBe(
      '/api/search?q=tea&category=a&category=b',
    );
  });

  it('hands an address’s own query string on unchanged, and adds no ? without one', () => {
    expect(apiUrl('/api/search', {}, new URLSearchParams('q=x&type=nope'))).toBe('/api/search?q=x&type=nope');
    expect(apiUrl('/api/config')).toBe('/api/config');
    expect(apiUrl('/api/search', {}, {})).toBe('/api/search');
  });
});

describe('api', () => {
  it('calls the browser’s fetch with the method and address of the endpoint’s name', async () => {
    const fetchMock = vi.fn(async () => json(200, { supportEmail: 'a@b.c', supportUrl: null }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('GET /api/config')).resolves.toEqual({ supportEmail: 'a@b.c', supportUrl: null });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/config');
    expect(init.method).toBe('GET');
  });

  it('sends a body as JSON through the transport it is given', async () => {
    const { calls, transport } = recording(() => json(200, { favorited: true }));
    await api('PUT /api/me/digest', { body: { frequency: 'weekly' }, transport });
    expect(calls[0]?.path).toBe('/api/me/digest');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.body).toBe('{"frequency":"weekly"}');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends FormData as it is (the browser sets the multipart boundary)', async () => {
    const { calls, transport } = recording(() => json(200, {}));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    await api('PUT /api/businesses/:id/photos/logo', { params: { id: 'b1' }, body: form, transport });
    expect(calls[0]?.path).toBe('/api/businesses/b1/photos/logo');
    expect(calls[0]?.init.body).toBe(form);
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBeNull();
  });

  it('serializes the query and resolves undefined for 204', async () => {
    const { calls, transport } = recording(() => new Response(null, { status: 204 }));
    await expect(
      api('GET /api/zips/nearest', { query: { lat: '40.71', lng: '-74.01' }, transport }),
    ).resolves.toBeUndefined();
    expect(calls[0]?.path).toBe('/api/zips/nearest?lat=40.71&lng=-74.01');
  });

  it('fails with ApiError as the transport does', async () => {
    const { transport } = recording(() => json(404, { error: { code: 'not_found', message: 'Gone.' } }));
    const error = await api('GET /api/businesses/:id', { params: { id: 'x' }, transport }).catch(
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Gone.' });
  });

  it('apiWithHeaders also hands back the answer’s headers', async () => {
    const { transport } = recording(() => json(200, { ok: true }, { 'Set-Cookie': 'session_token=1' }));
    const { headers } = await apiWithHeaders('POST /api/auth/reset-password', {
      body: { token: 't', newPassword: 'correct horse battery' },
      transport,
    });
    expect(headers.get('Set-Cookie')).toBe('session_token=1');
  });
});

describe('types', () => {
  it('read the path’s parameters', () => {
    expectTypeOf<PathParamNames<'/api/businesses/:id/posts/:postId/photo'>>().toEqualTypeOf<
      'id' | 'postId'
    >();
    expectTypeOf<PathParamNames<'/api/admin/states/:slug/waitlist.csv'>>().toEqualTypeOf<'slug'>();
    expectTypeOf<PathParamNames<'/api/me'>>().toEqualTypeOf<never>();
  });

  it('answer with the declared success response (201 when that is the success)', () => {
    expectTypeOf<ApiResult<'GET /api/me'>>().toEqualTypeOf<ApiResponse<'GET /api/me'>>();
    expectTypeOf<ApiResult<'POST /api/businesses'>>().toEqualTypeOf<
      ApiResponse<'POST /api/businesses', 201>
    >();
    expectTypeOf<ApiResult<'POST /api/client-log/not-found'>>().toEqualTypeOf<undefined>();
  });

  it('refuse a call the contract does not allow', () => {
    const transport: ApiTransport = async () => json(200, {});
    const never = () => {
      // @ts-expect-error: not an endpoint of the contract
      void api('GET /api/nothing-here');
      // @ts-expect-error: the path parameter is required
      void api('GET /api/businesses/:id', { transport });
      // @ts-expect-error: the body is the schema's, not anything
      void api('PUT /api/me/digest', { body: { frequency: 'hourly' } });
      // @ts-expect-error: an upload takes FormData
      void api('PUT /api/businesses/:id/photos/logo', { params: { id: 'b' }, body: { file: 'x' } });
      // @ts-expect-error: a required query
      void api('GET /api/zips/nearest');
    };
    expect(never).toBeTypeOf('function');
  });
});
