// The API client: calls by endpoint name (`api`, at the end), over a tiny fetch wrapper for our JSON
// API. Failures throw ApiError with the server's error shape (docs/api.md):
// { "error": { "code", "message", "fields"?: { field: message } } }.
import type { z } from 'zod';
import type { EndpointKey, EndpointMap } from '#shared/api/index.ts';

export type FieldErrors = Record<string, string>;

const FALLBACK_MESSAGE = /*i18n*/ 'Something went wrong. Please try again.';
const NETWORK_MESSAGE = /*i18n*/ 'Could not reach the server. Check your connection and try again.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors;
  /** Any other keys the server sent in `error` (e.g. `next_allowed` on a cooldown). */
  readonly extra: Record<string, unknown>;

  constructor(status: number, code: string, message: string, fields: FieldErrors = {}, extra = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.extra = extra;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringFields(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Builds an ApiError from a failed response's status and parsed body (ours or Better Auth's `{code, message}`). */
export function toApiError(status: number, body: unknown): ApiError {
  const source = isRecord(body) ? (isRecord(body.error) ? body.error : body) : {};
  const { code, message, fields, ...extra } = source;
  return new ApiError(
    status,
    typeof code === 'string' && code ? code : `http_${status}`,
    typeof message === 'string' && message ? message : FALLBACK_MESSAGE,
    stringFields(fields),
    extra,
  );
}

/**
 * Where a request goes: the browser's fetch, or, for the server's loaders and actions, the app
 * itself as the visitor (handed to them in the route context: lib/route-context.ts).
 */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export const browserTransport: ApiTransport = (path, init) => fetch(path, init);

export interface ApiInit extends Omit<RequestInit, 'body'> {
  /** Sent as a JSON body (sets Content-Type). */
  json?: unknown;
  body?: BodyInit | null;
  /** The browser's fetch unless given. */
  transport?: ApiTransport;
}

/**
 * Fetches `path` and returns its JSON (undefined for 204) with the response's headers (a form
 * handled on the server passes the session cookie a sign-in sets on to the browser); throws
 * ApiError on failure. Callers name an endpoint instead (`api`, below), which types the answer.
 */
export async function apiSend(
  path: string,
  init: ApiInit = {},
): Promise<{ data: unknown; headers: Headers }> {
  const { json, headers: initHeaders, transport = browserTransport, ...rest } = init;
  const headers = new Headers(initHeaders);
  headers.set('Accept', 'application/json');
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const body = json !== undefined ? JSON.stringify(json) : rest.body;

  let response: Response;
  try {
    response = await transport(path, { credentials: 'same-origin', ...rest, headers, body });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'network_error', NETWORK_MESSAGE);
  }

  const isJson = response.headers.get('Content-Type')?.includes('application/json') ?? false;
  const parsed: unknown = isJson ? await response.json().catch(() => undefined) : undefined;
  if (!response.ok) throw toApiError(response.status, parsed);
  if (response.status === 204) return { data: undefined, headers: response.headers };
  if (!isJson) throw new ApiError(response.status, 'bad_response', FALLBACK_MESSAGE);
  return { data: parsed, headers: response.headers };
}

/** The message to show for any thrown value. */
export function errorMessage(err: unknown, fallback = FALLBACK_MESSAGE): string {
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

// Calls the API by endpoint name: `api('GET /api/businesses/:id', { params: { id } })`. The name is
// a key of the contract (src/shared/api), so the address, the path parameters, the query, the body
// (z.input of its schema) and the answer (z.output of its success responses) all come from the one
// declaration, and a caller cannot pick a type of its own. Only types are read from the contract:
// the method and path are the name's two words, so no schema is shipped to the browser.

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

/**
 * The address of a call: the path with its parameters filled in (encoded), then the query (absent
 * values left out; a list repeats its key, `?category=a&category=b`).
 */
export function apiUrl(path: string, params: Record<string, string | number> = {}, query: object = {}) {
  const search = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (search !== query)
    for (const [key, value] of Object.entries(query))
      for (const item of [value].flat()) if (item != null) search.append(key, item);
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const text = String(search);
  return text ? `${filled}?${text}` : filled;
}

/** Calls one endpoint by its name and resolves to its answer; fails with ApiError. */
export async function api<K extends EndpointKey>(key: K, ...request: Args<K>): Promise<ApiResult<K>> {
  return (await apiWithHeaders(key, ...request)).data;
}

/** `api` with the answer's headers: a sign-in handled on the server passes its cookie on. */
export async function apiWithHeaders<K extends EndpointKey>(
  key: K,
  ...[request]: Args<K>
): Promise<{ data: ApiResult<K>; headers: Headers }> {
  const [method, path] = key.split(' ') as [string, string];
  const { params, query, body, ...init } = (request ?? {}) as {
    params?: Record<string, string | number>;
    query?: object;
    body?: unknown;
  } & Omit<ApiInit, 'method' | 'json' | 'body'>;
  const sent = body instanceof FormData ? { body } : { json: body };
  return apiSend(apiUrl(path, params, query), { ...init, ...sent, method }) as Promise<{
    data: ApiResult<K>;
    headers: Headers;
  }>;
}
