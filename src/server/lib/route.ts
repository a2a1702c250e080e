// Mounts an endpoint from its declaration in the contract (src/shared/api): the declaration's
// `auth`, path parameters, query and body are applied here, so a route file only wires a handler to
// a service, and its answer is typed by the declared response (docs/decisions/023).
import { type Context, Hono, type MiddlewareHandler, type TypedResponse } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { needsSession } from '#shared/api/endpoint.ts';
import { API_ENDPOINTS, type Endpoint, type EndpointKey, type EndpointMap } from '#shared/api/index.ts';
import type { AppEnv, SessionUser } from '../context.ts';
import { ApiError } from './errors.ts';
import { requireUser } from './session.ts';
import { validate } from './validate.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type Part<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S } ? Out<S> : undefined;

/** What a handler is given: the validated parts of the request and the caller the `auth` asks for. */
export interface RouteInput<E, O = object> {
  params: Part<E, 'params'>;
  query: Part<E, 'query'>;
  /** Not read here for multipart uploads, nor when the handler reads it (`bodyByHandler`). */
  body: O extends { bodyByHandler: true }
    ? undefined
    : E extends { bodyType: 'multipart' }
      ? undefined
      : Part<E, 'body'>;
  user: E extends { auth: 'session' | 'owner' | 'operator' } ? SessionUser : SessionUser | null;
  /** `auth: 'owner'`: the business named by `:id`, checked to be the session's. */
  business: E extends { auth: 'owner' } ? AppEnv['Variables']['business'] : undefined;
}

type Success = 200 | 201 | 204 | 302 | 304;
/** A service's readonly arrays (catalogues) answer the same JSON as mutable ones. */
type Readable<T> = T extends readonly (infer U)[]
  ? readonly Readable<U>[]
  : T extends File
    ? T
    : T extends object
      ? { readonly [K in keyof T]: Readable<T[K]> }
      : T;
type Answer1<S> = S extends z.ZodType
  ? TypedResponse<Readable<z.output<S>>, StatusCode, 'json'>
  : S extends null
    ? TypedResponse<null, StatusCode, 'body'>
    : never;
/**
 * What a handler may answer: `c.json` of a declared success schema (its status is not checked: Hono
 * types an unnamed status as any), `c.body(null)` where a success has no body, any Response for CSV.
 */
export type RouteAnswer<E extends Endpoint> = E extends { responseType: 'text/csv' }
  ? Response
  : Answer1<E['responses'][Extract<keyof E['responses'], Success>]>;

export type RouteHandler<E extends Endpoint, O = object> = (
  c: Context<AppEnv>,
  input: RouteInput<E, O>,
) => RouteAnswer<E> | Promise<RouteAnswer<E>>;

export interface RouteOptions {
  /** Middleware that runs first, before the session check (rate limits, body limits). */
  use?: MiddlewareHandler<AppEnv>[];
  /** A path parameter outside its schema names nothing: answer this (404) instead of 400. */
  badParams?: () => ApiError;
  /**
   * The handler reads the body itself: the schema depends on a path parameter (a wizard step), so
   * the declared body (their union) documents it but does not validate it.
   */
  bodyByHandler?: true;
}

export interface RouteDef {
  endpoint: Endpoint;
  handlers: MiddlewareHandler<AppEnv>[];
}

/** Session requirements the helper cannot apply alone (they need the database). */
export interface Guards {
  operator?: MiddlewareHandler<AppEnv>;
  /** Sets `business` to the session's own business named by `:id`, or refuses (404/403). */
  owner?: MiddlewareHandler<AppEnv>;
}

const byKey = new Map<string, Endpoint>(
  (API_ENDPOINTS as readonly Endpoint[]).map((e) => [`${e.method} ${e.path}`, e]),
);

/** The declared endpoint of a key ('GET /api/me'). */
export function endpointOf<K extends EndpointKey>(key: K): EndpointMap[K] {
  const found = byKey.get(key);
  if (!found) throw new Error(`No endpoint ${key} in the contract`);
  return found as EndpointMap[K];
}

export function route<K extends EndpointKey, O extends RouteOptions = object>(
  key: K,
  handler: RouteHandler<EndpointMap[K], O>,
  options: O = {} as O,
): RouteDef {
  const endpoint: Endpoint = endpointOf(key);
  const handlers: MiddlewareHandler<AppEnv>[] = [...(options.use ?? [])];
  if (needsSession(endpoint.auth)) handlers.push(sessionRequired);
  if (endpoint.params) handlers.push(paramsValidator(endpoint.params, options.badParams));
  if (endpoint.query) handlers.push(checker('query', endpoint.query));
  const body = !options.bodyByHandler && endpoint.bodyType !== 'multipart' ? endpoint.body : undefined;
  if (body) handlers.push(checker('json', body));
  const final: MiddlewareHandler<AppEnv> = async (c) => {
    const valid = (target: string) => (c.req.valid as (t: string) => unknown).call(c.req, target);
    const input = {
      params: endpoint.params ? valid('param') : undefined,
      query: endpoint.query ? valid('query') : undefined,
      body: body ? valid('json') : undefined,
      user: c.get('user'),
      business: endpoint.auth === 'owner' ? c.get('business') : undefined,
    } as RouteInput<EndpointMap[K], O>;
    return (await handler(c, input)) as Response;
  };
  handlers.push(final);
  return { endpoint, handlers };
}

/** `auth: 'session'`: 401 without one. */
const sessionRequired: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/** The project's validator (400 `invalid_input` with a message per field), as plain middleware. */
const checker = (target: 'param' | 'query' | 'json', schema: z.ZodType) =>
  validate(target, schema) as unknown as MiddlewareHandler<AppEnv>;

function paramsValidator(schema: z.ZodType, badParams?: () => ApiError): MiddlewareHandler<AppEnv> {
  const checked = checker('param', schema);
  if (!badParams) return checked;
  return async (c, next) => {
    if (!schema.safeParse(c.req.param()).success) throw badParams();
    return checked(c, next);
  };
}

/**
 * The routes of a module as one Hono app, mounted under /api. An operator endpoint needs the
 * operator guard: everyone else is answered 404 before anything else runs. An owner endpoint needs
 * the owner guard, run last before the handler: bad input is a 400 whoever asks, as it always was.
 */
export function routes(defs: RouteDef[], guards: Guards = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const { endpoint, handlers } of defs) {
    const path = endpoint.path.replace(/^\/api(?=\/)/, '');
    const chain = [...handlers];
    if (endpoint.auth === 'operator') {
      if (!guards.operator) throw new Error(`${endpoint.method} ${endpoint.path} needs the operator guard`);
      chain.unshift(guards.operator);
    }
    if (endpoint.auth === 'owner') {
      if (!guards.owner) throw new Error(`${endpoint.method} ${endpoint.path} needs the owner guard`);
      chain.splice(chain.length - 1, 0, guards.owner);
    }
    app.on(endpoint.method, path, ...(chain as [MiddlewareHandler<AppEnv>]));
  }
  return app;
}

/** The JSON body for a handler that validates it itself (`bodyByHandler`). */
export async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  return c.req.json().catch(() => {
    throw new ApiError(400, 'bad_request', 'Malformed JSON in request body');
  });
}
