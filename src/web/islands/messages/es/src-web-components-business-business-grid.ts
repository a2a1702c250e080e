// Written by `npm run i18n`: the Spanish messages src/web/components/business/business-grid.tsx writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Businesses": [
    "Negocios"
  ],
  "Load More": [
    "Cargar más"
  ],
  "Loading more businesses": [
    "Cargando más negocios"
  ],
  "Loading...": [
    "Cargando..."
  ],
  "Showing {count} businesses": [
    [
      "count",
      "plural",
      {
        "one": [
          "Mostrando ",
          [
            "count"
          ],
          " negocio"
        ],
        "other": [
          "Mostrando ",
          [
            "count"
          ],
          " negocios"
        ]
      }
    ]
  ],
  "You’ve seen every business here.": [
    "Ya viste todos los negocios de aquí."
  ]
};
