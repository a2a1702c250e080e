// What the settings say "Download my data" holds: one phrase per part of the file
// (src/shared/api/data-export.ts, docs/product.md A17), so a part added to the file does not
// type-check until the text names it.
import type { accountExport } from '#shared/api/data-export.ts';
import type { Translator } from '#shared/i18n/translator.ts';

type ExportPart = Exclude<keyof (typeof accountExport)['shape'], 'exportedAt'>;

/** In the order the text names them; `null`: named by another part's phrase. */
const PHRASES: Record<ExportPart, string | null> = {
  account: /*i18n*/ 'your account and how you sign in',
  sessions: /*i18n*/ 'signed-in devices',
  favorites: /*i18n*/ 'favourites',
  businesses:
    /*i18n*/ 'your businesses (every step, pricing, opening hours, photos’ links, page views, posts, and neighbours’ notes with your answers)',
  recommendations: /*i18n*/ 'your recommendations with the owners’ answers',
  reports: /*i18n*/ 'reports you made',
  postReports: null,
  alerts: /*i18n*/ 'new-business alerts',
  digest: /*i18n*/ 'your email roundup setting',
  waitlist: /*i18n*/ 'waitlist entries',
};

const named = Object.values(PHRASES).filter((p): p is string => p !== null);

/** "One file with everything we hold about you: …, … and …." in the page's language. */
export function exportContents(i18n: Translator): string {
  const phrases = named.map((phrase) => i18n._(phrase));
  return i18n._('One file with everything we hold about you: {list} and {last}.', {
    list: phrases.slice(0, -1).join(', '),
    last: phrases.at(-1),
  });
}
