// Our few lines that draw compiled messages, held to Lingui's own runtime (docs/decisions/042).
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, test } from 'vitest';
import { i18nFor } from './catalogs.ts';
import type { Locale } from './locale.ts';
import { messages as en } from './locales/en.ts';
import { messages as es } from './locales/es.ts';
import { wholeIn } from './numbers.ts';
import { type Messages, translator } from './translator.ts';

/** Values for every placeholder a message names: a count, a name, a year. */
const sampleValues = (id: string, n: number) =>
  Object.fromEntries([...id.matchAll(/\{(\w+)/g)].map(([, name]) => [name, n]));

const lingui = (locale: Locale, messages: Messages) =>
  setupI18n({ locale, messages: { [locale]: messages as never } });

describe('drawing the catalogs’ messages', () => {
  test('every message of both catalogs reads as Lingui’s runtime draws it', () => {
    for (const [locale, messages] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const ours = i18nFor(locale);
      const theirs = lingui(locale, messages as Messages);
      for (const id of Object.keys(messages))
        for (const n of [0, 1, 2, 21, 1234, 1_000_000])
          expect(ours._(id, sampleValues(id, n)), `${locale}: ${id} (${n})`).toBe(
            theirs._(id, sampleValues(id, n)),
          );
    }
  });

  test('plurals, selects, offsets and exact cases as ICU says, in each language', () => {
    const sources = [
      '{count, plural, one {# business} other {# businesses}}',
      '{count, plural, =0 {no businesses} one {# negocio} many {# de negocios} other {# negocios}}',
      '{who, select, owner {Your business} other {{name}’s business}}',
      '{count, plural, offset:1 =0 {nobody} one {you and one other} other {you and # others}}',
    ];
    for (const locale of ['en', 'es'] as const) {
      const messages = Object.fromEntries(sources.map((s) => [s, compileMessage(s)])) as Messages;
      const ours = translator(locale, messages);
      const theirs = lingui(locale, messages);
      for (const source of sources)
        for (const count of [0, 1, 2, 3, 1_000_000, 2_000_000, 12_345])
          for (const values of [
            { count, who: 'owner', name: 'Ana' },
            { count, who: 'visitor', name: 'Ana' },
          ])
            expect(ours._(source, values), `${locale}: ${source} ${JSON.stringify(values)}`).toBe(
              theirs._(source, values),
            );
    }
  });

  test('English needs no catalog: an id is its message, with its {name}s filled in', () => {
    const english = translator('en', {});
    expect(english._('Browse all states')).toBe('Browse all states');
    expect(english._('Updates, {unseen} new', { unseen: 3 })).toBe('Updates, 3 new');
    expect(english._('{a} and {b}', { a: 'Ana' })).toBe('Ana and ');
  });

  test('a number or date format is refused', () => {
    const dated = { 'On {day, date}': compileMessage('On {day, date}') } as Messages;
    expect(() => translator('en', dated)._('On {day, date}', { day: new Date() })).toThrow(/format them/);
  });

  test('whole numbers as Intl writes them in each language', () => {
    for (const n of [0, 7, 999, 1000, 1234, 12_345, 999_999, 1_000_000, 1_234_567_890, -12_345])
      for (const locale of ['en', 'es'] as const)
        expect(wholeIn(locale, n), `${locale} ${n}`).toBe(new Intl.NumberFormat(locale).format(n));
  });

  test('plural categories as Intl.PluralRules gives them', () => {
    for (const locale of ['en', 'es'] as const) {
      const rules = new Intl.PluralRules(locale);
      const messages = {
        c: compileMessage('{n, plural, one {one} many {many} other {other}}'),
      } as Messages;
      for (const n of [0, 1, 2, 5, 100, 1_000_000, 2_000_000, 1_500_000, 10_000_000])
        expect(translator(locale, messages)._('c', { n }), `${locale} ${n}`).toBe(rules.select(n));
    }
  });
});

describe('messages written out elsewhere (a schema, the server)', () => {
  const c = (m: string) => compileMessage(m) as Messages[string];
  const es = translator('es', {
    'Year must be between 1800 and {max}.': c('El año debe estar entre 1800 y {max}.'),
    '{label} is required.': c('{label} es obligatorio.'),
    'Street address': c('Dirección'),
    '{name}': c('{name}!'),
  });

  test('a message with its values in reads as its template in the language', () => {
    expect(es._('Year must be between 1800 and 2027.')).toBe('El año debe estar entre 1800 y 2027.');
  });

  test('a value that is itself a message is translated too, one that is not stays as written', () => {
    expect(es._('Street address is required.')).toBe('Dirección es obligatorio.');
    expect(es._('Calle 8 is required.')).toBe('Calle 8 es obligatorio.');
  });

  test('text no template matches stays as written; a template of values alone matches nothing', () => {
    expect(es._('Something else entirely.')).toBe('Something else entirely.');
  });
});
