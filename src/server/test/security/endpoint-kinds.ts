// The endpoint table's vocabulary: what a row is, and small makers of its variants.
import type { z } from 'zod';

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
}

/** One concrete way to call an endpoint with good input (several for the 14 wizard steps). */
export interface Variant {
  params: Record<string, string>;
  /** The schema the server applies to the corrupted part; a corpus body must fail it. */
  schema?: z.ZodType;
  /** Well-formed input for the corrupted part (a JSON body or a query object). */
  sample?: unknown;
}

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The Hono route pattern, exactly as registered. */
  path: string;
  part: Part;
  /** The multipart field the upload routes read. */
  field?: string;
  variants: (ctx: CorpusContext) => Variant[];
}

export const EMAIL = 'corpus-probe@example.test';
export const UNKNOWN_ID = '7b0ad3c4-55c2-4a4e-9a8e-4f3f5a2c9d10';

export const one =
  (params: (ctx: CorpusContext) => Record<string, string>, schema?: z.ZodType, sample?: unknown) =>
  (ctx: CorpusContext): Variant[] => [{ params: params(ctx), schema, sample }];
export const none = () => ({});
export const biz = (ctx: CorpusContext) => ({ id: ctx.businessId });
