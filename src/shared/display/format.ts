// Small display rules shared by every screen that shows them.
import { findStateByName } from '../catalogues/states.ts';

/**
 * Digits grouped in thousands as en-US writes them: '1234567.50' → '1,234,567.50'. Our numbers are
 * written without `Intl` on purpose: the first number format a page makes loads the browser's locale
 * data, 30–60 ms of a phone's main thread at once (120–230 ms on the CPU ×4 profile), which fell on
 * every islands page's hydration even where no number showed (docs/decisions/041).
 */
function groupThousands(digits: string): string {
  const point = digits.indexOf('.');
  const whole = point === -1 ? digits : digits.slice(0, point);
  return whole.replace(/\B(?=(\d{3})+$)/g, ',') + (point === -1 ? '' : digits.slice(point));
}

/** A whole number as toLocaleString('en-US') writes it: 12345 → '12,345'. */
export const formatWhole = (n: number): string => groupThousands(String(Math.round(n)));

/**
 * Two decimals as browsers' `Intl.NumberFormat` writes them: it rounds the number as written (its
 * shortest decimal), half away from zero, so 1.005 is '1.01' where `toFixed` says '1.00'.
 */
function twoDecimals(n: number): string {
  const written = String(Math.abs(n));
  // Beyond a million million million or below a millionth, no price of ours: as toFixed writes it.
  if (!Number.isFinite(n) || written.includes('e')) return n.toFixed(2);
  const cents = String(Math.round(Number(`${written}e2`))).padStart(3, '0');
  return `${n < 0 ? '-' : ''}${cents.slice(0, -2)}.${cents.slice(-2)}`;
}

/** Prices always show two decimals (docs/product.md §4.4): 25 → '$25.00'. */
export function formatPrice(value: number | string): string {
  const n = typeof value === 'string' ? Number(value) : value;
  return `$${groupThousands(twoDecimals(n))}`;
}

/** Dashboard tiles cut names at 12 characters plus an ellipsis (docs/product.md §11.1). */
export function truncateName(name: string, max = 12): string {
  return name.length > max ? `${name.slice(0, max)}…` : name;
}

/** 'California' → 'CA' (favourite cards, docs/product.md §4.2); unknown names are returned unchanged. */
export function stateAbbreviation(state: string | null | undefined): string {
  if (!state) return '';
  return findStateByName(state)?.code ?? state;
}

export function cityState(
  city: string | null | undefined,
  state: string | null | undefined,
  short = false,
): string {
  const s = short ? stateAbbreviation(state) : (state ?? '');
  return [city, s].filter(Boolean).join(', ');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar day as charts label it: '2024-03-04' → 'Mar 4'. */
export function formatDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${date}`;
}

/**
 * A count as the search shows it: exact ones as they are (12,345), estimated ones rounded to two
 * significant digits and said to be about that many ("about 12,000"), never a wrong exact number.
 */
export function formatCount(n: number, estimated = false): string {
  if (!estimated) return formatWhole(n);
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1);
  return `about ${formatWhole(Math.round(n / step) * step)}`;
}

/** A file's size as a download link says it: '812 bytes', '48 KB', '3.4 MB' (decimal units). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  const mb = bytes / 1_000_000;
  return `${mb < 10 ? mb.toFixed(1) : formatWhole(mb)} MB`;
}
