// Who may recommend a business, and when (docs/decisions/027-neighbour-recommendations.md). One rule
// for the page (what the button says) and the server (what it accepts); the server re-checks.
import { english } from '../i18n/english.ts';

export const NOTE_MAX = 500;
export const REPLY_MAX = 500;
/** A new account waits this long before it can recommend: fresh accounts are cheap to make. */
export const MIN_ACCOUNT_AGE_MS = 24 * 60 * 60 * 1000;
/** The burst rule: accounts younger than this count as new … */
export const BURST_YOUNG_ACCOUNT_MS = 7 * 24 * 60 * 60 * 1000;
/** … and more than BURST_MAX of theirs on one business within BURST_WINDOW_MS wait for an operator. */
export const BURST_WINDOW_MS = 60 * 60 * 1000;
export const BURST_MAX = 5;
/** Notes shown per page on the business page. */
export const NOTES_PAGE_SIZE = 10;

export const RECOMMEND_MSG = {
  noteTooLong: english._(/*i18n*/ 'Your note must be at most {max} characters.', { max: NOTE_MAX }),
  replyTooLong: english._(/*i18n*/ 'Your answer must be at most {max} characters.', { max: REPLY_MAX }),
  replyRequired: /*i18n*/ 'Write your answer.',
  ownBusiness: /*i18n*/ 'You can’t recommend your own business.',
  ownNote: /*i18n*/ 'You can’t report your own note. To change it, edit or withdraw your recommendation.',
  emailUnconfirmed: /*i18n*/ 'Confirm your email address to recommend a business.',
  signIn: /*i18n*/ 'Sign in to recommend a business.',
  alreadyAnswered: /*i18n*/ 'You have already answered this note.',
  held: /*i18n*/ 'Thanks! Your recommendation will count once our team has looked at it.',
} as const;

/**
 * The note's and the answer's length rules without zod, for the business page (zod would weigh on
 * its first load); recommend-schema.ts applies the same limits and messages on the server.
 */
export function noteProblem(note: string): string | null {
  return note.trim().length > NOTE_MAX ? RECOMMEND_MSG.noteTooLong : null;
}
export function replyProblem(text: string): string | null {
  const t = text.trim();
  if (!t) return RECOMMEND_MSG.replyRequired;
  return t.length > REPLY_MAX ? RECOMMEND_MSG.replyTooLong : null;
}

export type RecommendRefusal =
  | { code: 'email_unconfirmed' }
  | { code: 'own_business' }
  | { code: 'account_too_new'; allowedFrom: Date };

/** When an account created at `createdAt` may first recommend. */
export const allowedFrom = (createdAt: Date) => new Date(createdAt.getTime() + MIN_ACCOUNT_AGE_MS);

/** Null when the person may recommend this business now; else why not. */
export function recommendRefusal(
  who: { emailVerified: boolean; createdAt: Date; ownsBusiness: boolean },
  now: Date = new Date(),
): RecommendRefusal | null {
  if (who.ownsBusiness) return { code: 'own_business' };
  if (!who.emailVerified) return { code: 'email_unconfirmed' };
  const from = allowedFrom(who.createdAt);
  if (from > now) return { code: 'account_too_new', allowedFrom: from };
  return null;
}

/** "Nov 27, 3:00 pm" in the zone given (the person's ZIP code's, else UTC, said so). */
export function formatAllowedFrom(at: Date, timeZone?: string | null) {
  const zone = timeZone || 'UTC';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const period = get('dayPeriod').toLowerCase();
  return `${get('month')} ${get('day')}, ${get('hour')}:${get('minute')} ${period}${zone === 'UTC' ? ' UTC' : ''}`;
}

export const tooNewMessage = (at: Date, timeZone?: string | null) =>
  `You can recommend from ${formatAllowedFrom(at, timeZone)}.`;

/** The burst rule: a new account's recommendation waits when the business already had BURST_MAX from new accounts this hour. */
export const isYoungAccount = (createdAt: Date, now: Date = new Date()) =>
  now.getTime() - createdAt.getTime() < BURST_YOUNG_ACCOUNT_MS;

export { recommendedByLabel } from './recommended-label.ts';
