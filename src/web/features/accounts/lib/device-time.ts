// "Active now", "5 minutes ago", "3 days ago": last-seen times are approximate (kept to the
// quarter hour), so the list says so in words rather than showing a false exact time.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function lastSeenLabel(iso: string, now = Date.now()): string {
  const ago = Math.max(0, now - Date.parse(iso));
  if (ago < 15 * MINUTE) return 'Active in the last 15 minutes';
  if (ago < HOUR) return `Last active ${Math.round(ago / MINUTE)} minutes ago`;
  if (ago < DAY) {
    const hours = Math.round(ago / HOUR);
    return `Last active ${hours} hour${hours === 1 ? '' : 's'} ago`;
  }
  const days = Math.round(ago / DAY);
  return `Last active ${days} day${days === 1 ? '' : 's'} ago`;
}

export function signedInLabel(iso: string): string {
  const date = new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  return `Signed in ${date}`;
}
