// Written by `npm run i18n`: the Spanish messages src/web/components/business/profile-photos.tsx writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "No photos yet.": [
    "Todavía no hay fotos."
  ],
  "{name}, product {number} of {total}": [
    [
      "name"
    ],
    ", producto ",
    [
      "number"
    ],
    " de ",
    [
      "total"
    ]
  ]
};
