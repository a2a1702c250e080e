// Owners outside live states join the waitlist.
import { z } from 'zod';
import { waitlistSchema } from '../schemas/waitlist.ts';
import { endpoint, errorResponse, nullableText } from './endpoint.ts';

export const waitlistEndpoints = [
  endpoint({
    method: 'POST',
    path: '/api/waitlist',
    summary: 'Joins the waitlist (the same email and zip are stored once); answers the zip’s place',
    tag: 'Waitlist',
    body: waitlistSchema,
    responses: {
      201: z.strictObject({ city: nullableText(), state: nullableText() }),
      400: errorResponse,
      429: errorResponse,
    },
  }),
] as const;
