// The 404 page reports the unknown path so broken links show up in the server log.
import { z } from 'zod';
import { text } from '../schemas/text.ts';
import { endpoint, errorResponse } from './endpoint.ts';

export const notFoundReport = z.strictObject({
  path: text().min(1).max(2000),
  referrer: text().max(2000).optional(),
});

export const clientLogEndpoints = [
  endpoint({
    method: 'POST',
    path: '/api/client-log/not-found',
    summary: 'Logs a page the web app could not find',
    tag: 'Client log',
    body: notFoundReport,
    responses: { 204: null, 400: errorResponse, 429: errorResponse },
  }),
] as const;
