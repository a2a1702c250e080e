// The endpoint table's vocabulary: what a row is (derived from the contract), what a sample is (the
// one thing the suite keeps by hand), and small makers of samples.
import type { z } from 'zod';
import type { EndpointAuth } from '#shared/api/endpoint.ts';

/** What the corpus corrupts: the JSON body, the query string, only path parameters, or a form upload. */
export type Part = 'json' | 'query' | 'param' | 'multipart';

/** The fixture the table refers to: the signed-in owner and their business. */
export interface CorpusContext {
  businessId: string;
  businessUsername: string;
  ownerUsername: string;
  productUrls: string[];
  /** A live post of the business (an update). */
  postId: string;
  /** A shown note on the business, by another account. */
  recommendationId: string;
}

/** One concrete way to call an endpoint with good input (several for the 14 wizard steps). */
export interface Variant {
  params: Record<string, string>;
  /** The schema the server applies to the corrupted part; a corpus body must fail it. */
  schema?: z.ZodType;
  /** Well-formed input for the corrupted part (a JSON body or a query object). */
  sample?: unknown;
}

/** A row of the table: method, path, auth and schemas come from the contract (corpus-table.ts). */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The Hono route pattern, exactly as registered. */
  path: string;
  /** What the contract says the endpoint needs (undefined outside the contract and for public ones). */
  auth?: EndpointAuth;
  part: Part;
  /** The multipart field the upload routes read. */
  field?: string;
  variants: (ctx: CorpusContext) => Variant[];
}

/**
 * Good input for one endpoint, as the suite keeps it: path parameters and a well-formed body or
 * query. `schema` only narrows the contract's (a wizard step's own schema inside the union).
 */
export interface Sample {
  params: Record<string, string>;
  sample?: unknown;
  schema?: z.ZodType;
}
/** Samples by `METHOD /path`, the contract's key. */
export type Samples = Record<string, (ctx: CorpusContext) => Sample[]>;

export const EMAIL = 'corpus-probe@example.test';
export const UNKNOWN_ID = '7b0ad3c4-55c2-4a4e-9a8e-4f3f5a2c9d10';

type Params = (ctx: CorpusContext) => Record<string, string>;

/** One sample: its path parameters and, for a body or query, well-formed input (or a maker of it). */
export const one =
  (params: Params, sample?: unknown) =>
  (ctx: CorpusContext): Sample[] => [
    { params: params(ctx), sample: typeof sample === 'function' ? sample(ctx) : sample },
  ];
export const none = () => ({});
/** An endpoint that reads nothing. */
export const NO_INPUT = one(none);
export const biz = (ctx: CorpusContext) => ({ id: ctx.businessId });
