// Both languages' compiled catalogs, for the server: it draws pages and writes heads in either.
// The browser loads only its page's language (src/web/lib/i18n.tsx).
import { english } from './english.ts';
import type { Locale } from './locale.ts';
import { messages as es } from './locales/es.ts';
import { type Messages, type Translator, translator } from './translator.ts';

const instances: Record<Locale, Translator> = {
  en: english,
  es: translator('es', es as Messages),
};

/** The translator for a language: `i18nFor('es')._('Market')` → "Mercado". */
export const i18nFor = (locale: Locale): Translator => instances[locale];
