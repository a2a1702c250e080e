// Open data (ADR 039): the change feed a mirror follows, and what the dumps hold.
import { z } from 'zod';
import { OPEN_FEED_PAGE } from '../open-data/open-data.ts';
import { text } from '../schemas/text.ts';
import { endpoint, errorResponse, nullableText, timestamp, uuid } from './endpoint.ts';

export const openBusiness = z
  .strictObject({
    id: uuid(),
    name: text(),
    username: text(),
    url: text(),
    type: z.enum(['shop', 'service']),
    categories: z.array(text()),
    tags: z.array(text()),
    offering: z.array(text()),
    structure: nullableText(),
    city: nullableText(),
    state: text(),
    region: nullableText(),
    zip: nullableText(),
    longitude: z.number().nullable(),
    latitude: z.number().nullable(),
    storefront_address: nullableText(),
    opening_hours: text().describe('OpenStreetMap opening_hours syntax; empty when none are given.'),
    recommendations: z.number().int().min(0),
    first_published: timestamp().nullable(),
    last_changed: timestamp(),
  })
  .meta({ id: 'OpenBusiness' });
export type OpenBusiness = z.infer<typeof openBusiness>;

export const openFeedQuery = z.strictObject({
  updated_since: z.iso
    .datetime({ offset: true, message: 'Give a time such as 2026-01-31T00:00:00Z.' })
    .optional(),
  cursor: text()
    .regex(/^[0-9]{1,18}$/, 'Invalid cursor.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(OPEN_FEED_PAGE.max).optional(),
});

export const openFeedPage = z
  .strictObject({
    businesses: z.array(openBusiness).describe('Public businesses changed after the position asked for.'),
    gone: z
      .array(uuid())
      .describe('Ids of businesses no longer public (unpublished, hidden, in a state not live, deleted).'),
    cursor: text().describe('Ask again with this cursor for what came after this page.'),
    more: z.boolean().describe('Whether more changes are waiting now (ask at once) or not (ask later).'),
  })
  .meta({ id: 'OpenFeedPage' });
export type OpenFeedPage = z.infer<typeof openFeedPage>;

export const dumpFile = z
  .strictObject({
    name: text(),
    url: text(),
    format: z.enum(['csv', 'geojson']),
    state: nullableText().describe('The state’s name, or null for the whole directory.'),
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    sha256: text(),
  })
  .meta({ id: 'DumpFile' });

export const dumpManifest = z
  .strictObject({
    generated_at: timestamp(),
    count: z.number().int().min(0),
    cursor: text().describe('The change feed’s position when the dump was read: follow the feed from it.'),
    licence: z.strictObject({ database: text(), contents: text(), attribution: text() }),
    files: z.array(dumpFile),
  })
  .meta({ id: 'DumpManifest' });
export type DumpManifest = z.infer<typeof dumpManifest>;

const tag = 'Open data';

export const openDataEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/open/businesses',
    summary:
      'The change feed for mirrors: businesses changed and gone since a time or a cursor, in commit order (rate limited)',
    tag,
    query: openFeedQuery,
    responses: { 200: openFeedPage, 400: errorResponse, 429: errorResponse },
  }),
  endpoint({
    method: 'GET',
    path: '/api/open/dumps',
    summary:
      'The latest dumps of the directory (CSV and GeoJSON, whole and per state): sizes, counts, SHA-256',
    tag,
    responses: { 200: dumpManifest.nullable() },
  }),
] as const;
