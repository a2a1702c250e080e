// Numbers as each language writes them, without `Intl.NumberFormat` (its first use loads the
// browser's locale data: docs/decisions/041).
import type { Locale } from './locale.ts';

/** A whole number as each language writes it: 12,345 in English; 12.345 (but 1234) in Spanish. */
export function wholeIn(locale: Locale, n: number): string {
  const digits = String(Math.abs(Math.round(n)));
  const sign = n < 0 ? '-' : '';
  if (locale === 'es') return sign + (digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.'));
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, ',');
}
