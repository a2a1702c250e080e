// Draws a message of the compiled catalogs (Lingui's compiled ICU form: docs/decisions/042) in a
// language. Lingui's own runtime (@lingui/core) is 2.2 KB gzip; the islands pages had 1.3 KB left
// of their 90 KB budget, so the pages draw messages with these few lines, held by
// translator.test.ts to @lingui/core's output for every message of both catalogs.
import type { Locale } from './locale.ts';

/** A message as `lingui compile` writes it: text, `[name]`, or `[name, 'plural' | 'select', cases]`. */
export type CompiledMessage = string | Token[];
type Token = string | [string] | [string, string, Record<string, CompiledMessage | number>?];
export type Messages = Record<string, CompiledMessage>;
export type Values = Record<string, unknown>;

export interface Translator {
  readonly locale: Locale;
  /** The message `id` (its English text) in this language, with its values filled in. */
  _(id: string, values?: Values): string;
}

/**
 * `messages`: the language's compiled catalog. English, the source, needs none: its messages are
 * their ids, whose values are only `{name}`s (check-i18n.ts holds them to it); a translation may
 * choose plural forms of its own.
 */
export function translator(locale: Locale, messages: Messages): Translator {
  return {
    locale,
    _: (id, values) => {
      const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
      if (message !== undefined) return draw(message, values ?? {}, locale);
      return id.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));
    },
  };
}

function draw(message: CompiledMessage, values: Values, locale: Locale, count?: number): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      // A plural's `#` is its number.
      text += token === '#' && count !== undefined ? wholeIn(locale, count) : token;
      continue;
    }
    const [name, kind, cases = {}] = token;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (kind === undefined) text += value == null ? '' : String(value);
    else if (kind === 'plural') {
      const n = Number(value) - Number(cases.offset ?? 0);
      const chosen =
        caseOf(cases, String(value)) ?? caseOf(cases, pluralOf(locale, n)) ?? caseOf(cases, 'other');
      text += draw(chosen ?? [], values, locale, n);
    } else if (kind === 'select')
      text += draw(caseOf(cases, String(value)) ?? caseOf(cases, 'other') ?? [], values, locale);
    else throw new Error(`Messages take "${kind}" values already written (format them before): ${name}`);
  }
  return text;
}

/** The case for exactly `key` (`offset` is not a case). */
const caseOf = (cases: Record<string, CompiledMessage | number>, key: string) => {
  const chosen = Object.hasOwn(cases, key) ? cases[key] : undefined;
  return typeof chosen === 'number' ? undefined : chosen;
};

/**
 * The plural category (CLDR) of a count in English or Spanish, without `Intl.PluralRules`, whose
 * first use loads the browser's locale data. Spanish says "1 millón de negocios" (`many`).
 */
function pluralOf(locale: Locale, n: number): string {
  if (n === 1) return 'one';
  if (locale === 'es' && Number.isInteger(n) && n !== 0 && n % 1_000_000 === 0) return 'many';
  return 'other';
}

/** A whole number as each language writes it: 12,345 in English; 12.345 (but 1234) in Spanish. */
export function wholeIn(locale: Locale, n: number): string {
  const digits = String(Math.abs(Math.round(n)));
  const sign = n < 0 ? '-' : '';
  if (locale === 'es') return sign + (digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.'));
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, ',');
}
