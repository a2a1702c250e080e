// Written by `npm run i18n`: the Spanish messages src/web/features/search/components/type-choice.tsx writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Services": [
    "Servicios"
  ],
  "Shops": [
    "Tiendas"
  ],
  "Shops and services": [
    "Tiendas y servicios"
  ],
  "Type": [
    "Tipo"
  ]
};
