// "Tell me about new businesses here" (issue 31, item 4; docs/decisions/025-new-business-alerts.md):
// the one schema for asking, used by the forms and re-checked by the server, and its limits.
import { z } from 'zod';
import { emailField } from '../schemas/fields.ts';
import { text } from '../schemas/text.ts';
import { RADIUS_MILES } from '../search/search-limits.ts';

/** The same distances "near me" search offers. */
export const ALERT_RADIUS_MILES = RADIUS_MILES;
export const DEFAULT_ALERT_RADIUS = 10;
/** Alerts one person (an account, or an address before signing in) may keep. */
export const MAX_ALERTS = 10;

export const ALERT_MSG = {
  place: 'Choose a state or enter a ZIP code.',
  zip: 'Enter a 5-digit ZIP code.',
  unknownZip: 'We don’t know that ZIP code.',
  unknownState: 'We don’t know that state.',
  unknownRegion: 'We don’t know that region in this state.',
  radius: 'Choose 5, 10, 25 or 50 miles.',
  email: 'Enter your email so we can confirm it.',
  tooMany: `You can keep up to ${MAX_ALERTS} alerts. Remove one to add another.`,
} as const;

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

/** How an alert's place reads: "Within 10 miles of 90012", "Los Angeles, California", "California". */
export function alertPlaceLabel(a: {
  stateName: string;
  region: string | null;
  zipCode: string | null;
  radiusMiles: number | null;
}) {
  if (a.zipCode) return `Within ${a.radiusMiles ?? DEFAULT_ALERT_RADIUS} miles of ${a.zipCode}`;
  return a.region ? `${a.region}, ${a.stateName}` : a.stateName;
}
