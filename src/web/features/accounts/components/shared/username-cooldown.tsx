import { useState } from 'react';
import { formatCountdown, USERNAME_COOLDOWN_DAYS } from '#shared/schemas/account.ts';
import { useMsUntil } from '../../hooks/use-countdown.ts';

const message = (countdown: string) =>
  `You can only update your username every ${USERNAME_COOLDOWN_DAYS} days. Please try again after ${countdown}.`;

/** The red cooldown message with a countdown refreshed every second (docs/product.md §10.2). */
export function UsernameCooldown({ id, until }: { id: string; until: number }) {
  const left = useMsUntil(until);
  // Announce once when it appears; the ticking text itself is not a live region.
  const [announced] = useState(() => message(formatCountdown(until - Date.now())));
  if (left <= 0) return null;
  return (
    <>
      <p id={id} className="rounded-md bg-danger-soft px-3 py-2 text-sm font-semibold text-danger">
        You can only update your username every {USERNAME_COOLDOWN_DAYS} days. Please try again after{' '}
        <span className="tabular-nums" data-testid="username-countdown">
          {formatCountdown(left)}
        </span>
        .
      </p>
      <p className="sr-only" role="status">
        {announced}
      </p>
    </>
  );
}
