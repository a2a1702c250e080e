// "Tell me about new businesses here" (issue 31, item 4; docs/decisions/025-new-business-alerts.md):
// the one schema for asking, used by the forms and re-checked by the server, and its limits.
import { z } from 'zod';
import { emailField } from '../schemas/fields.ts';
import { text } from '../schemas/text.ts';
import { ALERT_MSG } from './alert-limits.ts';

const slug = text()
  .max(60)
  .regex(/^[a-z0-9-]+$/, ALERT_MSG.place);

/**
 * A place: a state (with one of its regions), or a ZIP code and a radius. Signed-out people add the
 * email the confirmation link goes to; a signed-in person's alert is their account's.
 */
export const alertBody = z
  .strictObject({
    state: slug.optional(),
    region: slug.optional(),
    zipCode: text()
      .regex(/^\d{5}$/, ALERT_MSG.zip)
      .optional(),
    radiusMiles: z.enum(['5', '10', '25', '50'], { error: ALERT_MSG.radius }).optional(),
    email: emailField.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.zipCode && !v.state) ctx.addIssue({ code: 'custom', path: ['state'], message: ALERT_MSG.place });
    if (v.zipCode && (v.state || v.region))
      ctx.addIssue({ code: 'custom', path: ['zipCode'], message: ALERT_MSG.place });
    if (v.radiusMiles && !v.zipCode)
      ctx.addIssue({ code: 'custom', path: ['radiusMiles'], message: ALERT_MSG.zip });
  });
export type AlertBody = z.input<typeof alertBody>;
