// The transport under the API client (lib/api-client.ts): a tiny fetch wrapper for our JSON API. Failures throw ApiError with the server's error shape
// (docs/api.md): { "error": { "code", "message", "fields"?: { field: message } } }.

export type FieldErrors = Record<string, string>;

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';
const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

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
 * ApiError on failure. Callers name an endpoint instead (lib/api-client.ts), which types the answer.
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
