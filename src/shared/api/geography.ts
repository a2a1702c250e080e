// States, their regions and ZIP codes.
import { z } from 'zod';
import { text } from '../schemas/text.ts';
import { endpoint, errorResponse, nullableText } from './endpoint.ts';

export const usState = z
  .strictObject({ slug: text(), name: text(), code: text(), exploreGroup: text(), isLive: z.boolean() })
  .meta({ id: 'State' });

export const zipPlace = z
  .strictObject({
    zip: text(),
    city: text(),
    state: text(),
    stateCode: text(),
    region: nullableText(),
    stateSlug: text(),
    isLive: z.boolean(),
  })
  .meta({ id: 'ZipPlace' });

const tag = 'Geography';

export const geographyEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/zips/:zip',
    summary: 'The place of a ZIP code and whether its state is live',
    tag,
    params: z.object({ zip: text().regex(/^\d{5}$/, 'Must be a valid ZIP code.') }),
    responses: { 200: zipPlace, 400: errorResponse, 404: errorResponse },
  }),
  endpoint({
    method: 'GET',
    path: '/api/states',
    summary: 'Every state, by name',
    tag,
    responses: { 200: z.strictObject({ states: z.array(usState) }) },
  }),
  endpoint({
    method: 'GET',
    path: '/api/states/:slug/regions',
    summary: 'A state and its regions, in order',
    tag,
    params: z.object({ slug: text().regex(/^[a-z-]{2,40}$/) }),
    responses: {
      200: z.strictObject({
        state: usState,
        regions: z.array(z.strictObject({ slug: text(), name: text() })),
      }),
      400: errorResponse,
      404: errorResponse,
    },
  }),
] as const;
