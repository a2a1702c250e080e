// Written by `npm run i18n`: the Spanish messages src/web/features/search/components/search-grid.tsx writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Search results": [
    "Resultados de la búsqueda"
  ],
  "under 1 mi": [
    "a menos de 1 mi"
  ],
  "{miles} mi": [
    [
      "miles"
    ],
    " mi"
  ]
};
