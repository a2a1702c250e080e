// What a search asks for, as /search and GET /api/search carry it in the address: words, filters,
// a ZIP code to search near, "open now" and the page. One schema for the page and the API; an
// unknown value is a 400 with the field's message, never silently ignored.
import { z } from 'zod';
import { CATEGORY_SLUGS } from '../catalogues/categories.ts';
import { OFFERING_SLUGS } from '../catalogues/offerings.ts';
import { STRUCTURE_SLUGS } from '../catalogues/structures.ts';
import { ETHOS_TAGS, IDENTITY_TAGS } from '../catalogues/tags.ts';
import { text } from '../schemas/text.ts';
import { type Bbox, parseBbox } from './bbox.ts';
import { QUERY_MAX, type RadiusMiles } from './search-limits.ts';
import { SEARCH_MSG } from './search-messages.ts';

export {
  LIST_FILTERS,
  type ListFilter,
  QUERY_MAX,
  RADIUS_MAX_MILES,
  RADIUS_MILES,
  type RadiusMiles,
  SEARCH_PAGE_SIZE,
} from './search-limits.ts';
export { SEARCH_MSG } from './search-messages.ts';

const oneOf = (values: readonly string[], message: string) =>
  text().refine((v) => values.includes(v), message);

/** A filter that may be repeated in the address (?category=a&category=b); one value is a list of one. */
const many = (values: readonly string[], message: string, max: number) =>
  z
    .union([oneOf(values, message), z.array(oneOf(values, message))])
    .transform((v) => [...new Set(Array.isArray(v) ? v : [v])])
    .refine((v) => v.length <= max, `Choose at most ${max}.`);

const amount = () =>
  text()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, SEARCH_MSG.rate)
    .transform(Number);

export const searchQuerySchema = z
  .strictObject({
    q: text().trim().max(QUERY_MAX, SEARCH_MSG.query).optional(),
    state: text()
      .regex(/^[a-z-]{2,40}$/, SEARCH_MSG.state)
      .optional(),
    region: text()
      .regex(/^[a-z0-9-]{1,60}$/, SEARCH_MSG.region)
      .optional(),
    type: z.enum(['shop', 'service'], { error: SEARCH_MSG.type }).optional(),
    category: many(CATEGORY_SLUGS, SEARCH_MSG.category, 5).optional(),
    offering: many(OFFERING_SLUGS, SEARCH_MSG.offering, 3).optional(),
    structure: oneOf(STRUCTURE_SLUGS, SEARCH_MSG.structure).optional(),
    identity: many(
      IDENTITY_TAGS.map((t) => t.slug),
      SEARCH_MSG.identity,
      6,
    ).optional(),
    ethos: many(
      ETHOS_TAGS.map((t) => t.slug),
      SEARCH_MSG.ethos,
      6,
    ).optional(),
    rateMin: amount().optional(),
    rateMax: amount().optional(),
    zip: text()
      .regex(/^\d{5}$/, SEARCH_MSG.zip)
      .optional(),
    radius: z
      .enum(['5', '10', '25', '50'], { error: SEARCH_MSG.radius })
      .transform((v) => Number(v) as RadiusMiles)
      .optional(),
    open: z.literal('1', { error: SEARCH_MSG.open }).optional(),
    /** Businesses at least one neighbour recommends: a filter, never an order (docs/decisions/027). */
    recommended: z.literal('1', { error: SEARCH_MSG.recommended }).optional(),
    bbox: text()
      .max(80, SEARCH_MSG.bbox)
      .refine((v) => parseBbox(v) !== null, SEARCH_MSG.bbox)
      .transform((v) => parseBbox(v) as Bbox)
      .describe(
        'The map’s visible area, west,south,east,north in degrees: businesses whose ZIP code centroid is inside.',
      )
      .optional(),
    cursor: text().max(400, SEARCH_MSG.cursor).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.region && !v.state)
      ctx.addIssue({ code: 'custom', path: ['region'], message: SEARCH_MSG.regionNeedsState });
    if (v.radius && !v.zip)
      ctx.addIssue({ code: 'custom', path: ['radius'], message: SEARCH_MSG.radiusNeedsZip });
    if (v.rateMin !== undefined && v.rateMax !== undefined && v.rateMin > v.rateMax)
      ctx.addIssue({ code: 'custom', path: ['rateMin'], message: SEARCH_MSG.rateOrder });
  });

export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
