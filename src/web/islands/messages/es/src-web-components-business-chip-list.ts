// Written by `npm run i18n`: the Spanish messages src/web/components/business/chip-list.tsx writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "+{more} more": [
    "+",
    [
      "more"
    ],
    " más"
  ],
  "Tags": [
    "Etiquetas"
  ]
};
