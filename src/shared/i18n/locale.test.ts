import { describe, expect, test } from 'vitest';
import { i18nFor } from './catalogs.ts';
import { languageSwitchPath, localeOfPath, localizedPath, safeNext } from './locale.ts';
import { messages as en } from './locales/en.ts';
import { messages as es } from './locales/es.ts';

describe('where each language lives', () => {
  test('a path under /es is Spanish, without its prefix; any other is English', () => {
    expect(localeOfPath('/es/market')).toEqual({ locale: 'es', path: '/market' });
    expect(localeOfPath('/es/')).toEqual({ locale: 'es', path: '/' });
    expect(localeOfPath('/es')).toEqual({ locale: 'es', path: '/' });
    expect(localeOfPath('/market')).toEqual({ locale: 'en', path: '/market' });
    // A business named "esther" is not a Spanish page.
    expect(localeOfPath('/esther')).toEqual({ locale: 'en', path: '/esther' });
  });

  test('a path in a language keeps its query, and goes back the other way', () => {
    expect(localizedPath('/market?state=ohio', 'es')).toBe('/es/market?state=ohio');
    expect(localizedPath('/', 'es')).toBe('/es/');
    expect(localizedPath('/?q=x', 'es')).toBe('/es/?q=x');
    expect(localizedPath('/es/market?state=ohio', 'en')).toBe('/market?state=ohio');
    expect(localizedPath('/es/market', 'es')).toBe('/es/market');
  });

  test('the switch sends a visitor only to a path of this site', () => {
    expect(languageSwitchPath('es', '/market?state=ohio')).toBe('/language/es?next=%2Fmarket%3Fstate%3Dohio');
    expect(safeNext('/market')).toBe('/market');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', '', null, undefined])
      expect(safeNext(bad)).toBeNull();
  });
});

describe('the catalogs', () => {
  test('every English message has its Spanish, and English is the spec’s own text', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const id of Object.keys(en)) {
      expect(es[id], id).toBeTruthy();
      if (!id.includes('{') && !id.includes('<')) expect(i18nFor('en')._(id)).toBe(id);
    }
  });

  test('messages with values are filled in each language', () => {
    expect(i18nFor('en')._('Updates, {unseen} new', { unseen: 3 })).toBe('Updates, 3 new');
    expect(i18nFor('es')._('Updates, {unseen} new', { unseen: 3 })).toBe('Novedades, 3 sin ver');
    expect(i18nFor('es')._('Market')).toBe('Mercado');
  });
});
