// Calls the API by endpoint name: `api('GET /api/businesses/:id', { params: { id } })`. The name is
// a key of the contract (src/shared/api), so the address, the path parameters, the query, the body
// (z.input of its schema) and the answer (z.output of its success responses) all come from the one
// declaration, and a caller cannot pick a type of its own. Only types are read from the contract:
// the method and path are the name's two words, so no schema is shipped to the browser.
import type { z } from 'zod';
import type { EndpointKey, EndpointMap } from '#shared/api/index.ts';
import { type ApiInit, type ApiTransport, apiSend } from './api.ts';

type Declared<K extends EndpointKey> = EndpointMap[K];

/** The names of a Hono path's parameters: '/api/businesses/:id/posts/:postId' → 'id' | 'postId'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsPart<K extends EndpointKey> = [PathParamNames<Declared<K>['path']>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<Declared<K>['path']>, string | number> };

/**
 * The query as its schema accepts it, or an address's own query string handed on unchanged (the
 * search page passes what the shopper typed; the server answers a bad value with its 400).
 */
type QueryPart<K extends EndpointKey> =
  Declared<K> extends { query: infer Q extends z.ZodType }
    ? Record<never, never> extends z.input<Q>
      ? { query?: z.input<Q> | URLSearchParams }
      : { query: z.input<Q> | URLSearchParams }
    : { query?: never };

/** Uploads (bodyType 'multipart') send FormData; every other body is its schema's input, as JSON. */
type BodyPart<K extends EndpointKey> =
  Declared<K> extends { bodyType: 'multipart' }
    ? { body: FormData }
    : Declared<K> extends { body: infer B extends z.ZodType }
      ? { body: z.input<B> }
      : { body?: never };

/** What one call takes besides its name. */
export type ApiRequest<K extends EndpointKey> = ParamsPart<K> &
  QueryPart<K> &
  BodyPart<K> & {
    signal?: AbortSignal;
    headers?: HeadersInit;
    /** The browser's fetch unless given (a route loader or action passes the route context's). */
    transport?: ApiTransport;
  };

type SuccessStatus = 200 | 201 | 202 | 203 | 204;
type Answer<S> = S extends z.ZodType ? z.output<S> : undefined;
type Responses<K extends EndpointKey> = Declared<K>['responses'];

/** What a call resolves to: its declared success answers (`undefined` for one without a body). */
export type ApiResult<K extends EndpointKey> = {
  [S in keyof Responses<K> & SuccessStatus]: Answer<Responses<K>[S]>;
}[keyof Responses<K> & SuccessStatus];

/** The request is optional when nothing in it is required. */
type Args<K extends EndpointKey> =
  object extends ApiRequest<K> ? [request?: ApiRequest<K>] : [request: ApiRequest<K>];

const PARAM = /:([A-Za-z0-9_]+)/g;

/** The address of a call: the path with its parameters filled in (encoded), then the query. */
export function apiUrl(
  path: string,
  params: Record<string, string | number> = {},
  query?: object | URLSearchParams,
): string {
  const filled = path.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = query instanceof URLSearchParams ? query : toSearchParams(query ?? {});
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** Absent values are left out; a list repeats its key (`?category=a&category=b`). */
function toSearchParams(query: object): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) out.append(key, String(item));
  }
  return out;
}

function toInit(method: string, request: Partial<ApiRequest<EndpointKey>>): ApiInit {
  const { body, signal, headers, transport } = request as {
    body?: unknown;
    signal?: AbortSignal;
    headers?: HeadersInit;
    transport?: ApiTransport;
  };
  const init: ApiInit = { method, signal, headers, transport };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) init.json = body;
  return init;
}

function split(key: EndpointKey, request: Partial<ApiRequest<EndpointKey>>) {
  const [method, path] = key.split(' ') as [string, string];
  const { params, query } = request as { params?: Record<string, string | number>; query?: object };
  return { url: apiUrl(path, params, query), init: toInit(method, request) };
}

/** Calls one endpoint by its name and resolves to its answer; fails with ApiError (lib/api.ts). */
export async function api<K extends EndpointKey>(key: K, ...request: Args<K>): Promise<ApiResult<K>> {
  return (await apiWithHeaders(key, ...request)).data;
}

/** `api` with the answer's headers: a sign-in handled on the server passes its cookie on. */
export async function apiWithHeaders<K extends EndpointKey>(
  key: K,
  ...[request]: Args<K>
): Promise<{ data: ApiResult<K>; headers: Headers }> {
  const { url, init } = split(key, (request ?? {}) as Partial<ApiRequest<EndpointKey>>);
  const { data, headers } = await apiSend(url, init);
  return { data: data as ApiResult<K>, headers };
}
