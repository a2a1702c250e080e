// Both languages' compiled catalogs, for the server: it draws pages and writes heads in either.
// The browser loads only its page's language (src/web/lib/i18n.tsx).
import type { Locale } from './locale.ts';
import { messages as englishValues } from './locales/en-values.ts';
import { messages as es } from './locales/es.ts';
import { type Messages, type Translator, translator } from './translator.ts';

const instances: Record<Locale, Translator> = {
  en: translator('en', englishValues),
  es: translator('es', es as Messages),
};

/** The translator for a language: `i18nFor('es')._('Market')` → "Mercado". */
export const i18nFor = (locale: Locale): Translator => instances[locale];
