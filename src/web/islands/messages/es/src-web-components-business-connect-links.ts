// Written by `npm run i18n`: the Spanish messages src/web/components/business/connect-links.ts writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Email": [
    "Correo"
  ],
  "Website": [
    "Sitio web"
  ]
};
