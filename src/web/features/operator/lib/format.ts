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

/** What an action changed: each key whose value differs, 'key: before → after'. */
export function changes(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((k) => showValue(before[k]) !== showValue(after[k]))
    .map((k) => `${k}: ${showValue(before[k])} → ${showValue(after[k])}`);
}
