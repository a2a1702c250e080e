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
