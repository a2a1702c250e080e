import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiInit, apiSend, errorMessage, toApiError } from './api.ts';

/** The answer's JSON alone. */
const dataOf = async (path: string, init?: ApiInit) => (await apiSend(path, init)).data;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('toApiError', () => {
  it('reads our error shape with field messages and extra keys', () => {
    const error = toApiError(422, {
      error: {
        code: 'validation_failed',
        message: 'Please fix the highlighted fields.',
        fields: { zip: 'Must be a valid ZIP code.', bogus: 3 },
        next_allowed: '2030-01-01T00:00:00Z',
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Please fix the highlighted fields.',
    });
    expect(error.fields).toEqual({ zip: 'Must be a valid ZIP code.' });
    expect(error.extra).toEqual({ next_allowed: '2030-01-01T00:00:00Z' });
  });

  it("reads Better Auth's flat { code, message } shape", () => {
    const error = toApiError(401, {
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect(error.fields).toEqual({});
  });

  it('falls back to a generic message and an http_ code for bodies it does not know', () => {
    for (const body of [undefined, null, 'oops', [1, 2], { error: 'flat string' }]) {
      const error = toApiError(502, body);
      expect(error.code).toBe('http_502');
      expect(error.message).toBe('Something went wrong. Please try again.');
    }
  });
});

describe('apiSend', () => {
  it('returns parsed JSON and sends JSON bodies', async () => {
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(dataOf('/api/thing', { method: 'POST', json: { a: 1 } })).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/thing');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('returns undefined for 204', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(dataOf('/api/x')).resolves.toBeUndefined();
  });

  it('throws ApiError for error responses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { error: { code: 'conflict', message: 'Username taken.' } })),
    );
    await expect(dataOf('/api/x')).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'Username taken.',
    });
  });

  it('throws when a success answer is not JSON (e.g. the SPA fallback page)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    await expect(dataOf('/api/x')).rejects.toMatchObject({ code: 'bad_response' });
  });

  it('turns network failures into a network_error ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await dataOf('/api/x').catch((err: unknown) => err);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(errorMessage(error)).toMatch(/Could not reach the server/);
  });
});
