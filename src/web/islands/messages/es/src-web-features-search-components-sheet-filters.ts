// Written by `npm run i18n`: the Spanish messages src/web/features/search/components/sheet-filters.tsx writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Clear all": [
    "Borrar todo"
  ],
  "Show results": [
    "Ver resultados"
  ],
  "Show {count} result": [
    "Ver ",
    [
      "count"
    ],
    " resultado"
  ],
  "Show {count} results": [
    "Ver ",
    [
      "count"
    ],
    " resultados"
  ]
};
