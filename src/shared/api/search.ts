// Search: words, value filters with their counts, near a ZIP code, open now; and the nearest ZIP
// code to a place (the browser's location, when the shopper asks for it).
import { z } from 'zod';
import { text } from '../schemas/text.ts';
import { searchQuerySchema } from '../search/search-query.ts';
import { businessCard, mapPin } from './business.ts';
import { endpoint, errorResponse, nullableText } from './endpoint.ts';

export const facetCount = z
  .strictObject({
    value: text(),
    label: text(),
    count: z.number().int().min(0),
    estimated: z
      .literal(true)
      .optional()
      .describe('Present when the count is estimated from a uniform sample (shown as “about …”).'),
  })
  .meta({ id: 'FacetCount' });

const facets = z.strictObject({
  state: z.array(facetCount),
  region: z.array(facetCount),
  type: z.array(facetCount),
  category: z.array(facetCount),
  offering: z.array(facetCount),
  structure: z.array(facetCount),
  identity: z.array(facetCount),
  ethos: z.array(facetCount),
});

export const searchResult = businessCard
  .extend({
    distanceMiles: z
      .number()
      .min(0)
      .nullable()
      .describe('Miles between the ZIP code searched near and the business’s ZIP code (centroids).'),
    pin: mapPin
      .nullable()
      .describe('Where the map shows the business: its ZIP code’s centroid, never more precise.'),
  })
  .meta({ id: 'SearchResult' });

export const searchPage = z
  .strictObject({
    items: z.array(searchResult),
    nextCursor: nullableText(),
    total: z.number().int().min(0),
    totalEstimated: z
      .boolean()
      .describe('True when the total is estimated from a uniform sample of the matches (“about 12,000”).'),
    facets,
    correctedQuery: nullableText().describe(
      'When the words matched nothing: the corrected words these results are for ("did you mean").',
    ),
    near: z.strictObject({ zip: text(), city: text(), state: text() }).nullable(),
  })
  .meta({ id: 'SearchPage' });

const tag = 'Search';

export const searchEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/search',
    summary:
      'Published businesses of live states matching words and filters, with the count of each filter value',
    tag,
    query: searchQuerySchema,
    responses: { 200: searchPage, 400: errorResponse },
  }),
  endpoint({
    method: 'GET',
    path: '/api/zips/nearest',
    summary: 'The ZIP code whose centroid is nearest a point (coordinates are not stored or logged)',
    tag,
    query: z.strictObject({
      lat: text().regex(/^-?\d{1,2}(\.\d{1,6})?$/, 'Invalid latitude.'),
      lng: text().regex(/^-?\d{1,3}(\.\d{1,6})?$/, 'Invalid longitude.'),
    }),
    responses: {
      200: z.strictObject({ zip: text(), city: text(), state: text() }),
      400: errorResponse,
      404: errorResponse,
    },
  }),
] as const;
