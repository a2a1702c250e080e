// Written by `npm run i18n`: the Spanish messages src/web/lib/api.ts writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Could not reach the server. Check your connection and try again.": [
    "No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo."
  ],
  "Something went wrong. Please try again.": [
    "Algo salió mal. Inténtalo de nuevo."
  ]
};
