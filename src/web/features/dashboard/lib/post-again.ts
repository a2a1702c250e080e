// When an owner over the daily post limit can post again, in the owner's own time zone (the
// browser's): the server's 429 carries the instant (`next_allowed`, or `retry_after` seconds).
import type { Translator } from '#shared/i18n/translator.ts';
import { POST_LIMITS } from '#shared/posts/post-schema.ts';
import { localDateTimeOf, nextDay } from '#shared/posts/zoned-time.ts';
import { ApiError, errorMessage } from '../../../lib/api.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "You can post again at 9:14 AM." later today, "… tomorrow at 9:14 AM.", else "… on Mon, Dec 8 at …". */
export function postAgainSentence(
  next: Date,
  i18n: Translator,
  now = new Date(),
  zone = browserZone(),
): string {
  const locale = i18n.locale === 'es' ? 'es-US' : 'en-US';
  const time = next.toLocaleTimeString(locale, { timeZone: zone, hour: 'numeric', minute: '2-digit' });
  const day = localDateTimeOf(next, zone).slice(0, 10);
  const today = localDateTimeOf(now, zone).slice(0, 10);
  if (day <= today) return i18n._('You can post again at {time}.', { time });
  if (day === nextDay(today)) return i18n._('You can post again tomorrow at {time}.', { time });
  const date = next.toLocaleDateString(locale, {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  return i18n._('You can post again on {date} at {time}.', { date, time });
}

/** The instant a 429 answer names: `next_allowed`, else `retry_after` seconds from `now`; else null. */
function nextAllowedOf(err: ApiError, now: Date): Date | null {
  const next = Date.parse(String(err.extra.next_allowed ?? ''));
  if (Number.isFinite(next)) return new Date(next);
  const retry = Number(err.extra.retry_after);
  return Number.isFinite(retry) && retry > 0 ? new Date(now.getTime() + retry * 1000) : null;
}

/** What a refused post says: over the daily limit, when the owner can post again; else the server's words. */
export function postErrorMessage(
  err: unknown,
  i18n: Translator,
  now = new Date(),
  zone = browserZone(),
): string {
  const next = err instanceof ApiError && err.status === 429 ? nextAllowedOf(err, now) : null;
  if (!next) return i18n._(errorMessage(err));
  const made = i18n._('You’ve made {count} posts in the last 24 hours.', { count: POST_LIMITS.perDay });
  return `${made} ${postAgainSentence(next, i18n, now, zone)}`;
}
