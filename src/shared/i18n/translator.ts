// Draws a message of the compiled catalogs (Lingui's compiled ICU form: docs/decisions/042) in a
// language. Lingui's own runtime (@lingui/core) is 2.2 KB gzip; the islands pages had 1.3 KB left
// of their 90 KB budget, so the pages draw messages with these few lines, held by
// translator.test.ts to @lingui/core's output for every message of both catalogs.

import { english } from './english.ts';
import type { Locale } from './locale.ts';
import { wholeIn } from './numbers.ts';
import type { Translator, Values } from './translator-type.ts';

/** A message as `lingui compile` writes it: text, `[name]`, or `[name, 'plural' | 'select', cases]`. */
export type CompiledMessage = string | Token[];
type Token = string | [string] | [string, string, Record<string, CompiledMessage | number>?];
export type Messages = Record<string, CompiledMessage>;
export type { Translator, Values } from './translator-type.ts';

/**
 * `messages`: the language's compiled catalog. English, the source, needs none: its messages are
 * their ids, whose values are only `{name}`s (check-i18n.ts holds them to it); a translation may
 * choose plural forms of its own.
 */
export function translator(locale: Locale, messages: Messages): Translator {
  let filled: [RegExp, string, string[]][] | undefined;
  const t: Translator = {
    locale,
    _: (id, values) => {
      const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
      if (message !== undefined) return draw(message, values ?? {}, locale);
      if (!values) {
        // A message written elsewhere with its values in ("Year must be between 1800 and 2027.",
        // from a schema or the server): its template, whose values may be messages themselves.
        filled ??= templatesOf(messages);
        for (const [pattern, template, names] of filled) {
          const found = pattern.exec(id);
          if (found)
            return t._(template, Object.fromEntries(names.map((n, i) => [n, t._(found[i + 1] ?? '')])));
        }
      }
      return english._(id, values);
    },
  };
  return t;
}

/** The catalog's messages with `{values}`, as patterns that match them written out. */
function templatesOf(messages: Messages): [RegExp, string, string[]][] {
  return (
    Object.keys(messages)
      // Words besides the values, so a template never matches its own value over and over.
      .filter((id) => /\{\w+\}/.test(id) && /\p{L}{2,}/u.test(id.replace(/\{\w+\}/g, '')))
      .map((id) => {
        const parts = id.split(/\{(\w+)\}/);
        const names = parts.filter((_, i) => i % 2 === 1);
        const source = parts
          .map((part, i) => (i % 2 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('');
        return [new RegExp(`^${source}$`, 's'), id, names];
      })
  );
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
