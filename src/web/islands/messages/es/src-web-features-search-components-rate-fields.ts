// Written by `npm run i18n`: the Spanish messages src/web/features/search/components/rate-fields.tsx writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "From": [
    "Desde"
  ],
  "Service prices": [
    "Precios de servicios"
  ],
  "To": [
    "Hasta"
  ]
};
