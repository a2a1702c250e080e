// Written by `npm run i18n`: the Spanish messages src/shared/search/search-messages.ts writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "At most {max} characters.": [
    "Máximo ",
    [
      "max"
    ],
    " caracteres."
  ],
  "Choose 5, 10, 25 or 50 miles.": [
    "Elige 5, 10, 25 o 50 millas."
  ],
  "Choose a state first.": [
    "Primero elige un estado."
  ],
  "Choose shops or services.": [
    "Elige tiendas o servicios."
  ],
  "Enter a ZIP code to search by distance.": [
    "Ingresa un código postal para buscar por distancia."
  ],
  "Enter an amount such as 40 or 40.50.": [
    "Ingresa una cantidad, por ejemplo 40 o 40.50."
  ],
  "Invalid cursor.": [
    "Cursor no válido."
  ],
  "Invalid map area: use west,south,east,north in degrees.": [
    "Área del mapa no válida: usa oeste,sur,este,norte en grados."
  ],
  "Must be a valid ZIP code.": [
    "Debe ser un código postal válido."
  ],
  "The lowest rate must not be above the highest.": [
    "La tarifa mínima no puede ser mayor que la máxima."
  ],
  "Unknown category.": [
    "Categoría desconocida."
  ],
  "Unknown ethos tag.": [
    "Etiqueta de valores desconocida."
  ],
  "Unknown identity tag.": [
    "Etiqueta de identidad desconocida."
  ],
  "Unknown offering.": [
    "Opción desconocida."
  ],
  "Unknown region.": [
    "Región desconocida."
  ],
  "Unknown state.": [
    "Estado desconocido."
  ],
  "Unknown structure.": [
    "Estructura desconocida."
  ],
  "Use open=1.": [
    "Usa open=1."
  ],
  "Use recommended=1.": [
    "Usa recommended=1."
  ]
};
