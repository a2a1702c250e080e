// The OpenAPI 3.1 document, built from the contract (src/shared/api): each zod schema becomes JSON
// Schema with z.toJSONSchema; schemas with a meta id (BusinessCard, Error …) become components that
// operations refer to by $ref. Paths, parameters, bodies and answers are assembled here.
import { z } from 'zod';
import type { Endpoint } from '#shared/api/endpoint.ts';
import { errorResponse, needsSession } from '#shared/api/endpoint.ts';

type Json = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
  tags: { name: string }[];
}

const REF = '#/components/schemas/';
const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  302: 'Redirect to the link’s callback',
  304: 'Not modified (ETag)',
  400: 'Invalid input (`fields` holds a message per field)',
  401: 'Not signed in',
  403: 'Someone else’s',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  415: 'Unsupported media type',
  422: 'Refused by a rule',
  429: 'Rate limited or cooling down (`Retry-After`, `next_allowed`)',
};

/** JSON Schema of `schema`, its named parts moved into `components` and referred to by $ref. */
function converter(components: Record<string, Json>) {
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      const out: Json = {};
      for (const [k, v] of Object.entries(value))
        out[k] = k === '$ref' && typeof v === 'string' ? v.replace('#/$defs/', REF) : rewrite(v);
      return out;
    }
    return value;
  };
  return (schema: z.ZodType, io: 'input' | 'output'): Json => {
    const {
      $schema: _s,
      $defs,
      id,
      ...json
    } = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      unrepresentable: 'any',
      io,
    }) as Json & { $defs?: Record<string, Json>; id?: string };
    for (const [name, def] of Object.entries($defs ?? {})) components[name] ??= rewrite(def) as Json;
    const rootId = id ?? (z.globalRegistry.get(schema)?.id as string | undefined);
    if (rootId) {
      components[rootId] ??= rewrite(json) as Json;
      return { $ref: `${REF}${rootId}` };
    }
    return rewrite(json) as Json;
  };
}

/** '/api/businesses/:id' → '/api/businesses/{id}'. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

function parameters(
  where: 'path' | 'query',
  schema: z.ZodType | undefined,
  convert: ReturnType<typeof converter>,
) {
  if (!schema) return [];
  const json = convert(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

export function openApiDocument(
  endpoints: readonly Endpoint[],
  info: { title: string; version: string; description?: string },
  serverUrl?: string,
): OpenApiDocument {
  const schemas: Record<string, Json> = {};
  const convert = converter(schemas);
  const errorRef = convert(errorResponse.meta({ id: 'Error' }), 'output');
  const errorContent = { content: { 'application/json': { schema: errorRef } } };
  const paths: OpenApiDocument['paths'] = {};
  for (const e of endpoints) {
    const responses: Record<string, Json> = {};
    for (const [status, schema] of Object.entries(e.responses)) {
      const description = STATUS_TEXT[Number(status)] ?? 'Answer';
      if (Number(status) >= 400) responses[status] = { description, ...errorContent };
      else if (schema)
        responses[status] = {
          description,
          content: { 'application/json': { schema: convert(schema, 'output') } },
        };
      else if (e.responseType)
        responses[status] = { description, content: { [e.responseType]: { schema: { type: 'string' } } } };
      else responses[status] = { description };
    }
    responses['4XX'] ??= { description: 'Error in the API’s error shape', ...errorContent };
    responses['5XX'] = {
      description: 'Server error; 503 with Retry-After while the database is away',
      ...errorContent,
    };
    const operation: Json = {
      operationId: `${e.method.toLowerCase()}${openApiPath(e.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c = '') => c.toUpperCase())}`,
      summary: e.summary,
      tags: [e.tag],
      parameters: [...parameters('path', e.params, convert), ...parameters('query', e.query, convert)],
      responses,
    };
    if (needsSession(e.auth) || e.auth === 'operator') operation.security = [{ session: [] }];
    if (e.auth === 'optional') operation.security = [{ session: [] }, {}];
    if (e.body) {
      const type = e.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
      operation.requestBody = { required: true, content: { [type]: { schema: convert(e.body, 'input') } } };
    }
    const path = openApiPath(e.path);
    paths[path] ??= {};
    paths[path][e.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.1',
    info,
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths,
    components: {
      schemas,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'better-auth.session_token',
          description:
            'The session cookie set by sign-in (send cookies; mutations from a browser carry its Origin).',
        },
      },
    },
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name })),
  };
}
