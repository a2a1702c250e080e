// Written by `npm run i18n`: the Spanish messages src/web/components/business/business-profile-tabs.tsx writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "About {name}": [
    "Sobre ",
    [
      "name"
    ]
  ],
  "Connect": [
    "Contacto"
  ],
  "Photos": [
    "Fotos"
  ],
  "Pricing": [
    "Precios"
  ],
  "Story": [
    "Historia"
  ],
  "This business": [
    "Este negocio"
  ],
  "{name} hasn’t shared their story yet.": [
    [
      "name"
    ],
    " todavía no ha compartido su historia."
  ]
};
