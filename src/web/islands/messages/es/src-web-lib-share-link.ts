// Written by `npm run i18n`: the Spanish messages src/web/lib/share-link.ts writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Copy failed.": [
    "No se pudo copiar."
  ],
  "Link copied!": [
    "¡Enlace copiado!"
  ],
  "Share failed.": [
    "No se pudo compartir."
  ]
};
