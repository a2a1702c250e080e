// The alerts' limits, choices and messages without the schema (the market and search pages show the
// control, and must not bring the validation library with it).
import { english } from '../i18n/english.ts';
import { RADIUS_MILES } from '../search/search-limits.ts';

/** The same distances "near me" search offers. */
export const ALERT_RADIUS_MILES = RADIUS_MILES;
export const DEFAULT_ALERT_RADIUS = 10;
/** Alerts one person (an account, or an address before signing in) may keep. */
export const MAX_ALERTS = 10;

export const ALERT_MSG = {
  place: /*i18n*/ 'Choose a state or enter a ZIP code.',
  zip: /*i18n*/ 'Enter a 5-digit ZIP code.',
  unknownZip: /*i18n*/ 'We don’t know that ZIP code.',
  unknownState: /*i18n*/ 'We don’t know that state.',
  unknownRegion: /*i18n*/ 'We don’t know that region in this state.',
  radius: /*i18n*/ 'Choose 5, 10, 25 or 50 miles.',
  email: /*i18n*/ 'Enter your email so we can confirm it.',
  failed: /*i18n*/ 'Something went wrong and your alert isn’t set up yet. Please try again.',
  tooMany: english._(/*i18n*/ 'You can keep up to {max} alerts. Remove one to add another.', {
    max: MAX_ALERTS,
  }),
} as const;

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

/** The form's message when the request failed without one of its own. */
export const ALERT_FAILED = ALERT_MSG.failed;
/** How the alert form's action answers the script (the page stays): a link sent to the email given, or a signed-in alert set. */
export const ALERT_ANSWER = { confirming: 'confirming', set: 'set' } as const;
