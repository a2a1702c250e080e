// What one endpoint of the API is: its method, its Hono path under /api, what it reads (path
// parameters, query, body) and what it answers per status. The server's test suite checks every
// answer it sees against these (src/server/test/contract.ts) and /api/openapi.json is built from
// them, so the contract is declared once (docs/decisions/009-api-contract.md).
import { z } from 'zod';
import { text } from '../schemas/text.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An answer without a JSON body (204, a redirect) is `null`. */
export type ResponseSchema = z.ZodType | null;

/**
 * Who may call an endpoint. 'session': 401 without one; 'owner': a session, and the business named by
 * `:id` must be its own (404 when there is none, 403 when it is someone else's), checked after the
 * input; 'optional': answers differ for a signed-in viewer; 'operator': the operator console, 404 for
 * everyone else (its existence is not advertised).
 */
export type EndpointAuth = 'session' | 'owner' | 'optional' | 'operator';

/** Whether an endpoint answers 401 to a visitor without a session. */
export const needsSession = (auth: EndpointAuth | undefined): boolean =>
  auth === 'session' || auth === 'owner';

export interface Endpoint {
  method: Method;
  /** Hono style, with the /api prefix: '/api/businesses/:id/steps/:step'. */
  path: string;
  /** One line for the reference (/api/docs). */
  summary: string;
  /** The group in the reference (the resource). */
  tag: string;
  auth?: EndpointAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** How the body is sent: JSON unless 'multipart' (uploads). */
  bodyType?: 'json' | 'multipart';
  /** A success answer that is not JSON (a CSV download); its statuses declare `null`. */
  responseType?: 'text/csv';
  /** Every success status with its schema; error statuses listed here must use `errorResponse`. */
  responses: { [status: number]: ResponseSchema };
}

/** Declares an endpoint, keeping its literal types (for z.infer on its parts). */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/**
 * The one error shape of the API: `{ error: { code, message, fields? } }`, with extras beside them
 * for some codes (`retry_after` and `next_allowed` on 429, `missing_steps` on 422 `incomplete`,
 * `requestId` on 500).
 */
export const errorResponse = z
  .strictObject({
    error: z.looseObject({
      code: text(),
      message: text(),
      fields: z.record(text(), text()).optional(),
      retry_after: z.number().optional(),
      next_allowed: text().optional(),
      missing_steps: z.array(z.number().int()).optional(),
      requestId: text().optional(),
    }),
  })
  .meta({ title: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponse>;

/** A string as stored (nullable columns answer null). */
export const nullableText = () => text().nullable();
/** A timestamp as JSON carries it: ISO 8601 in UTC. */
export const timestamp = () => z.iso.datetime();
/** A business id. */
export const uuid = () => z.uuid();
/** A path parameter that is any one segment (the handler answers 404 for unknown values). */
export const segment = () => text().min(1);
