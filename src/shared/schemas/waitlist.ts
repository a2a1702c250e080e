import { z } from 'zod';
import { emailField, zipField } from './fields.ts';
import { text } from './text.ts';

const required = (label: string, max = 120) =>
  text().trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);

export const waitlistSchema = z.strictObject({
  email: emailField,
  businessName: required('Business name'),
  ownerName: required('Owner name'),
  category: required('What you sell', 200),
  zipCode: zipField,
});
export type WaitlistInput = z.infer<typeof waitlistSchema>;

/** The API's error code when the ZIP code's state is already live (409): nothing is stored. */
export const WAITLIST_STATE_LIVE = 'state_live';

/**
 * What a waitlist sign-up in a live state is told, by the API and by both forms (docs/product.md
 * §13, **L3**): there is nothing to wait for; the page puts "List your business" beside it.
 */
export const waitlistStateLiveMessage = (state: string) =>
  `Good news: Locals Market is already live in ${state}, so there’s no waitlist to join. You can list your business today.`;
