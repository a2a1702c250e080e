// Written by `npm run i18n`: the Spanish messages src/shared/catalogues/contact-options.ts writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Business Website": [
    "Sitio web del negocio"
  ],
  "Physical store": [
    "Tienda física"
  ]
};
