// The 60-second wait between emails (docs/product.md §9.4) and how a 429 answer resets it.
import { ApiError } from '../../../lib/api.ts';

export const EMAIL_COOLDOWN_SECONDS = 60;

/** Whole seconds left until `deadline` (ms), never negative. */
export function secondsUntil(deadline: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The deadline a 429 answer asks for (retry_after or next_allowed), else a full cooldown from now. */
export function deadlineAfter(err: unknown, now = Date.now()): number {
  if (err instanceof ApiError && err.status === 429) {
    const retry = Number(err.extra.retry_after);
    if (Number.isFinite(retry) && retry > 0) return now + retry * 1000;
    const next = Date.parse(String(err.extra.next_allowed ?? ''));
    if (Number.isFinite(next) && next > now) return next;
  }
  return now + EMAIL_COOLDOWN_SECONDS * 1000;
}

/** '0:59', '1:00'. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
