// A signed-in user's favourites: list, add, remove.
import { z } from 'zod';
import { cardList } from './business.ts';
import { endpoint, errorResponse } from './endpoint.ts';

const params = z.object({ businessId: z.uuid('Unknown business.') });
const tag = 'Favorites';

export const favoriteEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/me/favorites',
    summary: 'The caller’s favourite businesses (published ones), newest first',
    tag,
    auth: 'session',
    responses: { 200: cardList },
  }),
  endpoint({
    method: 'PUT',
    path: '/api/me/favorites/:businessId',
    summary: 'Adds a favourite (idempotent)',
    tag,
    auth: 'session',
    params,
    responses: {
      200: z.strictObject({ favorited: z.literal(true) }),
      400: errorResponse,
      404: errorResponse,
    },
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/me/favorites/:businessId',
    summary: 'Removes a favourite (idempotent)',
    tag,
    auth: 'session',
    params,
    responses: { 200: z.strictObject({ favorited: z.literal(false) }), 400: errorResponse },
  }),
] as const;
