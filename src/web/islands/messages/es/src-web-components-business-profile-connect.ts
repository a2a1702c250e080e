// Written by `npm run i18n`: the Spanish messages src/web/components/business/profile-connect.tsx writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "(opens in a new tab)": [
    "(se abre en una pestaña nueva)"
  ],
  "This business hasn’t shared contact details yet.": [
    "Este negocio todavía no ha compartido sus datos de contacto."
  ]
};
