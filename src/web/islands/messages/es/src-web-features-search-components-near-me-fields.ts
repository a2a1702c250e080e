// Written by `npm run i18n`: the Spanish messages src/web/features/search/components/near-me-fields.tsx writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Could not find a ZIP code near you.": [
    "No encontramos un código postal cerca de ti."
  ],
  "Distance": [
    "Distancia"
  ],
  "Finding your ZIP code…": [
    "Buscando tu código postal…"
  ],
  "Location is off: type a ZIP code instead.": [
    "La ubicación está desactivada: escribe un código postal."
  ],
  "Near": [
    "Cerca de"
  ],
  "Near {place}": [
    "Cerca de ",
    [
      "place"
    ]
  ],
  "Use my location": [
    "Usar mi ubicación"
  ],
  "Your browser cannot share its location.": [
    "Tu navegador no puede compartir tu ubicación."
  ],
  "ZIP code": [
    "Código postal"
  ],
  "{miles} mi": [
    [
      "miles"
    ],
    " mi"
  ]
};
