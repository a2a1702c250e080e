// Written by `npm run i18n`: the Spanish messages src/web/components/business/storefront-card.tsx writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "(opens in a new tab)": [
    "(se abre en una pestaña nueva)"
  ],
  "Directions": [
    "Cómo llegar"
  ],
  "Visit the shop": [
    "Visita la tienda"
  ]
};
