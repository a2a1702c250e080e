// How the console words its numbers and dates, in the page's language.
import { formatDay } from '#shared/display/format.ts';
import { wholeIn } from '#shared/i18n/numbers.ts';
import type { Translator, Values } from '#shared/i18n/translator.ts';

const dateLocale = (i18n: Translator) => (i18n.locale === 'es' ? 'es-US' : 'en-US');

/** '2026-11-25T10:04:00Z' → 'Nov 25, 2026, 10:04 AM' in the operator's own time zone. */
export const formatWhen = (i18n: Translator, iso: string) =>
  new Date(iso).toLocaleString(dateLocale(i18n), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** A chart's day: '2024-03-04' → 'Mar 4' ('4 mar' in Spanish). */
export const formatWeek = (i18n: Translator, day: string) =>
  i18n.locale === 'en'
    ? formatDay(day)
    : new Date(`${day}T00:00:00Z`).toLocaleDateString(dateLocale(i18n), {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });

/** A whole number as the language writes it: 1,200 in English. */
export const formatCount = (i18n: Translator, n: number) => wholeIn(i18n.locale, n);

/**
 * A count with its noun: `one` or `many`, marked messages with a `{count}` ('{count} email',
 * '{count} emails') and any other `values`.
 */
export const plural = (i18n: Translator, n: number, one: string, many: string, values?: Values) =>
  i18n._(n === 1 ? one : many, { ...values, count: formatCount(i18n, n) });

/** A before/after value as the audit log shows it. */
export function showValue(i18n: Translator, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? i18n._('yes') : i18n._('no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

type Count = { one: string; many: string; label: string };
const count = (one: string, many: string, label: string): Count => ({ one, many, label });

// The audit log's fields in words: counts read '3 emails queued', switches 'Live: no → yes'.
const COUNTS: Record<string, Count> = {
  emailsQueued: count(
    /*i18n*/ '{count} email queued',
    /*i18n*/ '{count} emails queued',
    /*i18n*/ 'Emails queued',
  ),
  businessesRepublished: count(
    /*i18n*/ '{count} business back on the market',
    /*i18n*/ '{count} businesses back on the market',
    /*i18n*/ 'Businesses back on the market',
  ),
  businessesPaused: count(
    /*i18n*/ '{count} business taken off',
    /*i18n*/ '{count} businesses taken off',
    /*i18n*/ 'Businesses taken off',
  ),
  waitlist: count(
    /*i18n*/ '{count} waitlist address',
    /*i18n*/ '{count} waitlist addresses',
    /*i18n*/ 'Waitlist addresses',
  ),
  owners: count(/*i18n*/ '{count} owner', /*i18n*/ '{count} owners', /*i18n*/ 'Owners'),
  published: count(
    /*i18n*/ '{count} public business',
    /*i18n*/ '{count} public businesses',
    /*i18n*/ 'Public businesses',
  ),
  reportsResolved: count(
    /*i18n*/ '{count} report resolved',
    /*i18n*/ '{count} reports resolved',
    /*i18n*/ 'Reports resolved',
  ),
  openReports: count(
    /*i18n*/ '{count} open report',
    /*i18n*/ '{count} open reports',
    /*i18n*/ 'Open reports',
  ),
};
const LABELS: Record<string, string> = {
  isLive: /*i18n*/ 'Live',
  isPublished: /*i18n*/ 'Public',
  hidden: /*i18n*/ 'Hidden by the team',
  reason: /*i18n*/ 'Reason',
  isOperator: /*i18n*/ 'Operator',
  reviewPending: /*i18n*/ 'Review asked for',
};

/** 'someFieldName' → 'Some field name', for a field the log does not know yet. */
const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What an action changed, in words: each field whose value differs. */
export function changes(
  i18n: Translator,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  showReason: (value: string) => string = String,
): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const shown = (v: unknown) => showValue(i18n, v);
  return keys
    .filter((k) => shown(before[k]) !== shown(after[k]))
    .map((k) => {
      const was = before[k];
      const now = after[k];
      const counted = COUNTS[k];
      if (counted && typeof now === 'number' && (was === undefined || was === null))
        return plural(i18n, now, counted.one, counted.many);
      const show = (v: unknown) => (k === 'reason' && typeof v === 'string' ? showReason(v) : shown(v));
      const known = counted?.label ?? LABELS[k];
      const label = known ? i18n._(known) : humanize(k);
      return `${label}: ${show(was)} → ${show(now)}`;
    });
}
