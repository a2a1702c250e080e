// Written by `npm run i18n`: the Spanish messages src/web/features/marketplace/components/region-pills.tsx writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "All of {state}": [
    "Todo ",
    [
      "state"
    ]
  ],
  "Regions": [
    "Regiones"
  ]
};
