// Alerts about new businesses in a place (docs/decisions/025-new-business-alerts.md): asking for one
// (signed in: at once; signed out: by email, confirmed by a link), the caller's list, removing one,
// and the alert email's one-click unsubscribe.
import { z } from 'zod';
import { alertBody } from '../alerts/alert-rules.ts';
import { text } from '../schemas/text.ts';
import { endpoint, errorResponse, nullableText, timestamp, uuid } from './endpoint.ts';

const tag = 'Alerts';

export const areaAlert = z
  .strictObject({
    id: uuid(),
    state: text().describe('The state’s slug'),
    stateName: text(),
    region: nullableText().describe('The region’s name'),
    zipCode: nullableText(),
    radiusMiles: z.number().int().nullable(),
    label: text(),
    createdAt: timestamp(),
  })
  .meta({ id: 'AreaAlert' });

export const alertTokenQuery = z.strictObject({ token: text().min(1).max(400) });

export const alertsEndpoints = [
  endpoint({
    method: 'POST',
    path: '/api/alerts',
    summary:
      'Asks to hear about new businesses in a place: at once when signed in, else a confirmation email (the answer is the same whether or not the address already has alerts)',
    tag,
    auth: 'optional',
    body: alertBody,
    responses: {
      201: z.strictObject({ alert: areaAlert.nullable(), confirmEmailSent: z.boolean() }),
      400: errorResponse,
      409: errorResponse,
      429: errorResponse,
    },
  }),
  endpoint({
    method: 'GET',
    path: '/api/alerts/confirm',
    summary: 'The confirmation link of an emailed alert: confirms it, then redirects to a page saying so',
    tag,
    query: alertTokenQuery,
    responses: { 302: null, 400: errorResponse, 429: errorResponse },
  }),
  endpoint({
    method: 'POST',
    path: '/api/alerts/unsubscribe',
    summary: 'One-click unsubscribe from alert email (RFC 8058; the token comes from the email)',
    tag,
    query: alertTokenQuery,
    responses: {
      200: z.strictObject({ unsubscribed: z.literal(true) }),
      400: errorResponse,
      429: errorResponse,
    },
  }),
  endpoint({
    method: 'GET',
    path: '/api/me/alerts',
    summary: 'The caller’s alerts about new businesses, oldest first',
    tag,
    auth: 'session',
    responses: { 200: z.strictObject({ items: z.array(areaAlert) }) },
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/me/alerts/:id',
    summary: 'Removes one of the caller’s alerts (another person’s is 404)',
    tag,
    auth: 'session',
    params: z.object({ id: uuid() }),
    responses: { 204: null, 404: errorResponse },
  }),
] as const;
