// Small display rules shared by every screen that shows them.
import { findStateByName } from '../catalogues/states.ts';

/** Made once: toLocaleString with options makes a formatter on every call (a business page has many prices). */
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Prices always show two decimals (docs/product.md §4.4): 25 → '$25.00'. */
export function formatPrice(value: number | string): string {
  const n = typeof value === 'string' ? Number(value) : value;
  return `$${TWO_DECIMALS.format(n)}`;
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
  if (!estimated) return n.toLocaleString('en-US');
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1);
  return `about ${(Math.round(n / step) * step).toLocaleString('en-US')}`;
}

/** A file's size as a download link says it: '812 bytes', '48 KB', '3.4 MB' (decimal units). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  const mb = bytes / 1_000_000;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb).toLocaleString('en-US')} MB`;
}
