// A business's opening hours: the owner sets or removes them (dashboard, edit mode).
import { z } from 'zod';
import { hoursBodySchema, WEEKDAYS, type Weekday } from '../hours/hours-schema.ts';
import { text } from '../schemas/text.ts';
import { endpoint, errorResponse, nullableText, segment } from './endpoint.ts';

const range = z.strictObject({ opens: text(), closes: text() });

/** Opening hours as stored and answered (the request schema is src/shared/hours/hours-schema.ts). */
export const openingHours = z
  .strictObject({
    week: z.strictObject(
      Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(range)])) as Record<
        Weekday,
        z.ZodArray<typeof range>
      >,
    ),
    byAppointment: z.boolean(),
    note: nullableText(),
  })
  .meta({ id: 'OpeningHours' });

export const hoursFields = {
  openingHours: openingHours.nullable(),
  timeZone: nullableText().describe('The IANA time zone of the business’s ZIP code; hours are in it.'),
};

export const hoursEndpoints = [
  endpoint({
    method: 'PUT',
    path: '/api/businesses/:id/hours',
    summary:
      'Sets the owner’s opening hours (null removes them); needs the business’s ZIP code for its time zone',
    tag: 'Onboarding',
    auth: 'owner',
    params: z.object({ id: segment() }),
    body: hoursBodySchema,
    responses: {
      200: z.strictObject(hoursFields),
      400: errorResponse,
      401: errorResponse,
      403: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  }),
] as const;
