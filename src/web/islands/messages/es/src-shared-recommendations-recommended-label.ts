// Written by `npm run i18n`: the Spanish messages src/shared/recommendations/recommended-label.ts writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Recommended by {count} neighbour": [
    "Recomendado por ",
    [
      "count"
    ],
    " vecino"
  ],
  "Recommended by {count} neighbours": [
    "Recomendado por ",
    [
      "count"
    ],
    " vecinos"
  ]
};
