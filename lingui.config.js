// Message catalogs (docs/decisions/042-languages.md): English is the source (its messages are the
// spec's exact strings, used as ids), Spanish the translation. `npm run i18n` extracts and compiles;
// `npm run check` fails on a catalog out of date or a message missing in either language.
import { formatter } from '@lingui/format-po';

/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  locales: ['en', 'es'],
  sourceLocale: 'en',
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/shared/i18n/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
  ],
  compileNamespace: 'ts',
  orderBy: 'message',
  // Origins without line numbers: a catalog changes when a message does, not when code moves.
  format: formatter({ lineNumbers: false }),
};
