// The business dashboard's insights, and deleting a business with its files.
import { z } from 'zod';
import { confirmDeleteSchema } from '../schemas/account.ts';
import { text } from '../schemas/text.ts';
import { endpoint, errorResponse, segment } from './endpoint.ts';

export const insights = z
  .strictObject({
    favorites: z.number().int().min(0),
    recommendations: z.number().int().min(0).describe('Neighbours who recommend it now.'),
    views7: z.number().int().min(0),
    views30: z.number().int().min(0),
    daily: z
      .array(z.strictObject({ day: text().describe('YYYY-MM-DD'), views: z.number().int().min(0) }))
      .describe('The last 30 days, oldest first, zero-filled.'),
    weekly: z
      .array(
        z.strictObject({
          weekStart: text().describe('YYYY-MM-DD'),
          views: z.number().int().min(0),
          favorites: z.number().int().min(0),
          recommendations: z.number().int().min(0),
        }),
      )
      .describe('The last four weeks, oldest first: views, new favourites and new recommendations.'),
  })
  .meta({ id: 'Insights' });

const params = z.object({ id: segment() });
const tag = 'Management';

export const managementEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/businesses/:id/insights',
    summary: 'Favourites and page views of the owner’s business',
    tag,
    auth: 'owner',
    params,
    responses: { 200: insights, 403: errorResponse, 404: errorResponse },
  }),
  endpoint({
    method: 'POST',
    path: '/api/businesses/:id/delete',
    summary: 'Deletes a business and its files (type its username, else its name, else DELETE)',
    tag,
    auth: 'owner',
    params,
    body: confirmDeleteSchema,
    responses: {
      200: z.strictObject({
        deleted: z.literal(true),
        files: z.number().int().min(0),
        filesPending: z.number().int().min(0),
      }),
      400: errorResponse,
      403: errorResponse,
      404: errorResponse,
    },
  }),
] as const;
