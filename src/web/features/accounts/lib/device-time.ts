// "Active now", "5 minutes ago", "3 days ago": last-seen times are approximate (kept to the
// quarter hour), so the list says so in words rather than showing a false exact time.
import type { Translator } from '#shared/i18n/translator.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function lastSeenLabel(i18n: Translator, iso: string, now = Date.now()): string {
  const ago = Math.max(0, now - Date.parse(iso));
  if (ago < 15 * MINUTE) return i18n._('Active in the last 15 minutes');
  if (ago < HOUR) return i18n._('Last active {count} minutes ago', { count: Math.round(ago / MINUTE) });
  if (ago < DAY) {
    const count = Math.round(ago / HOUR);
    return count === 1
      ? i18n._('Last active {count} hour ago', { count })
      : i18n._('Last active {count} hours ago', { count });
  }
  const count = Math.round(ago / DAY);
  return count === 1
    ? i18n._('Last active {count} day ago', { count })
    : i18n._('Last active {count} days ago', { count });
}

export function signedInLabel(i18n: Translator, iso: string): string {
  const date = new Date(iso).toLocaleDateString(i18n.locale === 'es' ? 'es-US' : 'en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return i18n._('Signed in {date}', { date });
}
