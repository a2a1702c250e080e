// Public lists: the newest businesses (home) and a state's market pages.
import { z } from 'zod';
import { text } from '../schemas/text.ts';
import { cardList, marketPage } from './business.ts';
import { endpoint, errorResponse } from './endpoint.ts';

export const marketQuery = z.strictObject({
  state: text().regex(/^[a-z-]{2,40}$/, 'Unknown state.'),
  region: text()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional(),
  cursor: text().max(400).optional(),
});

const tag = 'Market';

export const marketEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/businesses/recent',
    summary: 'The three newest published businesses (ETag, cached 5 minutes)',
    tag,
    responses: { 200: cardList, 304: null },
  }),
  endpoint({
    method: 'GET',
    path: '/api/market',
    summary: 'A page of a live state’s (or region’s) businesses in a shuffled order; 6 per page',
    tag,
    query: marketQuery,
    responses: { 200: marketPage, 304: null, 400: errorResponse, 404: errorResponse },
  }),
] as const;
