// What an owner's post is: a kind, a title, plain text, and for an offer its last day, for an event
// its start, end and place. Times are typed as the business's local wall clock ("2026-12-06T10:00"):
// the server turns them into instants with the business's time zone, so an owner in Denver and a
// shopper in Miami read the same "10 am".

import { z } from 'zod';
import { EVENT_MSG, repeatProblem } from '../events/event-dates.ts';
import { english } from '../i18n/english.ts';
import { multilineText, text } from '../schemas/text.ts';

import { POST_KINDS } from './post-kinds.ts';

export { POST_KIND_LABELS, POST_KINDS, type PostKind } from './post-kinds.ts';

export const POST_LIMITS = {
  title: 80,
  text: 1000,
  place: 120,
  /** New posts per business in any 24 hours (deleted ones count: deleting does not make room). */
  perDay: 3,
  /** Posts showing at once per business. */
  live: 10,
  /** An update leaves after this many months; offers and events when they end. */
  updateMonths: 6,
  /** A card shows "New: …" while the newest post is younger than this. */
  newDays: 7,
} as const;

export const POST_MSG = {
  titleRequired: /*i18n*/ 'Title is required.',
  title: english._(/*i18n*/ 'Keep the title to {max} characters.', { max: POST_LIMITS.title }),
  text: english._(/*i18n*/ 'Write at most {max} characters.', { max: POST_LIMITS.text }),
  textRequired: /*i18n*/ 'Write a few words.',
  place: english._(/*i18n*/ 'Keep the place to {max} characters.', { max: POST_LIMITS.place }),
  placeRequired: /*i18n*/ 'Say where the event is (a city is enough).',
  offerEnd: /*i18n*/ 'Choose the last day of the offer.',
  eventStart: /*i18n*/ 'Choose when the event starts.',
  eventEnd: /*i18n*/ 'Choose when the event ends.',
  endBeforeStart: /*i18n*/ 'The event must end after it starts.',
  notForKind: /*i18n*/ 'Leave this empty for this kind of post.',
} as const;

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const validDate = (v: string) => {
  const [y, m, d] = v.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
const validDateTime = (v: string) => {
  const [h, min] = v.slice(11).split(':').map(Number);
  return validDate(v) && h < 24 && min < 60;
};

const optional = <T extends z.ZodType>(s: T) => s.nullish().transform((v) => v ?? null);
const localDate = (message: string) => text().regex(LOCAL_DATE, message).refine(validDate, message);
const localDateTime = (message: string) =>
  text().regex(LOCAL_DATE_TIME, message).refine(validDateTime, message);

export const postBodySchema = z
  .strictObject({
    kind: z.enum(POST_KINDS, /*i18n*/ 'Choose Update, Offer or Event.'),
    title: text().trim().min(1, POST_MSG.titleRequired).max(POST_LIMITS.title, POST_MSG.title),
    text: multilineText().trim().min(1, POST_MSG.textRequired).max(POST_LIMITS.text, POST_MSG.text),
    /** Offer: its last day, local to the business. */
    offerEndsOn: optional(localDate(POST_MSG.offerEnd)),
    /** Event: local wall-clock start and end. */
    eventStartsAt: optional(localDateTime(POST_MSG.eventStart)),
    eventEndsAt: optional(localDateTime(POST_MSG.eventEnd)),
    place: optional(text().trim().max(POST_LIMITS.place, POST_MSG.place)),
    /** Event: repeats weekly until this local day (at most six months after its first). */
    repeatUntil: optional(localDate(EVENT_MSG.repeatUntil)),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === 'offer' && !v.offerEndsOn) issue('offerEndsOn', POST_MSG.offerEnd);
    if (v.kind !== 'offer' && v.offerEndsOn) issue('offerEndsOn', POST_MSG.notForKind);
    if (v.kind === 'event') {
      if (!v.eventStartsAt) issue('eventStartsAt', POST_MSG.eventStart);
      if (!v.eventEndsAt) issue('eventEndsAt', POST_MSG.eventEnd);
      if (!v.place) issue('place', POST_MSG.placeRequired);
      if (v.eventStartsAt && v.eventEndsAt && v.eventEndsAt <= v.eventStartsAt)
        issue('eventEndsAt', POST_MSG.endBeforeStart);
      const repeat =
        v.eventStartsAt && v.repeatUntil ? repeatProblem(v.eventStartsAt.slice(0, 10), v.repeatUntil) : null;
      if (repeat) issue('repeatUntil', repeat);
    } else {
      for (const key of ['eventStartsAt', 'eventEndsAt', 'place', 'repeatUntil'] as const)
        if (v[key]) issue(key, POST_MSG.notForKind);
    }
  });
export type PostBody = z.infer<typeof postBodySchema>;

const moveTime = (message: string) => localDateTime(message);

/** Cancelling one date of an event, or moving it (local wall clock in the business's zone). */
export const eventDateChangeSchema = z
  .strictObject({
    cancelled: z.boolean().optional(),
    startsAt: optional(moveTime(EVENT_MSG.moveStart)),
    endsAt: optional(moveTime(EVENT_MSG.moveEnd)),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.cancelled) {
      for (const key of ['startsAt', 'endsAt'] as const) if (v[key]) issue(key, POST_MSG.notForKind);
      return;
    }
    if (!v.startsAt) issue('startsAt', EVENT_MSG.moveStart);
    if (!v.endsAt) issue('endsAt', EVENT_MSG.moveEnd);
    if (v.startsAt && v.endsAt && v.endsAt <= v.startsAt) issue('endsAt', EVENT_MSG.moveEndBeforeStart);
  });
export type EventDateChange = z.infer<typeof eventDateChangeSchema>;
export type PostBodyInput = z.input<typeof postBodySchema>;
