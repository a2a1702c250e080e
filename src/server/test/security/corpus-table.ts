// The endpoint table of the corpus and the ownership matrix, derived: every endpoint the contract
// declares (src/shared/api) brings its method, path, auth, the part it reads and its schemas; the
// suite adds only sample inputs, by `METHOD /path`. A declared endpoint without a sample still gets
// a row (with no path parameters) and is reported in `missing`; a sample that names no endpoint is
// reported in `unknown` (corpus-table.security.test.ts fails on either).
import type { z } from 'zod';
import { API_ENDPOINTS, type Endpoint as Declared } from '#shared/api/index.ts';
import { API_SAMPLES } from './api-samples.ts';
import { CONSOLE_SAMPLES } from './console-samples.ts';
import { AUTH_SAMPLES } from './corpus-samples.ts';
import type { Endpoint, Part, Samples } from './endpoint-kinds.ts';
import { PAGE_SAMPLES } from './page-samples.ts';

export const CONTRACT_SAMPLES: Samples = { ...AUTH_SAMPLES, ...API_SAMPLES, ...CONSOLE_SAMPLES };

const keyOf = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

/** What the corpus corrupts: the upload, the body, the query, else the path parameters. */
function partOf(e: Declared): Part {
  if (e.bodyType === 'multipart') return 'multipart';
  if (e.body) return 'json';
  if (e.query || !e.params) return 'query';
  return 'param';
}

/** The form field an upload reads: the one its declared body names ("file" when it names none). */
function fieldOf(e: Declared): string | undefined {
  if (e.bodyType !== 'multipart') return undefined;
  const shape = (e.body as z.ZodObject | undefined)?.shape;
  return shape ? Object.keys(shape)[0] : 'file';
}

function fromContract(e: Declared, samples: Samples): Endpoint {
  const part = partOf(e);
  const declared = part === 'json' ? e.body : part === 'query' ? e.query : undefined;
  const sampled = samples[keyOf(e)];
  return {
    method: e.method,
    path: e.path,
    auth: e.auth,
    part,
    field: fieldOf(e),
    variants: (ctx) =>
      (sampled?.(ctx) ?? [{ params: {} }]).map((s) => ({
        params: s.params,
        sample: s.sample,
        schema: s.schema ?? declared,
      })),
  };
}

/** A route outside the contract: its key is its row; it reads path parameters or a query. */
function fromPage(key: string, samples: Samples): Endpoint {
  const [method, path] = key.split(' ') as [Endpoint['method'], string];
  return { method, path, part: /[:*]/.test(path) ? 'param' : 'query', variants: samples[key] };
}

export function deriveTable(declared: readonly Declared[], samples: Samples, pages: Samples) {
  const keys = new Set(declared.map(keyOf));
  return {
    endpoints: [
      ...declared.map((e) => fromContract(e, samples)),
      ...Object.keys(pages).map((k) => fromPage(k, pages)),
    ],
    /** Declared endpoints without a sample. */
    missing: [...keys].filter((k) => !(k in samples)),
    /** Samples for no declared endpoint, and page samples for an endpoint the contract declares. */
    unknown: [
      ...Object.keys(samples).filter((k) => !keys.has(k)),
      ...Object.keys(pages).filter((k) => keys.has(k)),
    ],
  };
}

export const TABLE = deriveTable(API_ENDPOINTS, CONTRACT_SAMPLES, PAGE_SAMPLES);
export const ENDPOINTS: Endpoint[] = TABLE.endpoints;

/** `METHOD /pattern` keys, the form the coverage check compares with Hono's `app.routes`. */
export const routeKeys = (list: Endpoint[]) => list.map(keyOf);
