import { useState } from 'react';
import { formatCountdown, USERNAME_COOLDOWN_DAYS } from '#shared/schemas/account.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { withTags } from '../../../../lib/with-tags.tsx';
import { useMsUntil } from '../../hooks/use-countdown.ts';

/** The red cooldown message with a countdown refreshed every second (docs/product.md §10.2). */
export function UsernameCooldown({ id, until }: { id: string; until: number }) {
  const i18n = useI18n();
  const left = useMsUntil(until);
  const message = (countdown: string) =>
    i18n._(
      'You can only update your username every {days} days. Please try again after <0>{countdown}</0>.',
      { days: USERNAME_COOLDOWN_DAYS, countdown },
    );
  // Announce once when it appears; the ticking text itself is not a live region.
  const [announced] = useState(() => withTags(message(formatCountdown(until - Date.now())), {}));
  if (left <= 0) return null;
  return (
    <>
      <p id={id} className="rounded-md bg-danger-soft px-3 py-2 text-sm font-semibold text-danger">
        {withTags(message(formatCountdown(left)), {
          0: (chunk) => (
            <span className="tabular-nums" data-testid="username-countdown">
              {chunk}
            </span>
          ),
        })}
      </p>
      <p className="sr-only" role="status">
        {announced}
      </p>
    </>
  );
}
