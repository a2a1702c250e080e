// Step 6: a preferred contact must be one the business gave at step 5 (docs/product.md §6.6):
// choosing Facebook with no Facebook page would send shoppers nowhere. 'Physical store' is asked
// for at step 7, after this step, so it needs nothing here.
import type { PrimaryContactOption } from '../../catalogues/contact-options.ts';
import { STEP_MSG } from './messages.ts';

export interface ContactChannels {
  businessEmail: string | null;
  instagramUrl: string | null;
  tiktokUrl: string | null;
  facebookUrl: string | null;
  websiteUrl: string | null;
}

const CHANNEL: Partial<Record<PrimaryContactOption, [keyof ContactChannels, string]>> = {
  Email: ['businessEmail', STEP_MSG.primaryEmailMissing],
  Instagram: ['instagramUrl', STEP_MSG.primaryInstagramMissing],
  Tiktok: ['tiktokUrl', STEP_MSG.primaryTiktokMissing],
  Facebook: ['facebookUrl', STEP_MSG.primaryFacebookMissing],
  'Business Website': ['websiteUrl', STEP_MSG.primaryWebsiteMissing],
};

/** The value step 5 holds for an option (the handle, page, email or site), or null. */
export function contactChannelValue(option: PrimaryContactOption, c: ContactChannels): string | null {
  const channel = CHANNEL[option];
  return channel ? c[channel[0]]?.trim() || null : null;
}

/** Why an option cannot be the preferred contact yet, or null when it can. */
export function primaryContactProblem(option: PrimaryContactOption, c: ContactChannels): string | null {
  const channel = CHANNEL[option];
  if (!channel) return null;
  return contactChannelValue(option, c) ? null : channel[1];
}
