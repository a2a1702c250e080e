// How the console words its numbers and dates.

/** '2026-11-25T10:04:00Z' → 'Nov 25, 2026, 10:04 AM' in the operator's own time zone. */
export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** A before/after value as the audit log shows it. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

type Count = { one: string; many: string; label: string };
const count = (one: string, many: string, label: string): Count => ({ one, many, label });

// The audit log's fields in words: counts read '3 emails queued', switches 'Live: no → yes'.
const COUNTS: Record<string, Count> = {
  emailsQueued: count('email queued', 'emails queued', 'Emails queued'),
  businessesRepublished: count(
    'business back on the market',
    'businesses back on the market',
    'Businesses back on the market',
  ),
  businessesPaused: count('business taken off', 'businesses taken off', 'Businesses taken off'),
  waitlist: count('waitlist address', 'waitlist addresses', 'Waitlist addresses'),
  owners: count('owner', 'owners', 'Owners'),
  published: count('public business', 'public businesses', 'Public businesses'),
  reportsResolved: count('report resolved', 'reports resolved', 'Reports resolved'),
  openReports: count('open report', 'open reports', 'Open reports'),
};
const LABELS: Record<string, string> = {
  isLive: 'Live',
  isPublished: 'Public',
  hidden: 'Hidden by the team',
  reason: 'Reason',
  isOperator: 'Operator',
  reviewPending: 'Review asked for',
};

/** 'someFieldName' → 'Some field name', for a field the log does not know yet. */
const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What an action changed, in words: each field whose value differs. */
export function changes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  showReason: (value: string) => string = String,
): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((k) => showValue(before[k]) !== showValue(after[k]))
    .map((k) => {
      const was = before[k];
      const now = after[k];
      const counted = COUNTS[k];
      if (counted && typeof now === 'number' && (was === undefined || was === null))
        return plural(now, counted.one, counted.many);
      const show = (v: unknown) => (k === 'reason' && typeof v === 'string' ? showReason(v) : showValue(v));
      const label = counted?.label ?? LABELS[k] ?? humanize(k);
      return `${label}: ${show(was)} → ${show(now)}`;
    });
}
