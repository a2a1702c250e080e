// Written by `npm run i18n`: the Spanish messages src/shared/catalogues/states.ts writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Midwest": [
    "Medio Oeste"
  ],
  "Mountain": [
    "Montaña"
  ],
  "Northeast": [
    "Noreste"
  ],
  "Pacific": [
    "Pacífico"
  ],
  "Southeast": [
    "Sureste"
  ],
  "Southwest": [
    "Suroeste"
  ]
};
